import { empresaSchema, type EmpresaTools } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';
import type { EmpresaPage } from './get-empresas';

export type { EmpresaTools };

/** PUT {core}/gestorias/my/empresas/{nifCif}/tools with the three flags. */
export function updateEmpresaTools(nifCif: string, tools: EmpresaTools) {
  return apiRequest(`/cumplia-core/gestorias/my/empresas/${encodeURIComponent(nifCif)}/tools`, {
    method: 'PUT',
    body: tools,
    schema: empresaSchema,
  });
}

/** Writes `tools` into every cached list page that shows the company. */
function showTools(queryClient: QueryClient, nifCif: string, tools: EmpresaTools) {
  queryClient.setQueriesData<EmpresaPage>({ queryKey: empresasKeys.lists() }, (page) =>
    page
      ? { ...page, content: page.content.map((empresa) => (empresa.nifCif === nifCif ? { ...empresa, ...tools } : empresa)) }
      : page,
  );
}

export type ToolsChange = { nifCif: string; tools: EmpresaTools; previous: EmpresaTools };

/**
 * Switches a company's tools (spec 3 §2.7): the lists show the change at once and go back to the
 * previous flags if the server refuses it.
 */
export function useUpdateEmpresaToolsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nifCif, tools }: ToolsChange) => updateEmpresaTools(nifCif, tools),
    onMutate: async ({ nifCif, tools }) => {
      // A list answer already on its way would overwrite the change with the old flags.
      await queryClient.cancelQueries({ queryKey: empresasKeys.lists() });
      showTools(queryClient, nifCif, tools);
    },
    onError: (_error, { nifCif, previous }) => showTools(queryClient, nifCif, previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
