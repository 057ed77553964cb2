import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { anularFacturaSchema, type AnularFactura, type Factura } from '@cumplia/shared/schemas/factura';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';

type AnularFacturaDialogProps = {
  factura: Factura | null;
  busy: boolean;
  failure: string | null;
  onConfirm: (factura: Factura, motivo: string) => void;
  onClose: () => void;
};

/** "Anular" (decision 0045): for an invoice issued by mistake and not collected; it is kept, marked cancelled. */
export function AnularFacturaDialog({ factura, busy, failure, onConfirm, onClose }: AnularFacturaDialogProps) {
  return (
    <Modal opened={factura !== null} onClose={onClose} title="Anular factura">
      {factura && <AnularForm key={factura.id} factura={factura} busy={busy} failure={failure} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function AnularForm({ factura, busy, failure, onConfirm, onClose }: Omit<AnularFacturaDialogProps, 'factura'> & { factura: Factura }) {
  const form = useForm<AnularFactura>({ resolver: zodResolver(anularFacturaSchema), defaultValues: { motivo: '' } });
  return (
    <form onSubmit={form.handleSubmit(({ motivo }) => onConfirm(factura, motivo))} aria-label="Anular factura" noValidate>
      <Stack gap="md">
        <Text>
          ¿Anular la factura <strong>{factura.facturaId}</strong> de <strong>{factura.empresa.razonSocial}</strong>, del {formatDate(factura.fecha)}, por{' '}
          <strong>{formatEuros(eurosToCents(factura.importeTotalImpuestos))}</strong>?
        </Text>
        <Text size="sm" c="dimmed">
          Solo para una factura emitida por error y no cobrada. La factura se conserva marcada como anulada y no se cobrará. Para corregir importes o datos, rectifíquela.
        </Text>
        <Textarea label="Motivo" rows={2} maxLength={500} required {...form.register('motivo')} error={form.formState.errors.motivo?.message} />
        <FailureAlert message={failure} />
        <DialogActions onCancel={onClose} busy={busy}>
          <Button type="submit" color="red" loading={busy}>
            Anular factura
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
