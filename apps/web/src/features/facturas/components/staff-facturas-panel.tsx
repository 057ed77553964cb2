import type { StaffArea } from '@cumplia/shared/enums';
import { Button, Group, Stack } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { FACTURAS_PAGE_SIZE, WORKER_FACTURAS_PAGE_SIZE, type Factura } from '@cumplia/shared/schemas/factura';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { serverMessageOr } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useCambiarFechaFacturarMutation } from '../api/cambiar-fecha-facturar';
import { downloadStaffFactura } from '../api/download-staff-factura';
import { exportFacturasExcel } from '../api/export-facturas-excel';
import type { StaffFacturaFilters } from '../api/facturas-keys';
import { useStaffFacturasQuery } from '../api/get-staff-facturas';
import { useMarcarFacturadaMutation } from '../api/marcar-facturada';
import { EMPRESA_COLUMN, FECHA_COLUMN, IMPORTE_COLUMN, METODO_COLUMN, NIF_COLUMN, REMESADO_COLUMN } from './factura-columns';
import { FacturaDownloadAction } from './factura-download-action';
import { FACTURAS_MESSAGES, downloadDetail, listErrorMessage } from './factura-messages';
import { FechaFacturarDialog } from './fecha-facturar-dialog';
import { MarcarFacturadaDialog } from './marcar-facturada-dialog';
import { StaffFacturasFilters, defaultFilterInputs, type StaffFacturaFilterInputs } from './staff-facturas-filters';

/** How each screen reads its checkbox and pages (spec 3 §2.5, §2.6, §9; docs/decisions/0027). */
const AREA = {
  admin: {
    size: FACTURAS_PAGE_SIZE,
    todasLabel: 'Mostrar todas las facturas (también las remesadas)',
    // Unticked, the invoices still to collect: the ones staff act on.
    facturado: (todas: boolean) => (todas ? undefined : false),
    empty: FACTURAS_MESSAGES.empty,
  },
  worker: {
    size: WORKER_FACTURAS_PAGE_SIZE,
    todasLabel: 'Mostrar las facturas remesadas',
    // Spec 3 §2.6: with the box ticked, facturado is sent as true.
    facturado: (todas: boolean) => todas,
    empty: FACTURAS_MESSAGES.workerEmpty,
  },
} as const;

function filtersOf(area: StaffArea, inputs: StaffFacturaFilterInputs): StaffFacturaFilters {
  return {
    razonSocial: inputs.razonSocial || undefined,
    cifNif: inputs.cifNif || undefined,
    facturado: AREA[area].facturado(inputs.todas),
    fechaInicio: inputs.fechaInicio ?? undefined,
    fechaFin: inputs.fechaFin ?? undefined,
  };
}

type Notice = { kind: 'success' | 'failure'; message: ReactNode; detail?: string };

/**
 * The staff's invoices: the superadmin's "Facturación" (spec 3 §2.5: filters, Buscar, Resetear,
 * Exportar Excel, the list with Remesado and its actions) and the worker's (spec 3 §2.6: 7 per page,
 * the PDF). The SEPA issue adds "Generar SEPA" beside "Exportar Excel" through `extraActions`.
 */
