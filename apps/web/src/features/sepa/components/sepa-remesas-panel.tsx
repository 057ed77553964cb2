import { Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { SEPA_REMESAS_PAGE_SIZE, type SepaRemesa } from '@cumplia/shared/schemas/sepa';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { formatDate, formatDateTime, formatEuros } from '../../../lib/format';
import { downloadSepaRemesa } from '../api/download-sepa-remesa';
import { useSepaRemesasQuery } from '../api/get-sepa-remesas';

const periodOf = (remesa: SepaRemesa) =>
  remesa.tipo === 'INDIVIDUAL' ? (remesa.facturas[0] ?? '') : `${formatDate(remesa.fechaInicio)} – ${formatDate(remesa.fechaFin)}${remesa.empresa ? ` · ${remesa.empresa.razonSocial}` : ''}`;

/** "Ficheros SEPA generados": every file made, newest first, each downloadable again exactly as it was served. */
export function SepaRemesasPanel() {
  const [page, setPage] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const query = useSepaRemesasQuery(page, SEPA_REMESAS_PAGE_SIZE);

  const download = async (remesa: SepaRemesa) => {
    setFailure(null);
    try {
      await downloadSepaRemesa(remesa);
    } catch (error) {
      setFailure(serverMessageOr(error, `No se pudo descargar ${remesa.fileName}. Inténtalo de nuevo.`));
    }
  };

  const columns: DataColumn<SepaRemesa>[] = [
    { header: 'Generado', nowrap: true, cell: (remesa) => formatDateTime(remesa.createdAt) },
    { header: 'Fichero', cell: (remesa) => <Text size="sm" ff="monospace">{remesa.fileName}</Text> },
    { header: 'Tipo', nowrap: true, cell: (remesa) => (remesa.tipo === 'BATCH' ? 'Remesa' : 'Individual') },
    { header: 'Periodo / factura', cell: periodOf },
    { header: 'Cuenta', nowrap: true, cell: (remesa) => remesa.cuenta.nombre },
    { header: 'Facturas', nowrap: true, cell: (remesa) => remesa.numeroFacturas },
    { header: 'Importe (€)', nowrap: true, cell: (remesa) => formatEuros(remesa.importeTotal) },
    { header: 'Generado por', nowrap: true, cell: (remesa) => remesa.createdBy ?? '' },
    {
      header: 'Acciones',
      nowrap: true,
      cell: (remesa) => <RowAction label="Descargar de nuevo" ariaLabel={`Descargar ${remesa.fileName}`} icon={IconDownload} onClick={() => void download(remesa)} />,
    },
  ];

  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="sepa-remesas-title">
      <Title order={2} size="h3" id="sepa-remesas-title">
        Ficheros SEPA generados
      </Title>
      <FailureAlert message={failure} onClose={() => setFailure(null)} />
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
