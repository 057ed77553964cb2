import { protocoloFileName, type ProtocolDownloadEntry } from '@cumplia/shared/schemas/protocolo';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {core}/admin/empresas/{id}/download-protocol/{type}: one protocol, saved as Protocolo_{name}_{nifCif}.pdf. */
export async function downloadProtocolo(empresaId: string, entry: ProtocolDownloadEntry, nifCif: string): Promise<void> {
  const { blob } = await apiDownload(
    `/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/download-protocol/${encodeURIComponent(entry.type)}`,
    { timeout: 30_000 },
  );
  saveFile(blob, protocoloFileName(entry.type, nifCif));
}
