import { Button, Modal, Stack, Text } from '@mantine/core';
import { ESTADO_REGISTRO_LABELS, type Factura } from '@cumplia/shared/schemas/factura';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';

type SubsanarRegistroDialogProps = {
  factura: Factura | null;
  busy: boolean;
  failure: string | null;
  onConfirm: (factura: Factura) => void;
  onClose: () => void;
};

/**
 * "Subsanar registro" (decision 0061): the record of an invoice that the AEAT refused or accepted
 * with errors is sent again, marked as a correction; the invoice itself does not change.
 */
export function SubsanarRegistroDialog({ factura, busy, failure, onConfirm, onClose }: SubsanarRegistroDialogProps) {
  return (
    <Modal opened={factura !== null} onClose={onClose} title="Subsanar registro">
      {factura && (
        <Stack gap="md">
          <Text>
            El registro de la factura <strong>{factura.facturaId}</strong> de <strong>{factura.empresa.razonSocial}</strong> figura como{' '}
            <strong>{factura.estadoRegistro ? ESTADO_REGISTRO_LABELS[factura.estadoRegistro].toLowerCase() : 'sin respuesta'}</strong> por la AEAT.
          </Text>
          <Text size="sm" c="dimmed">
            Se generará un nuevo registro de la misma factura marcado como subsanación, encadenado y firmado, que se remitirá a la AEAT en el próximo envío. La
            factura no cambia: si el error está en sus datos (importe, destinatario), corríjala con una factura rectificativa.
          </Text>
          <FailureAlert message={failure} />
          <DialogActions onCancel={onClose} busy={busy}>
            <Button onClick={() => onConfirm(factura)} loading={busy}>
              Subsanar registro
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
