import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { downloadFactura } from '../api/download-factura';
import { FACTURAS_PAGE_SIZE, useEmpresaFacturasQuery } from '../api/get-empresa-facturas';
import { EMPRESA_COLUMN, FECHA_COLUMN, IMPORTE_COLUMN } from './factura-columns';
import { FacturaDownloadAction } from './factura-download-action';
import { FACTURAS_MESSAGES, downloadDetail, listErrorMessage } from './factura-messages';

/** The client's invoices (spec 1 §2.10): Fecha, Empresa, Importe (€), the PDF; 10 per page. */
export function EmpresaFacturasPanel() {
  const [page, setPage] = useState(0);
  const query = useEmpresaFacturasQuery({ page, size: FACTURAS_PAGE_SIZE });
  const [failure, setFailure] = useState<string | null>(null);

  const columns: DataColumn<Factura>[] = [
    FECHA_COLUMN,
    EMPRESA_COLUMN,
    IMPORTE_COLUMN,
    {
      header: 'Acciones',
      cell: (factura) => <FacturaDownloadAction factura={factura} download={downloadFactura} onError={(error) => setFailure(downloadDetail(error))} />,
    },
  ];

  return (
    <Stack gap="md">
      <FailureAlert message={failure && FACTURAS_MESSAGES.clientDownloadError} detail={failure} onClose={() => setFailure(null)} />
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
        count={(total) => `${total} ${total === 1 ? 'factura' : 'facturas'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(factura) => factura.id} minWidth={520} />}
      </PagedTablePanel>
    </Stack>
  );
}
