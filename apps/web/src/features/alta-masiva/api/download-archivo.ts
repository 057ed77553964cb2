import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {core}/gestorias/archivos/download/{id}: an uploaded file as it was uploaded. */
export async function downloadArchivo(archivo: { id: string; nombre: string }): Promise<void> {
  const { blob, fileName } = await apiDownload(`/cumplia-core/gestorias/archivos/download/${encodeURIComponent(archivo.id)}`);
  saveFile(blob, fileName ?? archivo.nombre);
}
