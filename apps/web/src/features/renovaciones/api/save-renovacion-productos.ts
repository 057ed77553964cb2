import type { StaffArea } from '@cumplia/shared/enums';
import type { RenovacionProductosSave } from '@cumplia/shared/schemas/renovacion';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST {core}/{admin|worker}/renovaciones/{id}/productos (spec 3 §7): saves the prices. Issue 12
 * overrides the spec's "failure treated as success": a failure rejects and the screen reports it.
 */
export function saveRenovacionProductos(area: StaffArea, id: string, productos: RenovacionProductosSave) {
  return apiRequest(`/cumplia-core/${area}/renovaciones/${encodeURIComponent(id)}/productos`, { method: 'POST', body: productos });
}
