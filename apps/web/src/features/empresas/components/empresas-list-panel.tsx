import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { serverMessageOr } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { EMPRESAS_PAGE_SIZE, useEmpresasQuery, type EmpresaListItem } from '../api/get-empresas';
import { useUpdateEmpresaToolsMutation } from '../api/update-empresa-tools';
import { activeToolLabels, toggledTools, toolsOf } from '../utils/tools';
import { EmpresaNameCell } from './empresa-name-cell';
import { EmpresaSearchFields } from './empresa-search-fields';
import { EmpresaToolsMenu } from './empresa-tools-menu';
import { ToolChangeDialog, type ToolChoice } from './tool-change-dialog';

export const EMPRESAS_LIST_MESSAGES = {
  empty: 'No hay empresas disponibles.',
  loadError: 'Error al obtener las empresas.',
  toolsError: 'Error al actualizar las tools. Por favor, inténtelo de nuevo.',
} as const;

/** "Tus empresas" (spec 1 §2.14, spec 3 §2.7): search, the table with the tool toggle, and the pager. */
export function EmpresasListPanel() {
  const search = usePagedSearch({ nombreEmpresa: '', nifCif: '' });
  const { data, isPending, isError, isFetching, refetch } = useEmpresasQuery({
    ...search.query,
    size: EMPRESAS_PAGE_SIZE,
  });
  const [choice, setChoice] = useState<ToolChoice | null>(null);
  const [toolsFailure, setToolsFailure] = useState<string | null>(null);
  const updateTools = useUpdateEmpresaToolsMutation();

  const confirm = ({ empresa, code }: ToolChoice) => {
    setChoice(null);
    setToolsFailure(null);
    updateTools.mutate(
      { nifCif: empresa.nifCif, tools: toggledTools(empresa, code), previous: toolsOf(empresa) },
      { onError: (error) => setToolsFailure(serverMessageOr(error, EMPRESAS_LIST_MESSAGES.toolsError)) },
    );
  };
  const savingNifCif = updateTools.isPending ? updateTools.variables?.nifCif : undefined;

  return (
    <Stack gap="md">
      <EmpresaSearchFields values={search.inputs} onChange={search.setInput} />
      <FailureAlert message={toolsFailure} onClose={() => setToolsFailure(null)} />
      <PagedTablePanel
        data={data}
        isPending={isPending}
        errorMessage={isError ? EMPRESAS_LIST_MESSAGES.loadError : null}
        onRetry={() => void refetch()}
        emptyMessage={EMPRESAS_LIST_MESSAGES.empty}
        loadingLabel="Cargando empresas"
        page={search.query.page}
        onPageChange={search.setPage}
        pagerDisabled={isFetching}
        count={(total) => `${total} ${total === 1 ? 'empresa' : 'empresas'}`}
      >
        {(empresas) => (
          <EmpresasTable empresas={empresas} savingNifCif={savingNifCif} onChooseTool={(empresa, code) => setChoice({ empresa, code })} />
        )}
      </PagedTablePanel>
      <ToolChangeDialog choice={choice} onConfirm={confirm} onCancel={() => setChoice(null)} />
    </Stack>
  );
}

type EmpresasTableProps = {
  empresas: readonly EmpresaListItem[];
  savingNifCif: string | undefined;
  onChooseTool: (empresa: EmpresaListItem, code: ToolChoice['code']) => void;
};

function EmpresasTable({ empresas, savingNifCif, onChooseTool }: EmpresasTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Empresa</Table.Th>
            <Table.Th>Cif/Nif</Table.Th>
            <Table.Th>Tools</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empresas.map((empresa) => {
            const tools = activeToolLabels(empresa);
            return (
              <Table.Tr key={empresa.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(empresa.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <EmpresaNameCell nombreComercial={empresa.nombreComercial} razonSocial={empresa.razonSocial} />
                    {empresa.username === null && (
                      <Badge size="xs" variant="light" color="orange">
                        Sin usuario
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{empresa.nifCif}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap" justify="space-between">
                    <Text size="sm" c={tools.length ? undefined : 'dimmed'} data-testid="active-tools">
                      {tools.length ? tools.join(', ') : 'Ninguna'}
                    </Text>
                    <EmpresaToolsMenu
                      empresa={empresa}
                      busy={savingNifCif === empresa.nifCif}
                      onChoose={(code) => onChooseTool(empresa, code)}
                    />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Tooltip label="Editar empresa">
                    <ActionIcon
                      component={Link}
                      to={`/editarclienteempresa?cifNif=${encodeURIComponent(empresa.nifCif)}`}
                      variant="subtle"
                      size="lg"
                      aria-label={`Editar ${empresa.nombreComercial}`}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
