import type { StaffArea } from '@cumplia/shared/enums';
import { Button, Stack } from '@mantine/core';
import { IconBan, IconCalendarEvent, IconCash, IconCircleCheck, IconFileSpreadsheet, IconReceiptRefund, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ListFilterNotice } from '../../../components/data/list-filter-notice';
import type { Factura, rectificarFacturaSchema, RegistrarReembolso } from '@cumplia/shared/schemas/factura';
import type { z } from 'zod';
import { formatDate } from '@cumplia/shared/calendar';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { RowActions } from '../../../components/data/row-actions';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { serverMessageOr } from '../../../lib/error-message';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useCambiarFechaFacturarMutation } from '../api/cambiar-fecha-facturar';
import { downloadStaffFactura } from '../api/download-staff-factura';
import { exportFacturasExcel } from '../api/export-facturas-excel';
import type { StaffFacturaFilters } from '../api/facturas-keys';
import { useStaffFacturasQuery } from '../api/get-staff-facturas';
import { useAnularFacturaMutation } from '../api/anular-factura';
import { useMarcarFacturadaMutation } from '../api/marcar-facturada';
import { useRectificarFacturaMutation } from '../api/rectificar-factura';
import { useRegistrarReembolsoMutation } from '../api/registrar-reembolso';
import { useSubsanarRegistroMutation } from '../api/subsanar-registro';
import { AnularFacturaDialog } from './anular-factura-dialog';
import { EMPRESA_COLUMN, FECHA_COLUMN, IMPORTE_COLUMN, METODO_COLUMN, NIF_COLUMN, REMESADO_COLUMN } from './factura-columns';
import { FacturaDownloadAction } from './factura-download-action';
import { FACTURAS_MESSAGES, downloadDetail, listErrorMessage } from './factura-messages';
import { FechaFacturarDialog } from './fecha-facturar-dialog';
import { MarcarFacturadaDialog } from './marcar-facturada-dialog';
import { RectificarFacturaDialog } from './rectificar-factura-dialog';
import { RegistrarReembolsoDialog } from './registrar-reembolso-dialog';
import { SubsanarRegistroDialog } from './subsanar-registro-dialog';
import { StaffFacturasFilters, filterInputsFromSearch, type StaffFacturaFilterInputs } from './staff-facturas-filters';

/** How each area's list reads its checkbox and what it says (spec 3 §2.5, §2.6, §8; docs/decisions/0027). */
const AREA = {
  admin: {
    todasLabel: 'Mostrar todas las facturas (también las remesadas)',
    // Unticked, the invoices still to collect: the ones staff act on.
    facturado: (todas: boolean) => (todas ? undefined : false),
    empty: FACTURAS_MESSAGES.empty,
    loadError: FACTURAS_MESSAGES.loadError,
    downloadError: FACTURAS_MESSAGES.downloadError,
  },
  worker: {
    todasLabel: 'Mostrar las facturas remesadas',
    // Spec 3 §2.6: with the box ticked, facturado is sent as true.
    facturado: (todas: boolean) => todas,
    empty: FACTURAS_MESSAGES.workerEmpty,
    loadError: FACTURAS_MESSAGES.loadErrorRetry,
    downloadError: FACTURAS_MESSAGES.downloadErrorRetry,
  },
} as const;

function filtersOf(area: StaffArea, inputs: StaffFacturaFilterInputs): StaffFacturaFilters {
  return {
    razonSocial: inputs.razonSocial || undefined,
    cifNif: inputs.cifNif || undefined,
    facturado: inputs.devueltas ? undefined : AREA[area].facturado(inputs.todas),
    devuelta: inputs.devueltas || undefined,
    fechaInicio: inputs.fechaInicio ?? undefined,
    fechaFin: inputs.fechaFin ?? undefined,
    cobroHasta: inputs.cobroHasta ?? undefined,
    reembolsoPendiente: inputs.reembolsoPendiente || undefined,
    registroRechazado: inputs.registroRechazado || undefined,
  };
}

/** What a list opened from a home's pending work shows, said above it; null for a list filtered by hand. */
function fromHomeNotice(applied: StaffFacturaFilterInputs, search: URLSearchParams): string | null {
  if (applied.cobroHasta) return `Facturas sin remesar con fecha de cobro hasta el ${formatDate(applied.cobroHasta)}, vencidas incluidas.`;
  if (applied.registroRechazado) return 'Facturas cuyo último registro rechazó la AEAT: subsane el registro o, si el error está en la factura, rectifíquela.';
  if (applied.reembolsoPendiente) return 'Facturas rectificativas cuyo importe hay que devolver al cliente: la factura que rectifican ya se cobró.';
  if (applied.devueltas && search.get('devuelta') === 'true') return 'Facturas cuyo cobro devolvió el banco y que aún no se han vuelto a remesar.';
  return null;
}

