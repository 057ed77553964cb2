import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { addDaysIso, formatDate, isTargetBusinessDay, madridIsoDate } from '@cumplia/shared/calendar';
import { SEPA_PREAVISO_DIAS } from '@cumplia/shared/schemas/sepa';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { DialogActions } from '../../../components/forms/dialog-actions';
import { DateField } from '../../../components/forms/date-field';

type FechaFacturarDialogProps = {
  factura: Factura | null;
  busy: boolean;
  failure: string | null;
  onConfirm: (factura: Factura, nuevaFecha: string) => void;
  onClose: () => void;
};

/** "Cambiar fecha de cobro" (spec 3 §2.5): a new fechaCuandoFacturar, today or later, for an invoice not yet remitted. */
export function FechaFacturarDialog({ factura, busy, failure, onConfirm, onClose }: FechaFacturarDialogProps) {
  return (
    <Modal opened={factura !== null} onClose={onClose} title="Cambiar fecha de cobro">
      {/* A fresh form for each invoice. */}
      {factura && <FechaForm key={factura.id} factura={factura} busy={busy} failure={failure} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function FechaForm({ factura, busy, failure, onConfirm, onClose }: Omit<FechaFacturarDialogProps, 'factura'> & { factura: Factura }) {
  const [fecha, setFecha] = useState<string | null>(factura.fechaCuandoFacturar);
  const today = madridIsoDate(new Date());
  // A SEPA debit's new date leaves the pre-notification the contract promises (decision 0050).
  const minDate = factura.empresa.metodoDePago === 'SEPA' ? addDaysIso(today, SEPA_PREAVISO_DIAS) : today;
  const unchanged = fecha === factura.fechaCuandoFacturar;
  return (
    <Stack gap="md">
      <Text>
        Factura <strong>{factura.facturaId}</strong> de <strong>{factura.empresa.razonSocial}</strong>. Fecha de cobro actual:{' '}
        <strong>{formatDate(factura.fechaCuandoFacturar)}</strong>.
      </Text>
      <DateField
        label="Nueva fecha de cobro"
        minDate={minDate}
        // SEPA settles only on TARGET2 business days: weekends and 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December are not offered.
        excludeDate={(day) => !isTargetBusinessDay(day)}
        value={fecha}
        onChange={setFecha}
        required
        popoverProps={{ withinPortal: true }}
      />
      <FailureAlert message={failure} />
      <DialogActions onCancel={onClose} busy={busy}>
        <Button onClick={() => fecha && onConfirm(factura, fecha)} loading={busy} disabled={!fecha || unchanged}>
          Guardar fecha
        </Button>
      </DialogActions>
    </Stack>
  );
}
