import { NO_ADMINISTRADOR_MESSAGE, VERIFICATION_RESENT_MESSAGE, type EmpresaStaffDetail } from '@cumplia/shared/schemas/empresa';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@cumplia/shared/calendar';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { serverMessageOr } from '../../../lib/error-message';
import { useResendEmpresaVerificationMutation } from '../api/resend-empresa-verification';

export const RESEND_FAILED = 'Error al reenviar la verificación';
export const RESEND_SUPERADMIN_ONLY = 'Solo el superadministrador puede reenviar la verificación.';

type Administrador = NonNullable<EmpresaStaffDetail['administrador']>;

function AccountState({ administrador }: { administrador: Administrador }) {
  if (administrador.verificada && administrador.enabled) return <Badge color="teal">Cuenta verificada</Badge>;
  if (administrador.verificada) return <Badge color="red">Cuenta deshabilitada</Badge>;
  return <Badge color="yellow">Pendiente de verificación</Badge>;
}

type EmpresaAccessPanelProps = {
  empresa: EmpresaStaffDetail;
  /** "Reenviar verificación" is the superadmin's (it clears the password). */
  canResend: boolean;
};

/**
 * "Verificación y acceso" (spec 2 "Admin company detail"): the administrator's account and
 * "Reenviar verificación", which asks first: it clears the password the client may be using. The
 * screen puts the protocol actions (features/protocolos) under it.
 */
export function EmpresaAccessPanel({ empresa, canResend }: EmpresaAccessPanelProps) {
  const { administrador } = empresa;
  const resend = useResendEmpresaVerificationMutation(empresa.id);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const confirmResend = async () => {
    setConfirming(false);
    setOutcome(null);
    try {
      const answer = await resend.mutateAsync();
      setOutcome({ ok: true, message: answer.message || VERIFICATION_RESENT_MESSAGE });
    } catch (error) {
      setOutcome({ ok: false, message: serverMessageOr(error, RESEND_FAILED) });
    }
  };

  const resendButton = (
    <Button
      fullWidth
      leftSection={<IconMailForward size={18} />}
      loading={resend.isPending}
      disabled={!administrador}
      data-disabled={canResend ? undefined : true}
      aria-disabled={canResend ? undefined : true}
      onClick={() => canResend && setConfirming(true)}
    >
      Reenviar verificación
    </Button>
  );

  return (
    <Stack gap="md">
      {administrador ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{administrador.name}</Text>
            <AccountState administrador={administrador} />
          </Group>
          <Text size="sm">
            Usuario {administrador.username} · {administrador.email}
          </Text>
          {administrador.verificacionEnviada && (
            <Text size="sm" c="dimmed">
              Enlace de verificación enviado el {formatDateTime(administrador.verificacionEnviada)}
              {administrador.verificacionCaduca ? `; válido hasta el ${formatDate(administrador.verificacionCaduca)}.` : '.'}
            </Text>
          )}
        </Stack>
      ) : (
        <Text c="dimmed">{NO_ADMINISTRADOR_MESSAGE}</Text>
      )}

      {outcome?.ok && <SuccessNotice onClose={() => setOutcome(null)}>{outcome.message}</SuccessNotice>}
      <FailureAlert message={outcome && !outcome.ok ? outcome.message : null} onClose={() => setOutcome(null)} />

      <Stack gap="xs">
        {canResend ? (
          resendButton
        ) : (
          <Tooltip label={RESEND_SUPERADMIN_ONLY} multiline maw={260} withArrow>
            {resendButton}
          </Tooltip>
        )}
      </Stack>

      <ConfirmDialog
        opened={confirming}
        title="Reenviar verificación"
        message={
          <>
            Se enviará un nuevo enlace de verificación a <strong>{administrador?.email}</strong>. La contraseña actual del usuario
            dejará de funcionar hasta que elija una nueva.
          </>
        }
        confirmLabel="Reenviar"
        onConfirm={() => void confirmResend()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
