import { Button, Modal, Stack, Text } from '@mantine/core';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';

type MarcarFacturadaDialogProps = {
  factura: Factura | null;
  busy: boolean;
  failure: string | null;
  onConfirm: (factura: Factura) => void;
  onClose: () => void;
};

/** "Confirmar remesa" (spec 3 §2.5, §4.5): marking an invoice remitted asks first; it cannot be undone. */
export function MarcarFacturadaDialog({ factura, busy, failure, onConfirm, onClose }: MarcarFacturadaDialogProps) {
  return (
    <Modal opened={factura !== null} onClose={onClose} title="Confirmar remesa">
      {factura && (
        <Stack gap="md">
          <Text>
            ¿Marcar como remesada la factura <strong>{factura.facturaId}</strong> de <strong>{factura.empresa.razonSocial}</strong> por{' '}
            <strong>{formatEuros(eurosToCents(factura.importeTotalImpuestos))}</strong>?
          </Text>
          <Text size="sm" c="dimmed">
            Hágalo cuando el cobro ya esté en curso fuera de un fichero SEPA (fecha de cobro prevista: {formatDate(factura.fechaCuandoFacturar)}). Una factura remesada
            ya no cambia de fecha de cobro ni vuelve a quedar pendiente.
          </Text>
          <FailureAlert message={failure} />
          <DialogActions onCancel={onClose} busy={busy}>
            <Button onClick={() => onConfirm(factura)} loading={busy}>
              Marcar como remesada
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