export function StaffFacturasPanel({ area, extraActions, rowActions }: { area: StaffArea; extraActions?: (filters: StaffFacturaFilters) => ReactNode; rowActions?: (factura: Factura) => ReactNode }) {
  const settings = AREA[area];
  const [applied, setApplied] = useState(defaultFilterInputs);
  const [page, setPage] = useState(0);
  const filters = filtersOf(area, applied);
  const query = useStaffFacturasQuery(area, { ...filters, page, size: settings.size });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [remitting, setRemitting] = useState<Factura | null>(null);
  const [moving, setMoving] = useState<Factura | null>(null);
  const [dialogFailure, setDialogFailure] = useState<string | null>(null);
  const marcar = useMarcarFacturadaMutation();
  const cambiarFecha = useCambiarFechaFacturarMutation();
  const isAdmin = area === 'admin';

  const search = (next: StaffFacturaFilterInputs) => {
    setApplied(next);
    setPage(0);
  };

  const { busy: exporting, run: exportExcel } = useBusyAction(
    async () => {
      setNotice(null);
      await exportFacturasExcel(filters);
    },
    (error) => setNotice({ kind: 'failure', message: serverMessageOr(error, FACTURAS_MESSAGES.exportError) }),
  );

  const closeDialogs = () => {
    setRemitting(null);
    setMoving(null);
    setDialogFailure(null);
  };

  const confirmRemittance = (factura: Factura) => {
    setDialogFailure(null);
    marcar.mutate(factura.id, {
      onSuccess: () => {
        closeDialogs();
        setNotice({ kind: 'success', message: `La factura ${factura.facturaId} está marcada como remesada.` });
      },
      onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo marcar la factura como remesada. Inténtalo de nuevo.')),
    });
  };

  const confirmFecha = (factura: Factura, nuevaFecha: string) => {
    setDialogFailure(null);
    cambiarFecha.mutate(
      { id: factura.id, nuevaFecha },
      {
        onSuccess: () => {
          closeDialogs();
          setNotice({ kind: 'success', message: `La factura ${factura.facturaId} se cobrará el ${formatDate(nuevaFecha)}.` });
        },
        onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo cambiar la fecha de cobro. Inténtalo de nuevo.')),
      },
    );
  };

  const actionsColumn: DataColumn<Factura> = {
    header: 'Acciones',
    nowrap: true,
    cell: (factura) => (
      <Group gap={4} wrap="nowrap">
        {isAdmin && !factura.facturado && !factura.anulada && (
          <>
            <RowAction label="Marcar como remesada" ariaLabel={`Marcar como remesada la factura ${factura.facturaId}`} icon={IconCircleCheck} onClick={() => setRemitting(factura)} />
            <RowAction label="Cambiar fecha de cobro" ariaLabel={`Cambiar la fecha de cobro de la factura ${factura.facturaId}`} icon={IconCalendarEvent} onClick={() => setMoving(factura)} />
          </>
        )}
        {isAdmin && rowActions?.(factura)}
        <FacturaDownloadAction
          factura={factura}
          download={(target) => downloadStaffFactura(area, target)}
          onError={(error) => setNotice({ kind: 'failure', message: isAdmin ? FACTURAS_MESSAGES.downloadError : FACTURAS_MESSAGES.downloadErrorRetry, detail: downloadDetail(error) })}
        />
      </Group>
    ),
  };
  const columns = [FECHA_COLUMN, EMPRESA_COLUMN, NIF_COLUMN, ...(isAdmin ? [METODO_COLUMN] : []), REMESADO_COLUMN, IMPORTE_COLUMN, actionsColumn];

  return (
    <Stack gap="md">
      <StaffFacturasFilters
        applied={applied}
        onSearch={search}
        todasLabel={settings.todasLabel}
        actions={
          isAdmin && (
            <>
              <Button variant="light" onClick={exportExcel} loading={exporting} leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
                Exportar Excel
              </Button>
              {extraActions?.(filters)}
            </>
          )
        }
      />
      {notice?.kind === 'success' && <SuccessNotice onClose={() => setNotice(null)}>{notice.message}</SuccessNotice>}
      {notice?.kind === 'failure' && <FailureAlert message={notice.message} detail={notice.detail} onClose={() => setNotice(null)} />}
      <PagedTablePanel
        data={query.data}
        isPending={query.isPending || query.isPlaceholderData}
        errorMessage={query.isError ? listErrorMessage(query.error, isAdmin ? FACTURAS_MESSAGES.loadError : FACTURAS_MESSAGES.loadErrorRetry) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={settings.empty}
        loadingLabel="Cargando facturas"
        page={page}
        onPageChange={setPage}
        pagerDisabled={query.isPlaceholderData}
        count={(total) => `${total} ${total === 1 ? 'factura' : 'facturas'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(factura) => factura.id} minWidth={isAdmin ? 900 : 760} />}
      </PagedTablePanel>
      <MarcarFacturadaDialog factura={remitting} busy={marcar.isPending} failure={dialogFailure} onConfirm={confirmRemittance} onClose={closeDialogs} />
      <FechaFacturarDialog factura={moving} busy={cambiarFecha.isPending} failure={dialogFailure} onConfirm={confirmFecha} onClose={closeDialogs} />
    </Stack>
  );
}
