import { ActionIcon, Stack, Table, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { CLIENT_ERROR_CODES, isApiRequestError } from '../../../lib/api-error';
import { serverMessageOr } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useEmpresasSinUsuarioQuery } from '../api/get-empresas-sin-usuario';
import { EMPRESAS_PAGE_SIZE } from '../api/get-empresas';
import { EmpresaNameCell } from './empresa-name-cell';
import { EmpresaSearchFields } from './empresa-search-fields';

export const SIN_USUARIO_MESSAGES = {
  empty: 'No hay empresas sin usuario disponibles.',
  loadError: 'Error al obtener las empresas.',
} as const;

/** Spec 1 §8 "Lists": the answer's own problem when it was not a page, else the server's text or the fallback. */
function loadErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && error.code === CLIENT_ERROR_CODES.invalidResponse) return error.message;
  return serverMessageOr(error, SIN_USUARIO_MESSAGES.loadError);
}

/** "Empresas sin usuario asignado" (spec 1 §2.16): search, table with the assign action, pager. */
export function EmpresasSinUsuarioPanel() {
  const search = usePagedSearch({ nombreEmpresa: '', nifCif: '' });
  const { data, error, isPending, isError, isFetching, refetch } = useEmpresasSinUsuarioQuery({
    ...search.query,
    size: EMPRESAS_PAGE_SIZE,
  });

  return (
    <Stack gap="md">
      <EmpresaSearchFields values={search.inputs} onChange={search.setInput} />
      <PagedTablePanel
        data={data}
        isPending={isPending}
        errorMessage={isError ? loadErrorMessage(error) : null}
        onRetry={() => void refetch()}
        emptyMessage={SIN_USUARIO_MESSAGES.empty}
        loadingLabel="Cargando empresas"
        page={search.query.page}
        onPageChange={search.setPage}
        pagerDisabled={isFetching}
        count={(total) => `${total} ${total === 1 ? 'empresa sin usuario' : 'empresas sin usuario'}`}
      >
        {(empresas) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>Cif/Nif</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {empresas.map((empresa) => (
                  <Table.Tr key={empresa.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(empresa.createdAt)}</Table.Td>
                    <Table.Td>
                      <EmpresaNameCell nombreComercial={empresa.nombreComercial} razonSocial={empresa.razonSocial} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{empresa.nifCif}</Table.Td>
                    <Table.Td>
                      <Tooltip label="Asignar usuario">
                        <ActionIcon
                          component={Link}
                          to={`/asignar-usuario-empresa?cifNif=${encodeURIComponent(empresa.nifCif)}`}
                          variant="subtle"
                          size="lg"
                          aria-label={`Asignar usuario a ${empresa.nombreComercial}`}
                        >
                          <IconUserPlus size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTablePanel>
    </Stack>
  );
}
