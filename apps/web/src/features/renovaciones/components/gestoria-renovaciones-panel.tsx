import { Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { RENOVACION_FILTRO_LABELS, RENOVACION_FILTROS, RENOVACION_MESSAGES, RENOVACIONES_PAGE_SIZE, renovacionFiltroOf, renovacionFiltroQuery, type Renovacion } from '@cumplia/shared/schemas/renovacion';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '@cumplia/shared/calendar';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { SearchInput } from '../../../components/forms/search-input';
import { useGestoriaRenovacionesQuery } from '../api/get-gestoria-renovaciones';
import { EmpresaCell, empresaNombre } from './empresa-cell';
import { EstadoBadge } from './estado-badge';
import { RenovacionDetallesDialog } from './renovacion-detalles-dialog';

export const RENOVACIONES_EMPTY = 'No hay renovaciones disponibles.';

/** The collaborator's renewals (spec 3 §2.1): filters, the list 10 per page, the details of a row. */
export function GestoriaRenovacionesPanel() {
  // The boxes are trimmed before they are sent: the CIF/NIF's trailing spaces are stripped (spec 3 §2.1).
  // The home's "renovaciones por decidir" opens ?estado=pendientes (issue 23); otherwise all of them.
  const estadoInicial = renovacionFiltroOf(useSearchParams()[0].get('estado')) ?? 'todas';
  const search = usePagedSearch({ nombreEmpresa: '', nifCif: '', estado: estadoInicial as string });
  const { page, nombreEmpresa, nifCif } = search.query;
  const estado = renovacionFiltroOf(search.query.estado) ?? 'todas';
  const query = useGestoriaRenovacionesQuery({ page, size: RENOVACIONES_PAGE_SIZE, nombreEmpresa: nombreEmpresa || undefined, nifCif: nifCif || undefined, ...renovacionFiltroQuery(estado) });
  const [selected, setSelected] = useState<Renovacion | null>(null);

  const columns: DataColumn<Renovacion>[] = [
    { header: 'Fecha de inicio', nowrap: true, cell: (renovacion) => formatDate(renovacion.fechaInicio) },
    { header: 'Fecha de fin', nowrap: true, cell: (renovacion) => formatDate(renovacion.fechaFin) },
    { header: 'Empresa', cell: (renovacion) => <EmpresaCell renovacion={renovacion} /> },
    { header: 'CIF/NIF', nowrap: true, cell: (renovacion) => renovacion.empresa.nifCif },
    { header: 'Estado', nowrap: true, cell: (renovacion) => <EstadoBadge renovacion={renovacion} /> },
    {
      header: 'Acciones',
      cell: (renovacion) => (
        <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          <RowAction label="Ver los detalles" item={`de la renovación de ${empresaNombre(renovacion)}`} icon={IconEye} onClick={() => setSelected(renovacion)} />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SearchInput label="Empresa" placeholder="Nombre de la empresa" value={search.inputs.nombreEmpresa} onChange={(value) => search.setInput('nombreEmpresa', value)} />
          <SearchInput label="CIF/NIF" placeholder="CIF o NIF de la empresa" capitals value={search.inputs.nifCif} onChange={(value) => search.setInput('nifCif', value)} />
          <Select
            label="Estado"
            data={RENOVACION_FILTROS.map((value) => ({ value, label: RENOVACION_FILTRO_LABELS[value] }))}
            value={search.inputs.estado}
            allowDeselect={false}
            onChange={(value) => value && search.setInput('estado', value)}
          />
        </SimpleGrid>
      </Paper>
      <PagedTablePanel
        data={query.data}
        isPending={query.isPending || query.isPlaceholderData}
        errorMessage={query.isError ? RENOVACION_MESSAGES.listError : null}
        onRetry={() => void query.refetch()}
        emptyMessage={RENOVACIONES_EMPTY}
        loadingLabel="Cargando renovaciones"
        page={page}
        onPageChange={search.setPage}
        pagerDisabled={query.isPlaceholderData}
        count={(total) => `${total} ${total === 1 ? 'renovación' : 'renovaciones'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(renovacion) => renovacion.id} minWidth={720} onRowClick={setSelected} />}
      </PagedTablePanel>
      <RenovacionDetallesDialog renovacion={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
