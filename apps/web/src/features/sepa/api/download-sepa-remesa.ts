import type { SepaRemesa } from '@cumplia/shared/schemas/sepa';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { SEPA_TIMEOUT_MS } from './sepa-file-response';

/** GET {core}/admin/facturas/sepa/remesas/{id}: a generated file again, byte for byte, under its own name. */
export async function downloadSepaRemesa(remesa: Pick<SepaRemesa, 'id' | 'fileName'>): Promise<void> {
  const { blob, fileName } = await apiDownload(`/cumplia-core/admin/facturas/sepa/remesas/${encodeURIComponent(remesa.id)}`, { timeout: SEPA_TIMEOUT_MS });
  saveFile(blob, fileName ?? remesa.fileName);
}
