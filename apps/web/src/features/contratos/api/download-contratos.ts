import { z } from 'zod';
import { API_BASE, apiDownload, apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';

export const NO_CONTRATOS_MESSAGE = 'No tiene descargas de contratos asociados';
export const CONTRATOS_DOWNLOAD_ERROR_MESSAGE =
  'Error al intentar descargar los contratos. Por favor, inténtelo de nuevo más tarde';

const contratoUrlsSchema = z.array(z.string().min(1));

/** Our own API paths are fetched through the API client (session token, refresh); others are refused. */
function apiPathOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith(`${API_BASE}/`)) {
    throw new ApiRequestError({ status: 0, code: 'FOREIGN_URL', message: CONTRATOS_DOWNLOAD_ERROR_MESSAGE });
  }
  return `${parsed.pathname.slice(API_BASE.length)}${parsed.search}`;
}

/**
 * "Mis contratos" (spec 1 §7): GET {core}/pdfs/download/{companyId} answers the URLs of the
 * company's signed contracts; each is fetched with the session token and saved as contrato_N.pdf.
 * Resolves with the number of files saved; a 404 or an empty list rejects with NO_CONTRATOS_MESSAGE.
 */
export async function downloadContratos(empresaId: string): Promise<number> {
  const urls = await apiRequest(`/cumplia-core/pdfs/download/${encodeURIComponent(empresaId)}`, {
    schema: contratoUrlsSchema,
  });
  if (urls.length === 0) {
    throw new ApiRequestError({ status: 404, code: 'NOT_FOUND', message: NO_CONTRATOS_MESSAGE });
  }
  let index = 0;
  for (const url of urls) {
    index += 1;
    const { blob } = await apiDownload(apiPathOf(url), { timeout: 30_000 });
    saveFile(blob, `contrato_${index}.pdf`);
  }
  return urls.length;
}
