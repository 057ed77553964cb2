import type { ToolCode } from '@cumplia/shared/enums';
import { toolCodeSchema } from '@cumplia/shared/schemas/tool-code';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const staffContratoSchema = z.object({
  id: z.string(),
  tool: toolCodeSchema,
  status: z.enum(['PENDIENTE', 'FIRMADO', 'ANULADO']),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
  tokenExpiresAt: z.string(),
});
export type StaffContrato = z.infer<typeof staffContratoSchema>;

export const staffContratosKeys = {
  list: (empresaId: string) => ['staff-contratos', empresaId] as const,
};

/** GET {core}/admin/empresas/{id}/contratos: the company's contracts and their state. */
export function getStaffContratos(empresaId: string, signal?: AbortSignal): Promise<StaffContrato[]> {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/contratos`, { schema: z.array(staffContratoSchema), signal });
}

/** POST …/contratos/{tool}/reenviar: a new signing link by SMS and e-mail. */
export function resendSigningLink(empresaId: string, tool: ToolCode): Promise<{ message: string }> {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/contratos/${tool}/reenviar`, {
    method: 'POST',
    schema: z.object({ message: z.string() }),
  });
}
