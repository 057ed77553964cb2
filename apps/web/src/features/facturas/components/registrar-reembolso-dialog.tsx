import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { formatDate, madridIsoDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { METODO_REEMBOLSO_LABELS, METODOS_REEMBOLSO, registrarReembolsoSchema, type Factura, type RegistrarReembolso } from '@cumplia/shared/schemas/factura';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { DateField } from '../../../components/forms/date-field';

type RegistrarReembolsoDialogProps = {
  factura: Factura | null;
  busy: boolean;
  failure: string | null;
  onConfirm: (factura: Factura, body: RegistrarReembolso) => void;
  onClose: () => void;
};

/**
 * "Registrar reembolso" (decision 0060): staff say on which day and how they paid back what a
 * rectifying invoice with a negative total owes the client, once its original was collected.
 */
export function RegistrarReembolsoDialog({ factura, busy, failure, onConfirm, onClose }: RegistrarReembolsoDialogProps) {
  return (
    <Modal opened={factura !== null} onClose={onClose} title="Registrar reembolso">
      {factura && <ReembolsoForm key={factura.id} factura={factura} busy={busy} failure={failure} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function ReembolsoForm({ factura, busy, failure, onConfirm, onClose }: Omit<RegistrarReembolsoDialogProps, 'factura'> & { factura: Factura }) {
  const today = madridIsoDate(new Date());
  const form = useForm<RegistrarReembolso>({ resolver: zodResolver(registrarReembolsoSchema), defaultValues: { fecha: today, metodo: 'TRANSFERENCIA' } });
  const { errors } = form.formState;
  const importe = factura.reembolso?.importe ?? -factura.importeTotalImpuestos;
  return (
    <form onSubmit={form.handleSubmit((body) => onConfirm(factura, body))} aria-label="Registrar reembolso" noValidate>
      <Stack gap="md">
        <Text>
          La factura rectificativa <strong>{factura.facturaId}</strong> de <strong>{factura.empresa.razonSocial}</strong>, que rectifica la {factura.rectifica}, debe{' '}
          <strong>{formatEuros(eurosToCents(importe))}</strong> al cliente.
        </Text>
        <Controller
          control={form.control}
          name="fecha"
          render={({ field }) => (
            <DateField
              label="Fecha del reembolso"
              minDate={factura.fecha}
              maxDate={today}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.fecha?.message}
              required
              popoverProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="metodo"
          render={({ field }) => (
            <Radio.Group label="Cómo se reembolsó" value={field.value} onChange={field.onChange} error={errors.metodo?.message} required>
              <Stack mt="xs" gap="xs">
                {METODOS_REEMBOLSO.map((metodo) => (
                  <Radio key={metodo} value={metodo} label={METODO_REEMBOLSO_LABELS[metodo]} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Text size="sm" c="dimmed">
          Emitida el {formatDate(factura.fecha)}. El reembolso queda registrado y no se puede cambiar después.
        </Text>
        <FailureAlert message={failure} />
        <DialogActions onCancel={onClose} busy={busy}>
          <Button type="submit" loading={busy}>
            Registrar reembolso
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
