import type { StaffArea } from '@cumplia/shared/enums';
import { Box, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@cumplia/shared/calendar';
import { formatPercent } from '@cumplia/shared/numbers';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PageJump } from '../../../components/data/page-jump';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { GESTORIAS_PAGE_SIZE, useGestoriasQuery, type GestoriaListItem } from '../api/get-gestorias';
import { GESTORIA_TEXTS } from '../utils/gestoria-area';
import { SearchInput } from '../../../components/forms/search-input';

/**
 * "Tus colaboradores" (spec 2 "Collaborator list"): search by name and NIF/CIF (500 ms, back to the
 * first page), the table, the pager and the go-to-page box; "Ver detalle" opens the detail with the
 * gestoría's id in navigation state.
 */
export function GestoriasListPanel({ area, detailPath }: { area: StaffArea; detailPath: string }) {
  const search = usePagedSearch({ nombre: '', nifCif: '' });
  const query = useGestoriasQuery(area, { ...search.query, size: GESTORIAS_PAGE_SIZE });

  const columns: DataColumn<GestoriaListItem>[] = [
    { header: 'Fecha Creación', cell: (gestoria) => formatDate(gestoria.createdAt), nowrap: true },
    {
      header: 'Nombre',
      cell: (gestoria) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {gestoria.nombreComercial}
          </Text>
          {gestoria.razonSocial !== gestoria.nombreComercial && (
            <Text size="xs" c="dimmed">
              {gestoria.razonSocial}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: 'NIF/CIF', cell: (gestoria) => gestoria.nifCif, nowrap: true },
    { header: 'Comisión', cell: (gestoria) => formatPercent(gestoria.comision), nowrap: true },
    {
      header: 'Acciones',
      nowrap: true,
      cell: (gestoria) => (
        <Button
          component={Link}
          to={detailPath}
          state={{ gestoriaId: gestoria.id }}
          size="compact-sm"
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          aria-label={`Ver detalle de ${gestoria.nombreComercial}`}
        >
          Ver detalle
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="search" aria-label="Buscar colaboradores">
        <SearchInput label="Nombre" placeholder="Nombre comercial o razón social" value={search.inputs.nombre} onChange={(value) => search.setInput('nombre', value)} />
        <SearchInput label="NIF/CIF" placeholder="Ej. B12345674" capitals value={search.inputs.nifCif} onChange={(value) => search.setInput('nifCif', value)} />
      </SimpleGrid>
      <PagedTablePanel
        data={query.data}
        isPending={query.isPending}
        errorMessage={query.isError ? GESTORIA_TEXTS.listError : null}
        onRetry={() => void query.refetch()}
        emptyMessage={GESTORIA_TEXTS.listEmpty}
        loadingLabel="Cargando colaboradores"
        page={search.query.page}
        onPageChange={search.setPage}
        pagerDisabled={query.isFetching}
        count={(total) => `${total} ${total === 1 ? 'colaborador' : 'colaboradores'}`}
      >
        {(gestorias) => (
          <>
            <DataTable rows={gestorias} columns={columns} rowKey={(gestoria) => gestoria.id} minWidth={720} />
            <Box mt="md">
              <PageJump totalPages={query.data?.totalPages ?? 1} onJump={search.setPage} disabled={query.isFetching} />
            </Box>
          </>
        )}
      </PagedTablePanel>
    </Stack>
  );
}
