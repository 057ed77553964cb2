import {
  NO_ACTIVE_PROTOCOLS,
  PROTOCOLS_DOWNLOAD_FAILED,
  PROTOCOLS_SEND_FAILED,
  PROTOCOLS_SENT_MESSAGE,
  protocolsDownloadedMessage,
} from '@cumplia/shared/schemas/protocolo';
import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { serverMessageOr } from '../../../lib/error-message';
import { downloadProtocolosZip } from '../api/download-protocolos-zip';
import { downloadProtocolo } from '../api/download-protocolo';
import { getProtocolosActivos } from '../api/get-protocolos-activos';
import { useSendProtocolosMutation } from '../api/send-protocolos';

/** Spec 2 §9: the pause between two downloaded files, so that the browser takes each one. */
type Outcome = { kind: 'success' | 'failure' | 'info'; message: string };

type StaffProtocolosActionsProps = {
  empresa: { id: string; nifCif: string; email: string };
};

/**
 * "Enviar protocolos" and "Descargar protocolos" of the staff's company detail (spec 2 "Admin
 * company detail"): the protocols of the company's active tools, e-mailed to the company (after a
 * confirmation) or downloaded: one as Protocolo_{name}_{nifCif}.pdf, several in one
 * Protocolos_{nifCif}.zip (issue 25; spec 2 downloaded them one by one, 300 ms apart).
 */
export function StaffProtocolosActions({ empresa }: StaffProtocolosActionsProps) {
  const send = useSendProtocolosMutation(empresa.id);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirmSend = async () => {
    setConfirming(false);
    setOutcome(null);
    try {
      await send.mutateAsync();
      setOutcome({ kind: 'success', message: PROTOCOLS_SENT_MESSAGE });
    } catch (error) {
      setOutcome({ kind: 'failure', message: serverMessageOr(error, PROTOCOLS_SEND_FAILED) });
    }
  };

  const downloadAll = async () => {
    setOutcome(null);
    setDownloading(true);
    try {
      const protocolos = await getProtocolosActivos(empresa.id);
      if (protocolos.length === 0) {
        setOutcome({ kind: 'info', message: NO_ACTIVE_PROTOCOLS });
        return;
      }
      // Several as one file (issue 25): a phone's browser may refuse a page's second download.
      if (protocolos.length === 1) await downloadProtocolo(empresa.id, protocolos[0]!, empresa.nifCif);
      else await downloadProtocolosZip(empresa.id, empresa.nifCif);
      setOutcome({ kind: 'success', message: protocolsDownloadedMessage(protocolos.length) });
    } catch (error) {
      setOutcome({ kind: 'failure', message: serverMessageOr(error, PROTOCOLS_DOWNLOAD_FAILED) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xs">
      {outcome?.kind === 'success' && <SuccessNotice onClose={() => setOutcome(null)}>{outcome.message}</SuccessNotice>}
      {outcome?.kind === 'info' && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />} role="status" withCloseButton closeButtonLabel="Cerrar aviso" onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <FailureAlert message={outcome?.kind === 'failure' ? outcome.message : null} onClose={() => setOutcome(null)} />
      <Button fullWidth variant="default" leftSection={<IconSend size={18} />} loading={send.isPending} onClick={() => setConfirming(true)}>
        Enviar protocolos
      </Button>
      <Button fullWidth variant="default" leftSection={<IconDownload size={18} />} loading={downloading} onClick={() => void downloadAll()}>
        Descargar protocolos
      </Button>

      <ConfirmDialog
        opened={confirming}
        title="Enviar protocolos"
        message={
          <>
            Se enviarán a <strong>{empresa.email}</strong> los protocolos de las herramientas activas de la empresa, con sus datos, en PDF.
          </>
        }
        confirmLabel="Enviar"
        onConfirm={() => void confirmSend()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
