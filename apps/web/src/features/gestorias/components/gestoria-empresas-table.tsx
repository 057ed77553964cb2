import { TOOL_CODES, TOOLS } from '@cumplia/shared/enums';
import type { GestoriaDetail } from '@cumplia/shared/schemas/gestoria';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@cumplia/shared/calendar';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { GESTORIA_TEXTS } from '../utils/gestoria-area';

type EmpresaRow = GestoriaDetail['empresas']['content'][number];

const columns: DataColumn<EmpresaRow>[] = [
  { header: 'Fecha', cell: (empresa) => formatDate(empresa.createdAt), nowrap: true },
  {
    header: 'Empresa',
    cell: (empresa) => (
      <Text size="sm" fw={600}>
        {empresa.nombreComercial || empresa.razonSocial || 'Sin Nombre'}
      </Text>
    ),
  },
  { header: 'NIF/CIF', cell: (empresa) => empresa.nifCif, nowrap: true },
  {
    header: 'Herramientas',
    cell: (empresa) => {
      const active = TOOL_CODES.filter((code) => empresa[TOOLS[code].flag]).map((code) => TOOLS[code].label);
      return (
        <Text size="sm" c={active.length ? undefined : 'dimmed'}>
          {active.length ? active.join(', ') : 'Ninguna'}
        </Text>
      );
    },
  },
  {
    header: 'Acciones',
    nowrap: true,
    cell: (empresa) => (
      <Button
        component={Link}
        to={`/empresas/${encodeURIComponent(empresa.id)}/edit`}
        size="compact-sm"
        variant="light"
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={`Editar ${empresa.nombreComercial || empresa.razonSocial}`}
      >
        Editar
      </Button>
    ),
  },
];

type GestoriaEmpresasTableProps = {
  empresas: GestoriaDetail['empresas'] | undefined;
  isFetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
};

/** The companies of the collaborator, a page of 10 from the server, each with "Editar" (spec 2 "Collaborator detail"). */
export function GestoriaEmpresasTable({ empresas, isFetching, page, onPageChange }: GestoriaEmpresasTableProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="empresas-asociadas">
      <Title order={2} fz="lg" id="empresas-asociadas">
        Empresas asociadas
      </Title>
      <PagedTablePanel
        data={empresas}
        isPending={isFetching && !empresas}
        errorMessage={null}
        emptyMessage={GESTORIA_TEXTS.empresasEmpty}
        loadingLabel="Cargando empresas"
        page={page}
        onPageChange={onPageChange}
        pagerDisabled={isFetching}
        count={(total) => `${total} ${total === 1 ? 'empresa' : 'empresas'}`}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(empresa) => empresa.id} minWidth={680} />}
      </PagedTablePanel>
    </Stack>
  );
}
