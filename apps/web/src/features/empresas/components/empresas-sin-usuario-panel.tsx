import { IconUserPlus } from '@tabler/icons-react';
import type { DataColumn } from '../../../components/data/data-table';
import { RowAction } from '../../../components/data/row-action';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { CLIENT_ERROR_CODES, isApiRequestError } from '../../../lib/api-error';
import { serverMessageOr } from '../../../lib/error-message';
import { useEmpresasSinUsuarioQuery } from '../api/get-empresas-sin-usuario';
import { EMPRESAS_PAGE_SIZE, type EmpresaListItem } from '../api/get-empresas';
import { EMPRESA_COLUMN, FECHA_COLUMN, nifCifColumn } from './empresa-columns';
import { EmpresaSearchList } from './empresa-search-list';

export const SIN_USUARIO_MESSAGES = {
  empty: 'No hay empresas sin usuario disponibles.',
  loadError: 'Error al obtener las empresas.',
} as const;

/** Spec 1 §8 "Lists": the answer's own problem when it was not a page, else the server's text or the fallback. */
function loadErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && error.code === CLIENT_ERROR_CODES.invalidResponse) return error.message;
  return serverMessageOr(error, SIN_USUARIO_MESSAGES.loadError);
}

const COLUMNS: DataColumn<EmpresaListItem>[] = [
  FECHA_COLUMN,
  EMPRESA_COLUMN,
  nifCifColumn('Cif/Nif'),
  {
    header: 'Acciones',
    cell: (empresa) => (
      <RowAction
        label="Asignar usuario"
        item={`a ${empresa.nombreComercial}`}
        icon={IconUserPlus}
        to={`/asignar-usuario-empresa?cifNif=${encodeURIComponent(empresa.nifCif)}`}
      />
    ),
  },
];

/** "Empresas sin usuario asignado" (spec 1 §2.16): search, table with the assign action, pager. */
export function EmpresasSinUsuarioPanel() {
  const search = usePagedSearch({ nombreEmpresa: '', nifCif: '' });
  const query = useEmpresasSinUsuarioQuery({ ...search.query, size: EMPRESAS_PAGE_SIZE });
  return (
    <EmpresaSearchList
      search={search}
      query={query}
      errorMessage={loadErrorMessage}
      emptyMessage={SIN_USUARIO_MESSAGES.empty}
      count={(total) => `${total} ${total === 1 ? 'empresa sin usuario' : 'empresas sin usuario'}`}
      columns={COLUMNS}
      minWidth={560}
    />
  );
}
