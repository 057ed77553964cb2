import type { StaffArea } from '@cumplia/shared/enums';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { WORKER_DIAS_RESTANTES_DEFAULT, RENOVACION_MESSAGES, RENOVACIONES_PAGE_SIZE, renovacionFiltroOf, type Renovacion } from '@cumplia/shared/schemas/renovacion';
import { IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Page } from '@cumplia/shared/schemas/page';
import { addDaysIso, madridIsoDate } from '@cumplia/shared/calendar';
import { formatDate } from '@cumplia/shared/calendar';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { useStaffRenovacionesQuery } from '../api/get-staff-renovaciones';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/notifications-key';
import { renovacionesKeys, type StaffRenovacionParams } from '../api/renovaciones-keys';
import { EmpresaCell, empresaNombre } from './empresa-cell';
import { diasRestantesText } from '../utils/dias-restantes-text';
import { EstadoBadge } from './estado-badge';
import { GestionarRenovacionDialog } from './gestionar-renovacion-dialog';
import { RENOVACIONES_EMPTY } from './gestoria-renovaciones-panel';
import { StaffRenovacionesFilters, type StaffRenovacionFilterInputs } from './staff-renovaciones-filters';

/** Spec 3 §9: pending renewals of the current month and year; the worker's 18 days remaining. */
export function defaultStaffFilterInputs(today = madridIsoDate(new Date())): StaffRenovacionFilterInputs {
  return { nombreEmpresa: '', nifCif: '', estado: 'pendientes', mes: String(Number(today.slice(5, 7))), year: today.slice(0, 4), dias: String(WORKER_DIAS_RESTANTES_DEFAULT) };
}

function paramsOf(area: StaffArea, query: StaffRenovacionFilterInputs & { page: number }): StaffRenovacionParams {
  const common = { page: query.page, size: RENOVACIONES_PAGE_SIZE, estado: query.estado, nombreEmpresa: query.nombreEmpresa || undefined, nifCif: query.nifCif || undefined };
  if (area === 'admin') return { ...common, mes: query.mes ? Number(query.mes) : undefined, year: query.year ? Number(query.year) : undefined };
  return { ...common, fechaFinMax: query.dias === '' ? undefined : addDaysIso(madridIsoDate(new Date()), Number(query.dias)) };
}

function DiasRestantes({ renovacion }: { renovacion: Renovacion }) {
  // The badge goes under the days when the two do not fit side by side (a phone's card), never over them.
  return (
    <Group gap={6}>
      <Text span fw={600} c={renovacion.diasRestantes < 0 ? 'red' : undefined}>
        {diasRestantesText(renovacion.diasRestantes)}
      </Text>
      {renovacion.prioritaria && (
        <Badge color="red" size="sm">
          Prioritaria
        </Badge>
      )}
    </Group>
  );
}

/**
 * The staff's renewals: the superadmin's /renovacionesadmin (spec 3 §2.2) and the worker's
 * /worker-renovaciones (spec 3 §2.3). The server orders the rows; Confirmar and Deshabilitar
 * replace the row with the renewal the server returns (spec 3 §4.3).
 */
export function StaffRenovacionesPanel({ area }: { area: StaffArea }) {
  // The home's "renovaciones por decidir" opens ?estado=pendientes (issue 23): every one of that
  // state, whatever its month or days remaining.
  const estado = renovacionFiltroOf(useSearchParams()[0].get('estado'));
  const search = usePagedSearch(estado ? { ...defaultStaffFilterInputs(), estado, mes: '', year: '', dias: '' } : defaultStaffFilterInputs());
  const params = paramsOf(area, search.query);
  const query = useStaffRenovacionesQuery(area, params);
  const queryClient = useQueryClient();
  const [managing, setManaging] = useState<Renovacion | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isWorker = area === 'worker';

  const replaceRow = (updated: Renovacion, accion: 'confirm' | 'disable') => {
    queryClient.setQueryData<Page<Renovacion>>(renovacionesKeys.staff(area, params), (page) =>
      page ? { ...page, content: page.content.map((row) => (row.id === updated.id ? updated : row)) } : page,
    );
    // A decided renewal is no longer a priority one: the bell asks again now, not in five minutes.
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    setNotice(`${accion === 'confirm' ? RENOVACION_MESSAGES.confirmed : RENOVACION_MESSAGES.disabled} ${empresaNombre(updated)}.`);
  };

  const columns: DataColumn<Renovacion>[] = [
    { header: 'Días Restantes', nowrap: true, cell: (renovacion) => <DiasRestantes renovacion={renovacion} /> },
    ...(isWorker ? [] : [{ header: 'Fecha Renovación', nowrap: true, cell: (renovacion: Renovacion) => formatDate(renovacion.fechaRenovacion) }]),
    { header: 'Fecha Fin', nowrap: true, cell: (renovacion) => formatDate(renovacion.fechaFin) },
    { header: 'Empresa', cell: (renovacion) => <EmpresaCell renovacion={renovacion} /> },
    { header: 'CIF/NIF', nowrap: true, cell: (renovacion) => renovacion.empresa.nifCif },
    ...(isWorker ? [] : [{ header: 'Colaborador', cell: (renovacion: Renovacion) => renovacion.gestoria?.nombre ?? '—' }]),
    { header: 'Estado', nowrap: true, cell: (renovacion) => <EstadoBadge renovacion={renovacion} reading={isWorker ? 'worker' : 'general'} /> },
    {
      header: 'Acciones',
      cell: (renovacion) => (
        <RowAction label="Gestionar" item={`la renovación de ${empresaNombre(renovacion)}`} icon={IconSettings} onClick={() => setManaging(renovacion)} />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <StaffRenovacionesFilters area={area} inputs={search.inputs} onChange={search.setInput} />
      {notice && <SuccessNotice onClose={() => setNotice(null)}>{notice}</SuccessNotice>}
      <PagedTablePanel
        data={query.data}
        isPending={query.isPending || query.isPlaceholderData}
        errorMessage={query.isError ? RENOVACION_MESSAGES.listError : null}
        onRetry={() => void query.refetch()}
        emptyMessage={RENOVACIONES_EMPTY}
        loadingLabel="Cargando renovaciones"
        page={search.query.page}
        onPageChange={search.setPage}
        pagerDisabled={query.isPlaceholderData}
        count={(total) => `${total} ${total === 1 ? 'renovación' : 'renovaciones'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(renovacion) => renovacion.id} minWidth={isWorker ? 720 : 960} />}
      </PagedTablePanel>
      <GestionarRenovacionDialog area={area} renovacion={managing} onClose={() => setManaging(null)} onUpdated={replaceRow} />
    </Stack>
  );
}
