import { Badge, Center, Group, Loader, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../components/data/pager';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { formatDateTime } from '../../../lib/format';
import type { ArchivoCsv } from '../api/get-archivos';
import { useProcesamientosQuery } from '../api/get-procesamientos';

export const PROCESAMIENTOS_ERROR_MESSAGE = 'Error al obtener procesamientos.';

/** A file may have 10.000 lines: the dialog shows them 50 at a time. */
const LINES_PER_PAGE = 50;

type ProcesamientosModalProps = {
  archivo: ArchivoCsv | null;
  onClose: () => void;
};

/** The per-line processing of a file (spec 1 §2.15): Línea, Estado, Mensaje de error, Fecha procesado. */
export function ProcesamientosModal({ archivo, onClose }: ProcesamientosModalProps) {
  return (
    <Modal
      opened={archivo !== null}
      onClose={onClose}
      title={archivo ? `Líneas de ${archivo.nombre}` : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Cerrar ventana' }}
    >
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
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Línea</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th>Mensaje de error</Table.Th>
                  <Table.Th>Fecha procesado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.linea}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={line.status === 'OK' ? 'teal' : 'red'}>
                        {line.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{line.mensajeError ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.fechaProcesado)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pageCount > 1 && <Pager page={currentPage} totalPages={pageCount} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}
