import { facturasExcelFileName } from '@cumplia/shared/schemas/factura';
import { madridIsoDate } from '@cumplia/shared/calendar';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { StaffFacturaFilters } from './facturas-keys';

/** GET {core}/admin/facturas/export/excel with the list's filters (spec 3 §7), saved as Facturas_{date}.xlsx. */
export async function exportFacturasExcel(filters: StaffFacturaFilters): Promise<void> {
  // A large export takes a while to be written: more time than an ordinary call.
  const { blob, fileName } = await apiDownload('/cumplia-core/admin/facturas/export/excel', { query: filters, timeout: 120_000 });
  saveFile(blob, fileName ?? facturasExcelFileName(madridIsoDate(new Date())));
}
