import { Badge, Group, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { formatDate } from '../../../lib/format';
import { HOME_EMPRESAS_PAGE_SIZE, useEmpresasQuery } from '../api/get-empresas';
import { activeToolLabels } from '../utils/tools';
import { EmpresaNameCell } from './empresa-name-cell';

export const HOME_EMPRESAS_MESSAGES = {
  loadError: 'Error al obtener las empresas. Redirigiendo al acceso.',
  empty: 'No hay empresas disponibles.',
} as const;

/** Spec 1 §4 "Collaborator home" and §9: after a load failure, /acceso in 3 seconds. */
export const HOME_REDIRECT_DELAY_MS = 3000;

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
      {(empresas) => (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Empresa</Table.Th>
                <Table.Th>Tools</Table.Th>
                <Table.Th>CIF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {empresas.map((empresa) => {
                const tools = activeToolLabels(empresa);
                return (
                  <Table.Tr key={empresa.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(empresa.createdAt)}</Table.Td>
                    <Table.Td>
                      <EmpresaNameCell nombreComercial={empresa.nombreComercial} razonSocial={empresa.razonSocial} />
                    </Table.Td>
                    <Table.Td>
                      {tools.length > 0 ? (
                        <Group gap={6}>
                          {tools.map((tool) => (
                            <Badge key={tool} size="sm" variant="light" tt="none">
                              {tool}
                            </Badge>
                          ))}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Ninguna
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{empresa.nifCif}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedTablePanel>
  );
}