type Notice = { kind: 'success' | 'failure'; message: ReactNode; detail?: string };

type StaffFacturasPanelProps = {
  /** Whose calls (`admin/facturas` or `worker/facturas`) and texts. */
  area: StaffArea;
  pageSize: number;
  /**
   * Collecting: "Marcar como remesada" and "Cambiar fecha de cobro" on the invoices not yet remitted,
   * "Exportar Excel", the payment method in view, and `extraActions` and `rowActions` (spec 3 §2.5).
   * Without, the list and the PDF (spec 3 §2.6).
   */
  manageCollections: boolean;
  /** Beside "Exportar Excel", with the filters applied: "Generar SEPA". */
  extraActions?: (filters: StaffFacturaFilters) => ReactNode;
  /** Before the PDF in each row: the individual SEPA file. */
  rowActions?: (factura: Factura) => ReactNode;
};

/** The staff's invoices: the filters, Buscar, Resetear, and the list with Remesado and its actions. */
export function StaffFacturasPanel({ area, pageSize, manageCollections, extraActions, rowActions }: StaffFacturasPanelProps) {
  const settings = AREA[area];
  const [searchParams] = useSearchParams();
  const [applied, setApplied] = useState(() => filterInputsFromSearch(searchParams));
  const { pathname } = useLocation();
  const [page, setPage] = useState(0);
  const filters = filtersOf(area, applied);
  const query = useStaffFacturasQuery(area, { ...filters, page, size: pageSize });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [remitting, setRemitting] = useState<Factura | null>(null);
  const [moving, setMoving] = useState<Factura | null>(null);
  const [rectifying, setRectifying] = useState<Factura | null>(null);
  const [cancelling, setCancelling] = useState<Factura | null>(null);
  const [refunding, setRefunding] = useState<Factura | null>(null);
  const [correcting, setCorrecting] = useState<Factura | null>(null);
  const [dialogFailure, setDialogFailure] = useState<string | null>(null);
  const marcar = useMarcarFacturadaMutation();
  const cambiarFecha = useCambiarFechaFacturarMutation();
  const rectificar = useRectificarFacturaMutation();
  const anular = useAnularFacturaMutation();
  const reembolsar = useRegistrarReembolsoMutation();
  const subsanar = useSubsanarRegistroMutation();

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
    setRectifying(null);
    setCancelling(null);
    setRefunding(null);
    setCorrecting(null);
    setDialogFailure(null);
  };

  const confirmRectificacion = (factura: Factura, body: z.output<typeof rectificarFacturaSchema>) => {
    setDialogFailure(null);
    rectificar.mutate(
      { id: factura.id, body },
      {
        onSuccess: (rectificativa) => {
          closeDialogs();
          setNotice({ kind: 'success', message: `Emitida la factura rectificativa ${rectificativa.facturaId}, que rectifica la factura ${factura.facturaId}.` });
        },
        onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo emitir la factura rectificativa. Inténtelo de nuevo.')),
      },
    );
  };

  const confirmAnulacion = (factura: Factura, motivo: string) => {
    setDialogFailure(null);
    anular.mutate(
      { id: factura.id, motivo },
      {
        onSuccess: () => {
          closeDialogs();
          setNotice({ kind: 'success', message: `La factura ${factura.facturaId} está anulada.` });
        },
        onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo anular la factura. Inténtelo de nuevo.')),
      },
    );
  };

  const confirmReembolso = (factura: Factura, body: RegistrarReembolso) => {
    setDialogFailure(null);
    reembolsar.mutate(
      { id: factura.id, body },
      {
        onSuccess: () => {
          closeDialogs();
          setNotice({ kind: 'success', message: `Registrado el reembolso de la factura ${factura.facturaId}, del ${formatDate(body.fecha)}.` });
        },
        onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo registrar el reembolso. Inténtelo de nuevo.')),
      },
    );
  };

  const confirmSubsanacion = (factura: Factura) => {
    setDialogFailure(null);
    subsanar.mutate(factura.id, {
      onSuccess: () => {
        closeDialogs();
        setNotice({ kind: 'success', message: `El registro de la factura ${factura.facturaId} se remitirá subsanado a la AEAT en el próximo envío.` });
      },
      onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo subsanar el registro. Inténtelo de nuevo.')),
    });
  };

  const confirmRemittance = (factura: Factura) => {
    setDialogFailure(null);
    marcar.mutate(factura.id, {
      onSuccess: () => {
        closeDialogs();
        setNotice({ kind: 'success', message: `La factura ${factura.facturaId} está marcada como remesada.` });
      },
      onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo marcar la factura como remesada. Inténtelo de nuevo.')),
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
        onError: (error) => setDialogFailure(serverMessageOr(error, 'No se pudo cambiar la fecha de cobro. Inténtelo de nuevo.')),
      },
    );
  };

  const actionsColumn: DataColumn<Factura> = {
    header: 'Acciones',
    // Up to seven actions: three to a line, so that the table fits beside the menu at 1280 px.
    cell: (factura) => (
      <RowActions perLine={3}>
        {manageCollections && !factura.facturado && !factura.anulada && factura.importeTotalImpuestos > 0 && (
          <>
            <RowAction label="Marcar como remesada" item={`la factura ${factura.facturaId}`} icon={IconCircleCheck} onClick={() => setRemitting(factura)} />
            <RowAction label="Cambiar la fecha de cobro" item={`de la factura ${factura.facturaId}`} icon={IconCalendarEvent} onClick={() => setMoving(factura)} />
          </>
        )}
        {/* A refused record is corrected even on a cancelled invoice: its RegistroAnulacion is sent again (decision 0061). */}
        {manageCollections && (factura.estadoRegistro === 'RECHAZADO' || (!factura.anulada && factura.estadoRegistro === 'ACEPTADO_CON_ERRORES')) && (
          <RowAction label="Subsanar el registro" item={`de la factura ${factura.facturaId}`} icon={IconSend} onClick={() => setCorrecting(factura)} />
        )}
        {manageCollections && factura.reembolso?.estado === 'PENDIENTE' && (
          <RowAction label="Registrar el reembolso" item={`de la factura ${factura.facturaId}`} icon={IconCash} onClick={() => setRefunding(factura)} />
        )}
        {manageCollections && factura.tipo === 'F1' && !factura.anulada && (
          <RowAction label="Rectificar" item={`la factura ${factura.facturaId}`} icon={IconReceiptRefund} onClick={() => setRectifying(factura)} />
        )}
        {manageCollections && !factura.facturado && !factura.anulada && (
          <RowAction label="Anular" item={`la factura ${factura.facturaId}`} icon={IconBan} onClick={() => setCancelling(factura)} />
        )}
        {manageCollections && rowActions?.(factura)}
        <FacturaDownloadAction
          factura={factura}
          download={(target) => downloadStaffFactura(area, target)}
          onError={(error) => setNotice({ kind: 'failure', message: settings.downloadError, detail: downloadDetail(error) })}
        />
      </RowActions>
    ),
  };
  const homeNotice = fromHomeNotice(applied, searchParams);
  const columns = [FECHA_COLUMN, EMPRESA_COLUMN, NIF_COLUMN, ...(manageCollections ? [METODO_COLUMN] : []), REMESADO_COLUMN, IMPORTE_COLUMN, actionsColumn];

  return (
    <Stack gap="md">
      {homeNotice && (
        // The screen keys this panel on the address: going to it without the filter starts afresh, in one step.
        <ListFilterNotice clearTo={pathname}>
          {homeNotice}
        </ListFilterNotice>
      )}
      <StaffFacturasFilters
        key={homeNotice ?? ''}
        applied={applied}
        onSearch={search}
        todasLabel={settings.todasLabel}
        actions={
          manageCollections && (
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
        errorMessage={query.isError ? listErrorMessage(query.error, settings.loadError) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={settings.empty}
        loadingLabel="Cargando facturas"
        page={page}
        onPageChange={setPage}
        pagerDisabled={query.isPlaceholderData}
        count={(total) => `${total} ${total === 1 ? 'factura' : 'facturas'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(factura) => factura.id} minWidth={manageCollections ? 900 : 760} />}
      </PagedTablePanel>
      <MarcarFacturadaDialog factura={remitting} busy={marcar.isPending} failure={dialogFailure} onConfirm={confirmRemittance} onClose={closeDialogs} />
      <FechaFacturarDialog factura={moving} busy={cambiarFecha.isPending} failure={dialogFailure} onConfirm={confirmFecha} onClose={closeDialogs} />
      <RectificarFacturaDialog factura={rectifying} busy={rectificar.isPending} failure={dialogFailure} onConfirm={confirmRectificacion} onClose={closeDialogs} />
      <SubsanarRegistroDialog factura={correcting} busy={subsanar.isPending} failure={dialogFailure} onConfirm={confirmSubsanacion} onClose={closeDialogs} />
      <RegistrarReembolsoDialog factura={refunding} busy={reembolsar.isPending} failure={dialogFailure} onConfirm={confirmReembolso} onClose={closeDialogs} />
      <AnularFacturaDialog factura={cancelling} busy={anular.isPending} failure={dialogFailure} onConfirm={confirmAnulacion} onClose={closeDialogs} />
    </Stack>
  );
}
