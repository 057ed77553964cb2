import { Badge, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { HOME_EMPRESAS_PAGE_SIZE, useEmpresasQuery, type EmpresaListItem } from '../api/get-empresas';
import { activeToolLabels } from '../utils/tools';
import { EMPRESA_COLUMN, FECHA_COLUMN, nifCifColumn } from './empresa-columns';

export const HOME_EMPRESAS_MESSAGES = {
  loadError: 'Error al obtener las empresas. Redirigiendo al acceso.',
  empty: 'No hay empresas disponibles.',
} as const;

/** Spec 1 §4 "Collaborator home" and §9: after a load failure, /acceso in 3 seconds. */
export const HOME_REDIRECT_DELAY_MS = 3000;

const COLUMNS: DataColumn<EmpresaListItem>[] = [
  FECHA_COLUMN,
  EMPRESA_COLUMN,
  { header: 'Herramientas', cell: (empresa) => <ToolBadges labels={activeToolLabels(empresa)} /> },
  nifCifColumn('CIF'),
];

/** The active tools as badges, or "Ninguna". */
function ToolBadges({ labels }: { labels: string[] }) {
  if (labels.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Ninguna
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {labels.map((tool) => (
        <Badge key={tool} size="sm" variant="light" tt="none">
          {tool}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The "Tus empresas" table of the collaborator's home (spec 1 §2.11), 5 rows a page. The server
 * pages it, as every other list: the home does not need all the gestoría's companies at once.
 */
export function EmpresasHomePanel() {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data, isPending, isError, isFetching } = useEmpresasQuery({ page, size: HOME_EMPRESAS_PAGE_SIZE });
  const failed = isError && !data;

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => navigate('/acceso'), HOME_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  return (
    <PagedTablePanel
      data={data}
      isPending={isPending}
      errorMessage={failed ? HOME_EMPRESAS_MESSAGES.loadError : null}
      emptyMessage={HOME_EMPRESAS_MESSAGES.empty}
      loadingLabel="Cargando empresas"
      page={page}
      onPageChange={setPage}
      pagerDisabled={isFetching}
    >
      {(empresas) => <DataTable rows={empresas} columns={COLUMNS} rowKey={(empresa) => empresa.id} minWidth={600} />}
    </PagedTablePanel>
  );
}
