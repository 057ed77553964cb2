import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {core}/admin/verifactu/declaracion.pdf (decision 0052): the declaración responsable, saved as Declaracion_responsable.pdf. */
export async function downloadDeclaracionResponsable(): Promise<void> {
  const { blob, fileName } = await apiDownload('/cumplia-core/admin/verifactu/declaracion.pdf', { timeout: 30_000 });
  saveFile(blob, fileName ?? 'Declaracion_responsable.pdf');
}
