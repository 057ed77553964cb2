import type { EmpresaTools, EmpresaWorkerUpdate } from '@cumplia/shared/schemas/empresa';
import { getWorkerEmpresa } from './get-worker-empresa';
import { updateWorkerEmpresa } from './update-worker-empresa';

/**
 * The worker's tool toggle (spec 2 §7): PUT {core}/worker/empresas/{nifCif} with the company's fields
 * as they are now and the three flags. The fields are read first, so that the toggle never writes
 * back an older copy of the company than the server has.
 */
export async function toggleWorkerEmpresaTools(nifCif: string, tools: EmpresaTools) {
  const { dni, username: _username, ...empresa } = await getWorkerEmpresa(nifCif);
  const body = { ...empresa, ...(dni ? { dni } : {}), ...tools } as EmpresaWorkerUpdate;
  return updateWorkerEmpresa(nifCif, body);
}
