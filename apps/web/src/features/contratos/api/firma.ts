import {
  firmaCodigoResponseSchema,
  firmaContratoSchema,
  firmaResponseSchema,
  type FirmaCodigoResponse,
  type FirmaContrato,
  type FirmaRequest,
  type FirmaResponse,
} from '@cumplia/shared/schemas/contrato';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const firmaPath = (token: string) => `/cumplia-core/firma/${encodeURIComponent(token)}`;

export const firmaKeys = {
  contrato: (token: string) => ['firma', token] as const,
};

/** GET {core}/firma/{token}: the contract of a signing link, as text (no session: the link is the key). */
export function getFirmaContrato(token: string, signal?: AbortSignal): Promise<FirmaContrato> {
  return apiRequest(firmaPath(token), { schema: firmaContratoSchema, authenticated: false, signal });
}

/** POST …/codigo: a 6-digit code by SMS, bound to the document the page shows. */
export function sendFirmaCode(token: string, documentSha256: string): Promise<FirmaCodigoResponse> {
  return apiRequest(`${firmaPath(token)}/codigo`, { method: 'POST', body: { documentSha256 }, schema: firmaCodigoResponseSchema, authenticated: false });
}

/** POST …/firmar: the code, the explicit acceptance and the document's SHA-256. */
export function signContrato(token: string, request: FirmaRequest): Promise<FirmaResponse> {
  return apiRequest(`${firmaPath(token)}/firmar`, { method: 'POST', body: request, schema: firmaResponseSchema, authenticated: false, timeout: 30_000 });
}

/** The contract's PDF: as shown (unsigned) or signed and sealed. */
export async function downloadFirmaPdf(token: string, which: 'documento' | 'firmado'): Promise<void> {
  const { blob, fileName } = await apiDownload(`${firmaPath(token)}/${which}`, { authenticated: false, timeout: 30_000 });
  saveFile(blob, fileName ?? (which === 'firmado' ? 'contrato_firmado.pdf' : 'contrato.pdf'));
}
