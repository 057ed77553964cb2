import { METODOS_DE_PAGO, type StaffArea } from '@cumplia/shared/enums';
import { Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { formatNumber } from '@cumplia/shared/numbers';
import type { DataColumn } from '../../../components/data/data-table';
import { RowAction } from '../../../components/data/row-action';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { STAFF_EMPRESAS_PAGE_SIZE, useStaffEmpresasQuery, type StaffEmpresaListItem } from '../api/get-staff-empresas';
import { useStaffEmpresaToolsMutation } from '../api/update-staff-empresa-tools';
import { toggledTools, toolPrice, toolsOf } from '../utils/tools';
import { toolsFailureMessage } from '../utils/tools-failure';
import { EMPRESA_COLUMN, FECHA_COLUMN, nifCifColumn } from './empresa-columns';
import { EmpresaSearchList } from './empresa-search-list';
import { EmpresaToolsCell } from './empresa-tools-menu';
import { EMPRESAS_LIST_MESSAGES } from './empresas-list-panel';
import { StaffToolChangeDialog, type StaffToolChoice, type StaffToolDecision } from './staff-tool-change-dialog';

type Column = DataColumn<StaffEmpresaListItem>;

type StaffEmpresasListPanelProps = {
  /** Whose calls: `admin/empresas` or `worker/empresas`. */
  area: StaffArea;
  /**
   * Switching a tool on asks its price and how the contract is signed, and the rows show each tool's
   * price, the collaborator and the payment method (the superadmin's list); without, the tools switch
   * at the collaborator's price (the worker's, spec 2 "Worker company list").
   */
  pricing: boolean;
  /** Where a row's "Editar" goes. */
  editPath: (empresa: StaffEmpresaListItem) => string;
};

/**
 * The staff's company list (spec 2 "Superadmin company list", "Worker company list"): every
 * company, searched by name and NIF/CIF, each tool switched from its row after a confirmation.
 */
export function StaffEmpresasListPanel({ area, pricing, editPath }: StaffEmpresasListPanelProps) {
  const search = usePagedSearch({ nombreEmpresa: '', nifCif: '' });
  const { nombreEmpresa, ...filters } = search.query;
  const query = useStaffEmpresasQuery(area, { ...filters, nombre: nombreEmpresa, size: STAFF_EMPRESAS_PAGE_SIZE });
  const [choice, setChoice] = useState<StaffToolChoice | null>(null);
  const [toolsFailure, setToolsFailure] = useState<string | null>(null);
  const updateTools = useStaffEmpresaToolsMutation(area);

  const confirm = ({ empresa, code, price, callViafirma }: StaffToolDecision) => {
    setChoice(null);
    setToolsFailure(null);
    updateTools.mutate(
      { nifCif: empresa.nifCif, tools: toggledTools(empresa, code), previous: toolsOf(empresa), price, callViafirma },
      { onError: (error) => setToolsFailure(toolsFailureMessage(error)) },
    );
  };
  const savingNifCif = updateTools.isPending ? updateTools.variables?.nifCif : undefined;

  const toolsColumn: Column = {
    header: 'Herramientas',
    cell: (empresa) => (
      <EmpresaToolsCell
        empresa={empresa}
        busy={savingNifCif === empresa.nifCif}
        onChoose={(code) => setChoice({ empresa, code })}
        detail={pricing ? (code) => formatEuros(eurosToCents(toolPrice(empresa, code))) : undefined}
      />
    ),
  };
  const editColumn: Column = {
    header: 'Acciones',
    cell: (empresa) => (
      <RowAction label="Editar" item={empresa.nombreComercial} icon={IconPencil} to={editPath(empresa)} />
    ),
  };
  const columns: Column[] = pricing
    ? [
        FECHA_COLUMN,
        EMPRESA_COLUMN,
        nifCifColumn('Cif/Nif'),
        { header: 'Colaborador', cell: (empresa) => empresa.gestoriaNombre ?? <Text size="sm" c="dimmed">Sin colaborador</Text> },
        toolsColumn,
        { header: 'Método de pago', cell: (empresa) => METODOS_DE_PAGO[empresa.metodoDePago], nowrap: true },
        editColumn,
      ]
    : [FECHA_COLUMN, EMPRESA_COLUMN, nifCifColumn('Cif/Nif'), toolsColumn, editColumn];

  return (
    <EmpresaSearchList
      search={search}
      query={query}
      errorMessage={() => EMPRESAS_LIST_MESSAGES.loadError}
      emptyMessage={EMPRESAS_LIST_MESSAGES.empty}
      count={(total) => `${formatNumber(total)} ${total === 1 ? 'empresa' : 'empresas'}`}
      columns={columns}
      minWidth={pricing ? 1120 : 760}
      notice={<FailureAlert message={toolsFailure} onClose={() => setToolsFailure(null)} />}
    >
      <StaffToolChangeDialog choice={choice} withPrice={pricing} onConfirm={confirm} onCancel={() => setChoice(null)} />
    </EmpresaSearchList>
  );
}
