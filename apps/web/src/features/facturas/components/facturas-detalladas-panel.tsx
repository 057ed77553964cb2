import { Badge, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FacturaDetallada } from '@cumplia/shared/schemas/factura';
import { formatDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { FACTURAS_DETALLADAS_PAGE_SIZE } from '@cumplia/shared/schemas/factura';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { downloadStaffFactura } from '../api/download-staff-factura';
import { useFacturasDetalladasQuery } from '../api/get-facturas-detalladas';
import { FacturaDownloadAction } from './factura-download-action';
import { FACTURAS_MESSAGES, downloadDetail, listErrorMessage } from './factura-messages';

/** The company detail's invoice history (spec 2 "Admin company detail", spec 3 §4.5, §7): 5 per page, Facturada/Pendiente. */
export function FacturasDetalladasPanel({ nifCif }: { nifCif: string }) {
  const [page, setPage] = useState(0);
  const query = useFacturasDetalladasQuery(nifCif, { page, size: FACTURAS_DETALLADAS_PAGE_SIZE });
  const [failure, setFailure] = useState<string | null>(null);

  const columns: DataColumn<FacturaDetallada>[] = [
    {
      header: 'Factura',
      nowrap: true,
      cell: (factura) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {factura.facturaId}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(factura.fecha)}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Productos',
      cell: (factura) => (
        <Stack gap={0}>
          {factura.facturaDetalles.map((linea, index) => (
            <Text size="sm" key={index}>
              {linea.nombreProducto} · {formatEuros(eurosToCents(linea.precioUnitario))}
            </Text>
          ))}
        </Stack>
      ),
    },
    { header: 'Base (€)', nowrap: true, cell: (factura) => formatEuros(eurosToCents(factura.importeTotal)) },
    { header: 'Total (€)', nowrap: true, cell: (factura) => <Text size="sm" fw={500}>{formatEuros(eurosToCents(factura.importeTotalImpuestos))}</Text> },
    {
      header: 'Estado',
      nowrap: true,
      cell: (factura) =>
        factura.anulada ? (
          <Badge color="gray" variant="light">Anulada</Badge>
        ) : factura.facturado ? (
          <Badge color="teal" variant="light">Facturada</Badge>
        ) : (
          <Badge color="yellow" variant="light">Pendiente</Badge>
        ),
    },
    {
      header: 'PDF',
      cell: (factura) => <FacturaDownloadAction factura={factura} download={(target) => downloadStaffFactura('admin', target)} onError={(error) => setFailure(downloadDetail(error))} />,
    },
  ];

  return (
    <Stack gap="sm" mt="xl" component="section" aria-label="Historial de facturas">
      <Title order={2} fz="lg">
        Historial de facturas
      </Title>
      <FailureAlert message={failure && FACTURAS_MESSAGES.downloadError} detail={failure} onClose={() => setFailure(null)} />
      <PagedTablePanel
        data={query.data}
        isPending={query.isPending || query.isPlaceholderData}
        errorMessage={query.isError ? listErrorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={FACTURAS_MESSAGES.empty}
        loadingLabel="Cargando facturas"
        page={page}
        onPageChange={setPage}
        pagerDisabled={query.isPlaceholderData}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(factura) => factura.id} minWidth={640} verticalSpacing="xs" />}
      </PagedTablePanel>
    </Stack>
  );
}
