import { Badge, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '@cumplia/shared/numbers';
import { CONTRATO_SIN_FIRMAR_DIAS } from '@cumplia/shared/schemas/dashboard';
import { TOOLS_MESSAGES } from '@cumplia/shared/schemas/empresa';
import { ListFilterNotice } from '../../../components/data/list-filter-notice';
import type { DataColumn } from '../../../components/data/data-table';
import { RowAction } from '../../../components/data/row-action';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { serverMessageOr } from '../../../lib/error-message';
import { EMPRESAS_PAGE_SIZE, useEmpresasQuery, type EmpresaListItem } from '../api/get-empresas';
import { useUpdateEmpresaToolsMutation } from '../api/update-empresa-tools';
import { toggledTools, toolsOf } from '../utils/tools';
import { EMPRESA_COLUMN, FECHA_COLUMN, nifCifColumn } from './empresa-columns';
import { EmpresaSearchList } from './empresa-search-list';
import { EmpresaToolsCell } from './empresa-tools-menu';
import { ToolChangeDialog, toolChangeDone, type ToolChoice } from './tool-change-dialog';

export const EMPRESAS_LIST_MESSAGES = {
  empty: 'No hay empresas disponibles.',
  loadError: 'Error al obtener las empresas.',
  toolsError: TOOLS_MESSAGES.generic,
} as const;

/** "Tus empresas" (spec 1 §2.14, spec 3 §2.7): search, the table with the tool toggle, and the pager. */
export function EmpresasListPanel() {
  const search = usePagedSearch({ nombreEmpresa: '', nifCif: '' });
  // Opened from the home's "contratos sin firmar" (issue 23): ?contratoSinFirmar=true.
  const contratoSinFirmar = useSearchParams()[0].get('contratoSinFirmar') === 'true';
  const query = useEmpresasQuery({ ...search.query, size: EMPRESAS_PAGE_SIZE, ...(contratoSinFirmar ? { contratoSinFirmar } : {}) });
  const [choice, setChoice] = useState<ToolChoice | null>(null);
  const [toolsFailure, setToolsFailure] = useState<string | null>(null);
  const [toolsDone, setToolsDone] = useState<string | null>(null);
  const updateTools = useUpdateEmpresaToolsMutation();

  const confirm = ({ empresa, code }: ToolChoice) => {
    setChoice(null);
    setToolsFailure(null);
    setToolsDone(null);
    updateTools.mutate(
      { nifCif: empresa.nifCif, tools: toggledTools(empresa, code), previous: toolsOf(empresa) },
      {
        onSuccess: () => setToolsDone(toolChangeDone({ empresa, code })),
        onError: (error) => setToolsFailure(serverMessageOr(error, EMPRESAS_LIST_MESSAGES.toolsError)),
      },
    );
  };
  const savingNifCif = updateTools.isPending ? updateTools.variables?.nifCif : undefined;

  const columns: DataColumn<EmpresaListItem>[] = [
    FECHA_COLUMN,
    {
      header: 'Empresa',
      cell: (empresa) => (
        <Group gap="xs" wrap="nowrap">
          {EMPRESA_COLUMN.cell(empresa)}
          {empresa.username === null && (
            <Badge size="xs" variant="light" color="orange">
              Sin usuario
            </Badge>
          )}
        </Group>
      ),
    },
    nifCifColumn('Cif/Nif'),
    {
      header: 'Herramientas',
      cell: (empresa) => (
        <EmpresaToolsCell
          empresa={empresa}
          busy={savingNifCif === empresa.nifCif}
          onChoose={(code) => setChoice({ empresa, code })}
        />
      ),
    },
    {
      header: 'Acciones',
      cell: (empresa) => (
        <RowAction
          label="Editar"
          item={empresa.nombreComercial}
          icon={IconPencil}
          to={`/editarclienteempresa?cifNif=${encodeURIComponent(empresa.nifCif)}`}
        />
      ),
    },
  ];

  return (
    <EmpresaSearchList
      search={search}
      query={query}
      errorMessage={() => EMPRESAS_LIST_MESSAGES.loadError}
      emptyMessage={EMPRESAS_LIST_MESSAGES.empty}
      count={(total) => `${formatNumber(total)} ${total === 1 ? 'empresa' : 'empresas'}`}
      columns={columns}
      minWidth={760}
      notice={
        <>
          {contratoSinFirmar && (
            <ListFilterNotice clearTo="/editarclientelistado">
              Solo las empresas con un contrato enviado hace más de {CONTRATO_SIN_FIRMAR_DIAS} días y todavía sin firmar.
            </ListFilterNotice>
          )}
          <FailureAlert message={toolsFailure} onClose={() => setToolsFailure(null)} />
          {toolsDone && <SuccessNotice onClose={() => setToolsDone(null)}>{toolsDone}</SuccessNotice>}
        </>
      }
    >
      <ToolChangeDialog choice={choice} onConfirm={confirm} onCancel={() => setChoice(null)} />
    </EmpresaSearchList>
  );
}
