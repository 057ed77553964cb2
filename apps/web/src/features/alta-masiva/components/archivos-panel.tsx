import { ActionIcon, Badge, Group, Progress, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { downloadArchivo } from '../api/download-archivo';
import { useArchivosQuery, type ArchivoCsv } from '../api/get-archivos';
import { ProcesamientosModal } from './procesamientos-modal';
import { DOWNLOAD_ERROR_MESSAGE } from './sample-csv-button';

export const ARCHIVOS_MESSAGES = {
  empty: 'No hay archivos disponibles.',
  loadError: 'Error al obtener la lista de archivos.',
} as const;

/** The uploaded files with their progress (refreshed every 2 s while one is Pendiente), lines and download. */
export function ArchivosPanel() {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<ArchivoCsv | null>(null);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const { data, isPending, isError, isPlaceholderData, refetch } = useArchivosQuery(page);

  // The open dialog follows the file's progress as the list refreshes.
  const openedArchivo = opened ? (data?.content.find((archivo) => archivo.id === opened.id) ?? opened) : null;

  const download = async (archivo: ArchivoCsv) => {
    setDownloadFailure(null);
    try {
      await downloadArchivo(archivo);
    } catch (error) {
      setDownloadFailure(serverMessageOr(error, DOWNLOAD_ERROR_MESSAGE));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="archivos-title">
      <Title order={2} fz="lg" id="archivos-title">
        Archivos subidos
      </Title>
      <FailureAlert message={downloadFailure} onClose={() => setDownloadFailure(null)} />
      <PagedTablePanel
        data={data}
        isPending={isPending}
        errorMessage={isError ? ARCHIVOS_MESSAGES.loadError : null}
        onRetry={() => void refetch()}
        emptyMessage={ARCHIVOS_MESSAGES.empty}
        loadingLabel="Cargando archivos"
        page={page}
        onPageChange={setPage}
        pagerDisabled={isPlaceholderData}
      >
        {(archivos) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Archivo</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th>Errores</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {archivos.map((archivo) => (
                  <Table.Tr key={archivo.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(archivo.fechaCarga)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{archivo.nombre}</Table.Td>
                    <Table.Td miw={180}>
                      <ArchivoEstado archivo={archivo} />
                    </Table.Td>
                    <Table.Td>
                      {archivo.lineasConError > 0 ? (
                        <Badge color="red" variant="light" aria-label={`${archivo.lineasConError} líneas con error`}>
                          {archivo.lineasConError}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          0
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Ver líneas">
                          <ActionIcon variant="subtle" size="lg" aria-label={`Ver líneas de ${archivo.nombre}`} onClick={() => setOpened(archivo)}>
                            <IconListDetails size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Descargar CSV">
                          <ActionIcon variant="subtle" size="lg" aria-label={`Descargar ${archivo.nombre}`} onClick={() => void download(archivo)}>
                            <IconDownload size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTablePanel>
      <ProcesamientosModal archivo={openedArchivo} onClose={() => setOpened(null)} />
    </Stack>
  );
}

/** Procesado, or Pendiente with "X de Y líneas" and a progress bar. */
function ArchivoEstado({ archivo }: { archivo: ArchivoCsv }) {
  if (archivo.procesado) {
    return (
      <Badge color="teal" variant="light">
        Procesado
      </Badge>
    );
  }
  const percent = archivo.totalLineas > 0 ? Math.round((archivo.lineasProcesadas / archivo.totalLineas) * 100) : 0;
  const progress = `${archivo.lineasProcesadas.toLocaleString('es-ES')} de ${archivo.totalLineas.toLocaleString('es-ES')} líneas`;
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Badge color="yellow" variant="light">
          Pendiente
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {progress}
        </Text>
      </Group>
      <Progress value={percent} size="sm" animated aria-label={`Progreso de ${archivo.nombre}: ${progress}`} />
    </Stack>
  );
}
