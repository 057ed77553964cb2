import type { StaffArea } from '@cumplia/shared/enums';
import { renovacionSchema } from '@cumplia/shared/schemas/renovacion';
import { apiRequest } from '../../../lib/api-client';

export type RenovacionAccion = 'confirm' | 'disable';

/**
 * POST {core}/{admin|worker}/empresas/{id}/renovaciones/confirm or /disable (spec 3 §7, §4.3):
 * the renewal as the server left it, which replaces the row. The company detail's "disable" is
 * the same admin call.
 */
export function changeRenovacionEstado(area: StaffArea, empresaId: string, accion: RenovacionAccion) {
  return apiRequest(`/cumplia-core/${area}/empresas/${encodeURIComponent(empresaId)}/renovaciones/${accion}`, { method: 'POST', schema: renovacionSchema });
}
