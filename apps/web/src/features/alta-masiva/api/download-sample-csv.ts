import { apiDownload } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';

export const SAMPLE_CSV_FALLBACK_NAME = 'ejemplo_alta_masiva.csv';

/** A JSON answer instead of the file carries the reason in its message (spec 1 §7). */
async function messageInstead(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const body = JSON.parse(await blob.text()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** GET {core}/gestorias/archivos/download-ejemplo, saved under the name the server gives. */
export async function downloadSampleCsv(): Promise<void> {
  const { blob, fileName } = await apiDownload('/cumplia-core/gestorias/archivos/download-ejemplo');
  const message = await messageInstead(blob);
  if (message) throw new ApiRequestError({ status: 200, code: 'DOWNLOAD_REFUSED', message });
  saveFile(blob, fileName ?? SAMPLE_CSV_FALLBACK_NAME);
}
