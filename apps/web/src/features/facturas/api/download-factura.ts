import { facturaFileName, type Factura } from '@cumplia/shared/schemas/factura';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {core}/facturas/{id}/download (spec 1 §7): the client's or the gestoría's invoice, saved as Factura_{facturaId}.pdf. */
export async function downloadFactura(factura: Pick<Factura, 'id' | 'facturaId'>): Promise<void> {
  const { blob } = await apiDownload(`/cumplia-core/facturas/${encodeURIComponent(factura.id)}/download`, { timeout: 30_000 });
  saveFile(blob, facturaFileName(factura.facturaId));
}
