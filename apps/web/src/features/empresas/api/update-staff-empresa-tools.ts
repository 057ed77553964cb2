import type { StaffArea } from '@cumplia/shared/enums';
import { empresaSchema, type EmpresaTools, type StaffEmpresaToolsForm } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';
import type { StaffEmpresaPage } from './get-staff-empresas';
import { updateWorkerEmpresaTools } from './update-worker-empresa-tools';

/** PUT {core}/admin/empresas/{nifCif}/tools: the three flags, the price of a tool switched on, callViafirma. */
export function updateStaffEmpresaTools(nifCif: string, change: StaffEmpresaToolsForm) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(nifCif)}/tools`, { method: 'PUT', body: change, schema: empresaSchema });
}

export type StaffToolsChange = {
  nifCif: string;
  tools: EmpresaTools;
  previous: EmpresaTools;
  /** Euros, for a tool switched on from the superadmin's list. */
  price?: number;
  /** Superadmin only: false records the contract as signed on paper. */
  callViafirma?: boolean;
};

/** Writes the flags (and a new price) into every cached staff list page that shows the company. */
function showTools(queryClient: QueryClient, nifCif: string, tools: EmpresaTools) {
  queryClient.setQueriesData<StaffEmpresaPage>({ queryKey: empresasKeys.staffLists() }, (page) =>
    page ? { ...page, content: page.content.map((empresa) => (empresa.nifCif === nifCif ? { ...empresa, ...tools } : empresa)) } : page,
  );
}

/**
 * A staff tool switch from a company list (spec 2 §4): shown at once, only that company's flags put
 * back when the server refuses it (decision 0011), the lists refreshed afterwards either way. The
 * superadmin's list calls admin/…/tools; the worker's worker/…/tools, with the three flags alone.
 */
export function useStaffEmpresaToolsMutation(area: StaffArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nifCif, tools, price, callViafirma }: StaffToolsChange) =>
      area === 'admin' ? updateStaffEmpresaTools(nifCif, { tools, price, callViafirma }) : updateWorkerEmpresaTools(nifCif, tools),
    onMutate: async ({ nifCif, tools }) => {
      await queryClient.cancelQueries({ queryKey: empresasKeys.staffLists() });
      showTools(queryClient, nifCif, tools);
    },
    onError: (_error, { nifCif, previous }) => showTools(queryClient, nifCif, previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
