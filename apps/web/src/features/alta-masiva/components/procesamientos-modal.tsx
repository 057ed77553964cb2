import { Badge, Center, Group, Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '@cumplia/shared/calendar';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { Pager } from '../../../components/data/pager';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import type { ArchivoCsv } from '../api/get-archivos';
import { useProcesamientosQuery, type Procesamiento } from '../api/get-procesamientos';

export const PROCESAMIENTOS_ERROR_MESSAGE = 'Error al obtener procesamientos.';

/** A file may have 100.000 lines: the dialog shows them 50 at a time. */
const LINES_PER_PAGE = 50;

const COLUMNS: DataColumn<Procesamiento>[] = [
  { header: 'Línea', cell: (line) => line.linea },
  {
    header: 'Estado',
    cell: (line) => (
      <Badge size="sm" variant="light" color={line.status === 'OK' ? 'teal' : 'red'}>
        {line.status}
      </Badge>
    ),
  },
  { header: 'Mensaje de error', cell: (line) => line.mensajeError ?? '—' },
  { header: 'Fecha procesado', cell: (line) => formatDateTime(line.fechaProcesado), nowrap: true },
];

type ProcesamientosModalProps = {
  archivo: ArchivoCsv | null;
  onClose: () => void;
};

/** The per-line processing of a file (spec 1 §2.15): Línea, Estado, Mensaje de error, Fecha procesado. */
export function ProcesamientosModal({ archivo, onClose }: ProcesamientosModalProps) {
  return (
    <Modal opened={archivo !== null} onClose={onClose} title={archivo ? `Líneas de ${archivo.nombre}` : ''} size="xl">
      {archivo && <ProcesamientosContent key={archivo.id} archivo={archivo} />}
    </Modal>
  );
}

function ProcesamientosContent({ archivo }: { archivo: ArchivoCsv }) {
  const { data, isPending, isError, refetch } = useProcesamientosQuery(archivo.id, !archivo.procesado);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);

  if (isPending) {
    return (
      <Center mih={160} role="status" aria-label="Cargando líneas">
        <Loader size="sm" />
      </Center>
    );
  }
  if (isError && !data) return <ErrorState message={PROCESAMIENTOS_ERROR_MESSAGE} onRetry={() => void refetch()} />;

  const lines = onlyErrors ? data.filter((line) => line.status === 'ERROR') : data;
  const pageCount = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
  const currentPage = Math.min(page, pageCount - 1);
  const shown = lines.slice(currentPage * LINES_PER_PAGE, (currentPage + 1) * LINES_PER_PAGE);
  const errors = data.filter((line) => line.status === 'ERROR').length;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {data.length} de {archivo.totalLineas} líneas procesadas · {errors} con error
        </Text>
        <Switch
          label="Solo líneas con error"
          checked={onlyErrors}
          onChange={(event) => {
            setOnlyErrors(event.currentTarget.checked);
            setPage(0);
          }}
        />
      </Group>
      {shown.length === 0 ? (
        <EmptyState message={onlyErrors ? 'Ninguna línea tiene errores.' : 'Todavía no se ha procesado ninguna línea.'} />
      ) : (
        <>
          <DataTable rows={shown} columns={COLUMNS} rowKey={(line) => line.id} minWidth={560} verticalSpacing="xs" />
          {pageCount > 1 && <Pager page={currentPage} totalPages={pageCount} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}
