import { ActionIcon, Alert, Badge, Group, LoadingOverlay, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/data/pager';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
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
      {toolsFailure && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          role="alert"
          withCloseButton
          closeButtonLabel="Cerrar aviso"
          onClose={() => setToolsFailure(null)}
        >
          {toolsFailure}
        </Alert>
      )}
      <Paper withBorder p="md" pos="relative" mih={180}>
        <LoadingOverlay visible={isPending} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Cargando empresas' }} />
        {isError && !data && <ErrorState message={EMPRESAS_LIST_MESSAGES.loadError} onRetry={() => void refetch()} />}
        {data && data.content.length === 0 && <EmptyState message={EMPRESAS_LIST_MESSAGES.empty} />}
        {data && data.content.length > 0 && (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {data.totalElements} {data.totalElements === 1 ? 'empresa' : 'empresas'}
            </Text>
            <EmpresasTable empresas={data.content} savingNifCif={savingNifCif} onChooseTool={(empresa, code) => setChoice({ empresa, code })} />
            <Pager page={search.query.page} totalPages={data.totalPages} onChange={search.setPage} disabled={isFetching} />
          </>
        )}
      </Paper>
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
