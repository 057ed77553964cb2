import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {core}/admin/verifactu/eventos (decision 0052): the event log, each event signed, saved as registro_eventos.xml. */
export async function exportRegistroEventos(): Promise<void> {
  const { blob, fileName } = await apiDownload('/cumplia-core/admin/verifactu/eventos', { timeout: 120_000 });
  saveFile(blob, fileName ?? 'registro_eventos.xml');
}
