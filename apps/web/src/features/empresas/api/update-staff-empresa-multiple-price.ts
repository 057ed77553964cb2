import { empresaSchema, type StaffEmpresaMultiplePriceForm } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

/**
 * PUT {core}/admin/empresas/{nifCif}/tools/multiple-price (spec 3 §7 "Tool activation"): several tools
 * at once, each `{enabled, price}`; both staff roles may call it (the API's access declaration).
 */
export function updateStaffEmpresaMultiplePrice(nifCif: string, change: StaffEmpresaMultiplePriceForm) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(nifCif)}/tools/multiple-price`, { method: 'PUT', body: change, schema: empresaSchema });
}

/** The same for one company; the company lists are refreshed once it is done. */
export function useStaffEmpresaMultiplePriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nifCif, change }: { nifCif: string; change: StaffEmpresaMultiplePriceForm }) => updateStaffEmpresaMultiplePrice(nifCif, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
