import { METODOS_DE_PAGO, type StaffArea } from '@cumplia/shared/enums';
import { Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data/data-table';
import { RowAction } from '../../../components/data/row-action';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { formatEuros } from '../../../lib/format';
import { STAFF_EMPRESAS_PAGE_SIZE, useStaffEmpresasQuery, type StaffEmpresaListItem } from '../api/get-staff-empresas';
import { useStaffEmpresaToolsMutation } from '../api/update-staff-empresa-tools';
import { activeToolLabels, toggledTools, toolPrice, toolsOf } from '../utils/tools';
import { toolsFailureMessage } from '../utils/tools-failure';
import { EMPRESA_COLUMN, FECHA_COLUMN, nifCifColumn } from './empresa-columns';
import { EmpresaSearchList } from './empresa-search-list';
import { EmpresaToolsMenu } from './empresa-tools-menu';
import { EMPRESAS_LIST_MESSAGES } from './empresas-list-panel';
import { StaffToolChangeDialog, type StaffToolChoice, type StaffToolDecision } from './staff-tool-change-dialog';

type Column = DataColumn<StaffEmpresaListItem>;

/** Where a row's "Editar" goes: the superadmin's detail by id, the worker's edit by NIF/CIF (spec 2). */
const EDIT_LINK: Record<StaffArea, (empresa: StaffEmpresaListItem) => string> = {
  admin: (empresa) => `/editarempresasuperadmin?id=${encodeURIComponent(empresa.id)}`,
  worker: (empresa) => `/worker-editar-cliente-empresa?cifNif=${encodeURIComponent(empresa.nifCif)}`,
};

/**
 * "Tus empresas" of the staff (spec 2 "Superadmin company list", "Worker company list"): every
 * company, searched by name and NIF/CIF, each tool switched from its row after a confirmation. The
 * superadmin's list also shows each tool's price, the collaborator and the payment method.
 */
export function StaffEmpresasListPanel({ area }: { area: StaffArea }) {
  const search = usePagedSearch({ nombreEmpresa: '', nifCif: '' });
  const { nombreEmpresa, ...filters } = search.query;
  const query = useStaffEmpresasQuery(area, { ...filters, nombre: nombreEmpresa, size: STAFF_EMPRESAS_PAGE_SIZE });
  const [choice, setChoice] = useState<StaffToolChoice | null>(null);
  const [toolsFailure, setToolsFailure] = useState<string | null>(null);
  const updateTools = useStaffEmpresaToolsMutation(area);
  const isAdmin = area === 'admin';

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
    header: 'Tools',
    cell: (empresa) => {
      const active = activeToolLabels(empresa);
      return (
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm" c={active.length ? undefined : 'dimmed'} data-testid="active-tools">
            {active.length ? active.join(', ') : 'Ninguna'}
          </Text>
          <EmpresaToolsMenu
            empresa={empresa}
            busy={savingNifCif === empresa.nifCif}
            onChoose={(code) => setChoice({ empresa, code })}
            detail={isAdmin ? (code) => formatEuros(toolPrice(empresa, code)) : undefined}
          />
        </Group>
      );
    },
  };
  const editColumn: Column = {
    header: 'Acciones',
    cell: (empresa) => (
      <RowAction label="Editar empresa" ariaLabel={`Editar ${empresa.nombreComercial}`} icon={IconPencil} to={EDIT_LINK[area](empresa)} />
    ),
  };
  const columns: Column[] = isAdmin
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
      count={(total) => `${total.toLocaleString('es-ES')} ${total === 1 ? 'empresa' : 'empresas'}`}
      columns={columns}
      minWidth={isAdmin ? 1120 : 760}
      notice={<FailureAlert message={toolsFailure} onClose={() => setToolsFailure(null)} />}
    >
      <StaffToolChangeDialog choice={choice} withPrice={isAdmin} onConfirm={confirm} onCancel={() => setChoice(null)} />
    </EmpresaSearchList>
  );
}
