import { Badge } from '@mantine/core';
import { RENOVACION_ESTADO_LABELS, estadoRenovacion, estadoRenovacionWorker, type Renovacion, type RenovacionEstado } from '@cumplia/shared/schemas/renovacion';

const COLORS: Record<RenovacionEstado, string> = { PENDIENTE: 'yellow', ACEPTADA: 'green', PROCESADA: 'blue', DESHABILITADA: 'red' };

/**
 * The status of a renewal, in the reading of spec 3 §4.1 for the view: the collaborator's and the
 * superadmin's (Deshabilitada first), or the worker's (a disabled renewal not accepted is Procesada).
 */
export function EstadoBadge({ renovacion, reading = 'general' }: { renovacion: Renovacion; reading?: 'general' | 'worker' }) {
  const estado = reading === 'worker' ? estadoRenovacionWorker(renovacion) : estadoRenovacion(renovacion);
  return (
    <Badge color={COLORS[estado]} variant="light" style={{ flexShrink: 0 }}>
      {RENOVACION_ESTADO_LABELS[estado]}
    </Badge>
  );
}
