import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MODO_RECTIFICACION_LABELS,
  MODOS_RECTIFICACION,
  TIPO_RECTIFICATIVA_LABELS,
  TIPOS_RECTIFICATIVA,
  rectificarFacturaSchema,
  type Factura,
  type RectificarFactura,
} from '@cumplia/shared/schemas/factura';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros, vatOfCents } from '@cumplia/shared/money';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';

type RectificarFacturaDialogProps = {
  factura: Factura | null;
  busy: boolean;
  failure: string | null;
  onConfirm: (factura: Factura, body: z.output<typeof rectificarFacturaSchema>) => void;
  onClose: () => void;
};

/**
 * "Rectificar" (RD 1619/2012 art. 15; decision 0045): a rectifying invoice of its own R series for
 * the legal reason chosen, by differences (the change, negative to lower the amount) or by
 * substitution (the amount the invoice should have had).
 */
export function RectificarFacturaDialog({ factura, busy, failure, onConfirm, onClose }: RectificarFacturaDialogProps) {
  return (
    <Modal opened={factura !== null} onClose={onClose} title="Rectificar factura" size="lg">
      {factura && <RectificarForm key={factura.id} factura={factura} busy={busy} failure={failure} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function RectificarForm({ factura, busy, failure, onConfirm, onClose }: Omit<RectificarFacturaDialogProps, 'factura'> & { factura: Factura }) {
  const form = useForm<RectificarFactura, unknown, z.output<typeof rectificarFacturaSchema>>({
    resolver: zodResolver(rectificarFacturaSchema),
    defaultValues: { tipo: 'R1', modo: 'I', motivo: '', lineas: [{ nombreProducto: '', cantidad: 1, precioUnitario: 0 }] },
  });
  const modo = form.watch('modo');
  const precio = form.watch('lineas.0.precioUnitario');
  const baseCents = typeof precio === 'number' && Number.isFinite(precio) ? eurosToCents(precio) : 0;
  const totalCents = baseCents + vatOfCents(baseCents);
  const lineasError = form.formState.errors.lineas;

  return (
    <form onSubmit={form.handleSubmit((body) => onConfirm(factura, body))} aria-label="Rectificar factura" noValidate>
      <Stack gap="md">
        <Text>
          Factura <strong>{factura.facturaId}</strong> de <strong>{factura.empresa.razonSocial}</strong>, del {formatDate(factura.fecha)}, por{' '}
          <strong>{formatEuros(eurosToCents(factura.importeTotalImpuestos))}</strong>. La factura rectificativa tendrá su propia serie y la nombrará.
        </Text>
        <Controller
          control={form.control}
          name="tipo"
          render={({ field, fieldState }) => (
            <Select
              label="Causa de la rectificación"
              data={TIPOS_RECTIFICATIVA.map((tipo) => ({ value: tipo, label: `${tipo} · ${TIPO_RECTIFICATIVA_LABELS[tipo]}` }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="modo"
          render={({ field }) => (
            <Radio.Group label="Forma de rectificación" value={field.value} onChange={field.onChange}>
              <Group gap="lg" mt={4}>
                {MODOS_RECTIFICACION.map((value) => (
                  <Radio key={value} value={value} label={MODO_RECTIFICACION_LABELS[value]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Textarea label="Motivo" rows={2} maxLength={500} required {...form.register('motivo')} error={form.formState.errors.motivo?.message} />
        <TextInput label="Concepto" required {...form.register('lineas.0.nombreProducto')} error={lineasError?.[0]?.nombreProducto?.message} />
        <Controller
          control={form.control}
          name="lineas.0.precioUnitario"
          render={({ field }) => (
            <NumberInput
              label="Importe sin IVA (€)"
              description={modo === 'I' ? 'La diferencia con la factura original: en negativo para rebajar el importe.' : 'El importe que debió tener la factura, sin IVA.'}
              decimalScale={2}
              decimalSeparator=","
              allowNegative={modo === 'I'}
              hideControls
              inputMode="decimal"
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(String(value).replace(',', '.')))}
              error={lineasError?.[0]?.precioUnitario?.message ?? lineasError?.message ?? lineasError?.root?.message}
              required
            />
          )}
        />
        <Text size="sm" c="dimmed">
          Total de la factura rectificativa con IVA ({formatEuros(totalCents)}){modo === 'S' ? ', que sustituye a la original' : ''}.
        </Text>
        <FailureAlert message={failure} />
        <DialogActions onCancel={onClose} busy={busy}>
          <Button type="submit" loading={busy}>
            Emitir factura rectificativa
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
