import { empresaSchema, type EmpresaTools } from '@cumplia/shared/schemas/empresa';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT {core}/worker/empresas/{nifCif}/tools: the worker's tool toggle (spec 2 §7) with the three
 * flags alone, so that it never writes back the company's other fields (an edit made meanwhile
 * stays); a tool switched on takes the collaborator's price (decision 0041).
 */
export function updateWorkerEmpresaTools(nifCif: string, tools: EmpresaTools) {
  return apiRequest(`/cumplia-core/worker/empresas/${encodeURIComponent(nifCif)}/tools`, { method: 'PUT', body: tools, schema: empresaSchema });
}
