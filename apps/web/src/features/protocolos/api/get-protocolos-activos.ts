import { protocolDownloadEntrySchema } from '@cumplia/shared/schemas/protocolo';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET {core}/admin/empresas/{id}/download-protocols: the company's active protocols, as {type, name}. */
export function getProtocolosActivos(empresaId: string) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/download-protocols`, {
    schema: z.array(protocolDownloadEntrySchema),
  });
}
