import { TOOLS, type ToolCode } from '@cumplia/shared/enums';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@cumplia/shared/calendar';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { serverMessageOr } from '../../../lib/error-message';
import { getStaffContratos, resendSigningLink, staffContratosKeys, type StaffContrato } from '../api/staff-contratos';

const STATUS: Record<StaffContrato['status'], { label: string; color: string }> = {
  PENDIENTE: { label: 'Pendiente de firma', color: 'yellow' },
  FIRMADO: { label: 'Firmado', color: 'teal' },
  ANULADO: { label: 'Anulado', color: 'gray' },
};

export const RESEND_FAILED = 'No se pudo reenviar el enlace de firma. Inténtelo de nuevo.';

type Herramienta = { tool: ToolCode; activa: boolean; fechaFirmaContrato: string | null };

/**
 * The company's contracts on the staff detail (decision 0022): each active tool's latest contract and
 * its state, and "Reenviar enlace de firma" for a tool whose contract is not signed yet.
 */
export function StaffContratosPanel({ empresaId, herramientas }: { empresaId: string; herramientas: Herramienta[] }) {
  const queryClient = useQueryClient();
  const { data: contratos = [] } = useQuery({ queryKey: staffContratosKeys.list(empresaId), queryFn: ({ signal }) => getStaffContratos(empresaId, signal) });
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: (tool: ToolCode) => resendSigningLink(empresaId, tool),
    onSuccess: (answer) => {
      setNotice(answer.message);
      void queryClient.invalidateQueries({ queryKey: staffContratosKeys.list(empresaId) });
    },
    onMutate: () => setNotice(null),
  });
  const active = herramientas.filter((tool) => tool.activa);
  if (active.length === 0) return <Text c="dimmed">Sin herramientas activas, no hay contratos que firmar.</Text>;

  return (
    <Stack gap="sm">
      {active.map((tool) => {
        const latest = contratos.find((contrato) => contrato.tool === tool.tool);
        const signed = tool.fechaFirmaContrato !== null;
        const status = signed ? STATUS.FIRMADO : latest?.status === 'PENDIENTE' ? STATUS.PENDIENTE : null;
        return (
          <Paper key={tool.tool} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{TOOLS[tool.tool].label}</Text>
                {status ? (
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    Sin enlace enviado
                  </Badge>
                )}
              </Group>
              {signed ? (
                <Text size="sm" c="dimmed">
                  Firmado el {formatDate(tool.fechaFirmaContrato!)}
                  {latest?.status === 'FIRMADO' ? ' por código SMS' : ''}.
                </Text>
              ) : (
                <>
                  {latest?.status === 'PENDIENTE' && (
                    <Text size="sm" c="dimmed">
                      Enlace enviado el {formatDateTime(latest.createdAt)}; caduca el {formatDate(latest.tokenExpiresAt)}.
                    </Text>
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={16} aria-hidden />}
                    loading={resend.isPending && resend.variables === tool.tool}
                    onClick={() => resend.mutate(tool.tool)}
                    aria-label={`Reenviar enlace de firma de ${TOOLS[tool.tool].label}`}
                  >
                    Reenviar enlace de firma
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
        );
      })}
      {notice && <SuccessNotice onClose={() => setNotice(null)}>{notice}</SuccessNotice>}
      <FailureAlert message={resend.isError ? serverMessageOr(resend.error, RESEND_FAILED) : null} onClose={() => resend.reset()} />
    </Stack>
  );
}
