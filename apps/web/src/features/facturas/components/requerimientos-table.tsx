import { Badge, Button, Stack, Text, type MantineColor } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatDate } from '@cumplia/shared/calendar';
import { formatNumber } from '@cumplia/shared/numbers';
import { REQUERIMIENTO_ESTADOS, type Requerimiento, type RequerimientoEstado } from '@cumplia/shared/schemas/requerimiento';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { useReanudarRequerimientoMutation } from '../api/reanudar-requerimiento';
import { RequerimientoRespuesta } from './requerimiento-respuesta';

const ESTADO_COLORS: Record<RequerimientoEstado, MantineColor> = {
  pendiente: 'blue',
  enviando: 'blue',
  remitido: 'teal',
  fallido: 'red',
};

/** The remittance's state, the day it was remitted, and what can be done about it (`children`). */
function EstadoCell({ remision, children }: { remision: Requerimiento; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <div>
        {/* Its whole label: a badge's text would otherwise shrink to an ellipsis in a narrow column. */}
        <Badge variant="light" color={ESTADO_COLORS[remision.estado]} miw="max-content">
          {REQUERIMIENTO_ESTADOS[remision.estado]}
        </Badge>
      </div>
      {remision.remitidoEl && (
        <Text size="xs" c="dimmed">
          el {formatDate(remision.remitidoEl)}
        </Text>
      )}
      {children && <div>{children}</div>}
    </Stack>
  );
}

/** The remittances made at the agency's request, newest first; one that stopped can be resumed (decision 0083). */
export function RequerimientosTable({ remisiones }: { remisiones: readonly Requerimiento[] }) {
  const reanudar = useReanudarRequerimientoMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const resume = async (remision: Requerimiento) => {
    setFailure(null);
    try {
      await reanudar.mutateAsync(remision.id);
    } catch (error) {
      setFailure(serverMessageOr(error, 'No se pudo reanudar el envío. Inténtelo de nuevo.'));
    }
  };

  if (remisiones.length === 0) return <EmptyState message="Aún no se ha remitido ningún requerimiento." />;

  const columns: DataColumn<Requerimiento>[] = [
    {
      header: 'Referencia',
      cell: (remision) => (
        <>
          <Text size="sm" fw={600}>
            {remision.referencia}
          </Text>
          <Text size="xs" c="dimmed">
            Solicitada el {formatDate(remision.solicitadoEl)}
          </Text>
        </>
      ),
    },
    { header: 'Periodo', cell: (remision) => `${formatDate(remision.desde)} – ${formatDate(remision.hasta)}`, nowrap: true },
    { header: 'Registros', cell: (remision) => formatNumber(remision.registros), nowrap: true },
    {
      header: 'Estado',
      cell: (remision) => (
        <EstadoCell remision={remision}>
          {/* Under "Envío interrumpido": it goes on from the message that failed. */}
          {remision.estado === 'fallido' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              loading={reanudar.isPending && reanudar.variables === remision.id}
              onClick={() => void resume(remision)}
              aria-label={`Reanudar envío de la remisión ${remision.referencia}`}
            >
              Reanudar envío
            </Button>
          )}
        </EstadoCell>
      ),
      nowrap: true,
    },
    { header: 'Respuesta de la AEAT', cell: (remision) => <RequerimientoRespuesta remision={remision} />, td: { miw: 240 } },
  ];

  return (
    <Stack gap="sm">
      <FailureAlert message={failure} onClose={() => setFailure(null)} />
      <DataTable rows={remisiones} columns={columns} rowKey={(remision) => remision.id} minWidth={760} />
    </Stack>
  );
}
