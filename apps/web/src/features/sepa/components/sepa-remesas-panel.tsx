import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconDownload, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { SEPA_REMESAS_PAGE_SIZE, type SepaRemesa } from '@cumplia/shared/schemas/sepa';
import { formatDate, formatDateTime } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { RowActions } from '../../../components/data/row-actions';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { downloadSepaRemesa } from '../api/download-sepa-remesa';
import { useSepaRemesasQuery } from '../api/get-sepa-remesas';
import { AnularRemesaDialog } from './anular-remesa-dialog';
import { RemesaDevolucionesDialog } from './remesa-devoluciones-dialog';
import { SubirDevolucionesButton } from './subir-devoluciones-dialog';

const periodOf = (remesa: SepaRemesa) =>
  remesa.tipo === 'INDIVIDUAL' ? (remesa.facturas[0] ?? '') : `${formatDate(remesa.fechaInicio)} – ${formatDate(remesa.fechaFin)}${remesa.empresa ? ` · ${remesa.empresa.razonSocial}` : ''}`;

/** "Ficheros SEPA generados": every file made, newest first, each downloadable again exactly as it was served. */
export function SepaRemesasPanel() {
  const [page, setPage] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [anulando, setAnulando] = useState<SepaRemesa | null>(null);
  const [devoluciones, setDevoluciones] = useState<SepaRemesa | null>(null);
  const query = useSepaRemesasQuery(page, SEPA_REMESAS_PAGE_SIZE);

  const download = async (remesa: SepaRemesa) => {
    setFailure(null);
    try {
      await downloadSepaRemesa(remesa);
    } catch (error) {
      setFailure(serverMessageOr(error, `No se pudo descargar ${remesa.fileName}. Inténtelo de nuevo.`));
    }
  };

  const columns: DataColumn<SepaRemesa>[] = [
    { header: 'Generado', nowrap: true, cell: (remesa) => formatDateTime(remesa.createdAt) },
    { header: 'Fichero', cell: (remesa) => <Text size="sm" ff="monospace">{remesa.fileName}</Text> },
    { header: 'Tipo', nowrap: true, cell: (remesa) => (remesa.tipo === 'BATCH' ? 'Remesa' : 'Individual') },
    { header: 'Periodo / factura', cell: periodOf },
    { header: 'Cuenta', nowrap: true, cell: (remesa) => remesa.cuenta.nombre },
    { header: 'Facturas', nowrap: true, cell: (remesa) => (remesa.excluidas > 0 ? `${remesa.numeroFacturas} (${remesa.excluidas} sin incluir)` : remesa.numeroFacturas) },
    { header: 'Importe (€)', nowrap: true, cell: (remesa) => formatEuros(eurosToCents(remesa.importeTotal)) },
    { header: 'Generado por', nowrap: true, cell: (remesa) => remesa.createdBy ?? '' },
    {
      header: 'Estado',
      cell: (remesa) =>
        remesa.anulada ? (
          <Stack gap={2}>
            <Badge color="gray" variant="light">
              Anulada
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(remesa.anulada.at)} · {remesa.anulada.motivo}
            </Text>
          </Stack>
        ) : (
          <Stack gap={2} align="flex-start">
            <Badge color="green" variant="light">
              Remesada
            </Badge>
            {remesa.devueltas > 0 && (
              <Badge color="orange" variant="light">
                {remesa.devueltas} {remesa.devueltas === 1 ? 'devuelta' : 'devueltas'}
              </Badge>
            )}
          </Stack>
        ),
    },
    {
      header: 'Acciones',
      nowrap: true,
      cell: (remesa) => (
        <RowActions>
          <RowAction label="Descargar" item={remesa.fileName} icon={IconDownload} onClick={() => void download(remesa)} />
          {remesa.devueltas > 0 && <RowAction label="Ver las devoluciones" item={`de ${remesa.fileName}`} icon={IconReceiptRefund} onClick={() => setDevoluciones(remesa)} />}
          {!remesa.anulada && <RowAction label="Anular la remesa" item={remesa.fileName} icon={IconBan} onClick={() => setAnulando(remesa)} />}
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="sepa-remesas-title">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="sepa-remesas-title">
          Ficheros SEPA generados
        </Title>
        <SubirDevolucionesButton />
      </Group>
      <FailureAlert message={failure} onClose={() => setFailure(null)} />
      <AnularRemesaDialog remesa={anulando} onClose={() => setAnulando(null)} />
      <RemesaDevolucionesDialog remesa={devoluciones} onClose={() => setDevoluciones(null)} />
      <PagedTablePanel
        data={query.data}
        isPending={query.isPending || query.isPlaceholderData}
        errorMessage={query.isError ? serverMessageOr(query.error, 'Error al obtener los ficheros SEPA generados.') : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Todavía no se ha generado ningún fichero SEPA."
        loadingLabel="Cargando ficheros SEPA"
        page={page}
        onPageChange={setPage}
        pagerDisabled={query.isPlaceholderData}
        count={(total) => `${total} ${total === 1 ? 'fichero' : 'ficheros'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(remesa) => remesa.id} minWidth={1100} />}
      </PagedTablePanel>
    </Stack>
  );
}
