import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Factura } from '@cumplia/shared/schemas/factura';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { downloadFactura } from '../api/download-factura';
import { FACTURAS_PAGE_SIZE, useEmpresaFacturasQuery } from '../api/get-empresa-facturas';
import { useGestoriaFacturasQuery } from '../api/get-gestoria-facturas';
import { EMPRESA_COLUMN, FECHA_COLUMN, FacturadoBadge, IMPORTE_COLUMN } from './factura-columns';
import { FacturaDownloadAction } from './factura-download-action';
import { FACTURAS_MESSAGES, downloadDetail, listErrorMessage } from './factura-messages';

/**
 * What differs between the client's invoices (spec 1 §2.10: Fecha, Empresa, Importe (€), the PDF)
 * and the collaborator's (spec 1 §2.18, spec 3 §2.4: its companies', invoiced yes/no, the PDF).
 */
const OWNER = {
  empresa: {
    useFacturas: useEmpresaFacturasQuery,
    extraColumns: [] as DataColumn<Factura>[],
    downloadError: FACTURAS_MESSAGES.clientDownloadError,
    minWidth: 520,
    filtersDevueltas: false,
  },
  gestoria: {
    useFacturas: useGestoriaFacturasQuery,
    extraColumns: [
      { header: 'Facturado', nowrap: true, cell: (factura) => <FacturadoBadge factura={factura} labels={{ yes: 'Sí', no: 'No' }} /> },
    ] as DataColumn<Factura>[],
    downloadError: FACTURAS_MESSAGES.downloadErrorRetry,
    minWidth: 620,
    // The gestoría follows up its companies' returned debits (docs/decisions/0051).
    filtersDevueltas: true,
  },
} as const;

/** The invoices a client or a collaborator sees of its own, 10 per page, each with its PDF. */
export function OwnFacturasPanel({ owner }: { owner: keyof typeof OWNER }) {
  const settings = OWNER[owner];
  const [page, setPage] = useState(0);
  // Opened from the home's "cobros devueltos" (?devuelta=true), the switch starts on.
  const [searchParams] = useSearchParams();
  const [devueltas, setDevueltas] = useState(() => settings.filtersDevueltas && searchParams.get('devuelta') === 'true');
  const query = settings.useFacturas({ page, size: FACTURAS_PAGE_SIZE, ...(devueltas ? { devuelta: true } : {}) });
  const [failure, setFailure] = useState<string | null>(null);

  const columns: DataColumn<Factura>[] = [
    FECHA_COLUMN,
    EMPRESA_COLUMN,
    IMPORTE_COLUMN,
    ...settings.extraColumns,
    {
      header: 'Acciones',
      cell: (factura) => <FacturaDownloadAction factura={factura} download={downloadFactura} onError={(error) => setFailure(downloadDetail(error))} />,
    },
  ];

  return (
    <Stack gap="md">
      {settings.filtersDevueltas && (
        <Switch
          label="Solo facturas devueltas por el banco"
          checked={devueltas}
          onChange={(event) => {
            setDevueltas(event.currentTarget.checked);
            setPage(0);
          }}
        />
      )}
      <FailureAlert message={failure && settings.downloadError} detail={failure} onClose={() => setFailure(null)} />
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
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(factura) => factura.id} minWidth={settings.minWidth} />}
      </PagedTablePanel>
    </Stack>
  );
}
