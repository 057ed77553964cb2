import { protocolosZipFileName } from '@cumplia/shared/schemas/protocolo';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {core}/admin/empresas/{id}/download-protocols.zip (issue 25): the active protocols in one Protocolos_{nifCif}.zip. */
export async function downloadProtocolosZip(empresaId: string, nifCif: string): Promise<void> {
  const { blob } = await apiDownload(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/download-protocols.zip`, { timeout: 60_000 });
  saveFile(blob, protocolosZipFileName(nifCif));
}
