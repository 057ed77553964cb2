import type { StaffArea } from '@cumplia/shared/enums';
import { facturaFileName, type Factura } from '@cumplia/shared/schemas/factura';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {core}/admin/facturas/{id}/download or worker/… (spec 3 §7): any invoice, saved as Factura_{facturaId}.pdf. */
export async function downloadStaffFactura(area: StaffArea, factura: Pick<Factura, 'id' | 'facturaId'>): Promise<void> {
  const { blob } = await apiDownload(`/cumplia-core/${area}/facturas/${encodeURIComponent(factura.id)}/download`, { timeout: 30_000 });
  saveFile(blob, facturaFileName(factura.facturaId));
}
