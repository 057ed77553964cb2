import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Renovacion } from '@cumplia/shared/schemas/renovacion';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@cumplia/shared/calendar';
import { empresaNombre } from './empresa-cell';
import { EstadoBadge } from './estado-badge';
import { DialogActions } from '../../../components/forms/dialog-actions';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </Stack>
  );
}

/** "Detalles de Renovación" (spec 3 §2.1): company, CIF/NIF, start, end, collaborator, status, last update. */
export function RenovacionDetallesDialog({ renovacion, onClose }: { renovacion: Renovacion | null; onClose: () => void }) {
  return (
    <Modal opened={renovacion !== null} onClose={onClose} title="Detalles de Renovación" size="lg">
      {renovacion && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label="Empresa">{empresaNombre(renovacion)}</Field>
            <Field label="CIF/NIF">{renovacion.empresa.nifCif}</Field>
            <Field label="Fecha de inicio">{formatDate(renovacion.fechaInicio)}</Field>
            <Field label="Fecha de fin">{formatDate(renovacion.fechaFin)}</Field>
            <Field label="Colaborador">{renovacion.gestoria?.nombre}</Field>
            <Field label="Estado">
              <EstadoBadge renovacion={renovacion} />
            </Field>
            <Field label="Última actualización">{formatDateTime(renovacion.ultimaActualizacion)}</Field>
          </SimpleGrid>
          <DialogActions onCancel={onClose} cancelLabel="Cerrar" />
        </Stack>
      )}
    </Modal>
  );
}
