import type { ToolCode } from '@cumplia/shared/enums';
import { PROTOCOLOS } from '@cumplia/shared/schemas/protocolo';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET {core}/pdfs/empresas/my/plantillas/{lopd|acoso|desconexion} (spec 1 §7): the client's own
 * protocol, saved as plantilla_lopd.pdf, plantilla_acoso_laboral.pdf or plantilla_desconexion_digital.pdf.
 */
export async function downloadPlantilla(tool: ToolCode): Promise<void> {
  const { slug, plantillaFile } = PROTOCOLOS[tool];
  const { blob } = await apiDownload(`/cumplia-core/pdfs/empresas/my/plantillas/${slug}`, { timeout: 30_000 });
  saveFile(blob, plantillaFile);
}
