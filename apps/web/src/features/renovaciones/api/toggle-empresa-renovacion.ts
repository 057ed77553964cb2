import { apiRequest } from '../../../lib/api-client';

/**
 * POST {core}/admin/empresas/{id}/renovaciones (spec 3 §7, §4.6): approves a pending renewal or
 * cancels an active one; its answer is not shown. The spec sends it without the authorization
 * header; ours sends the staff token like every other admin call, since the server checks who
 * may change a renewal.
 */
export async function toggleEmpresaRenovacion(empresaId: string): Promise<void> {
  await apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/renovaciones`, { method: 'POST' });
}
