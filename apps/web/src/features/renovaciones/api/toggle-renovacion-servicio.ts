import type { ToolFlag } from '@cumplia/shared/enums';
import { renovacionSchema } from '@cumplia/shared/schemas/renovacion';
import { apiRequest } from '../../../lib/api-client';

/** POST {core}/worker/empresas/{id}/renovaciones/{tool} (spec 3 §7): toggles one service; the updated renewal. */
export function toggleRenovacionServicio(empresaId: string, tool: ToolFlag) {
  return apiRequest(`/cumplia-core/worker/empresas/${encodeURIComponent(empresaId)}/renovaciones/${tool}`, { method: 'POST', schema: renovacionSchema });
}
