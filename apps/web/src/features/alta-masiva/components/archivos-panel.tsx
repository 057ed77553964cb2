import { Badge, Group, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@cumplia/shared/calendar';
import { formatNumber } from '@cumplia/shared/numbers';
import { ALTA_MASIVA_RETENTION_DAYS } from '@cumplia/shared/schemas/alta-masiva';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { RowActions } from '../../../components/data/row-actions';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { downloadArchivo } from '../api/download-archivo';
import { useArchivosQuery, type ArchivoCsv } from '../api/get-archivos';
import { ProcesamientosModal } from './procesamientos-modal';
import { DOWNLOAD_ERROR_MESSAGE } from './sample-csv-button';

export const ARCHIVOS_MESSAGES = {
  empty: 'No hay archivos disponibles.',
  loadError: 'Error al obtener la lista de archivos.',
  /** Under a file whose bytes were deleted (decision 0074): its lines' results are still there. */
  deleted: `Eliminado ${ALTA_MASIVA_RETENTION_DAYS} días después de procesarse; el resultado de sus líneas se conserva.`,
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

  const columns: DataColumn<ArchivoCsv>[] = [
    { header: 'Fecha', cell: (archivo) => formatDateTime(archivo.fechaCarga), nowrap: true },
    {
      header: 'Archivo',
      cell: (archivo) => (
        <>
          {archivo.nombre}
          {!archivo.descargable && (
            <Text size="xs" c="dimmed">
              {ARCHIVOS_MESSAGES.deleted}
            </Text>
          )}
        </>
      ),
      td: { style: { overflowWrap: 'anywhere' } },
    },
    { header: 'Estado', cell: (archivo) => <ArchivoEstado archivo={archivo} />, td: { miw: 180 } },
    { header: 'Errores', cell: (archivo) => <ArchivoErrores count={archivo.lineasConError} /> },
    {
      header: 'Acciones',
      cell: (archivo) => (
        <RowActions>
          <RowAction label="Ver líneas" item={`de ${archivo.nombre}`} icon={IconListDetails} onClick={() => setOpened(archivo)} />
          {archivo.descargable && <RowAction label="Descargar" item={archivo.nombre} icon={IconDownload} onClick={() => void download(archivo)} />}
        </RowActions>
      ),
    },
  ];

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
        {(archivos) => <DataTable rows={archivos} columns={columns} rowKey={(archivo) => archivo.id} minWidth={720} />}
      </PagedTablePanel>
      <ProcesamientosModal archivo={openedArchivo} onClose={() => setOpened(null)} />
    </Stack>
  );
}

/** How many lines failed: a red badge, or a plain 0. */
function ArchivoErrores({ count }: { count: number }) {
  if (count > 0) {
    return (
      // A badge is a plain span, which may not carry a name of its own (axe aria-prohibited-attr): its words are in the text.
      <Badge color="red" variant="light">
        {count}
        <VisuallyHidden> líneas con error</VisuallyHidden>
      </Badge>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      0
    </Text>
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
  const progress = `${formatNumber(archivo.lineasProcesadas)} de ${formatNumber(archivo.totalLineas)} líneas`;
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
