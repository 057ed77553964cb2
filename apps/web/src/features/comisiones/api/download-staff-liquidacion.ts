import type { StaffArea } from '@cumplia/shared/enums';
import { liquidacionFileName, type ComisionResumen } from '@cumplia/shared/schemas/comision';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { LIQUIDACION_EXTENSION, type LiquidacionFormat } from './comisiones-keys';

/** GET {core}/admin/comisiones/{gestoriaId}/pdf|excel?mes or worker/…: a gestoría's statement, saved as Liquidacion_comisiones_{nifCif}_{mes}.pdf|.xlsx. */
export async function downloadStaffLiquidacion(area: StaffArea, gestoria: Pick<ComisionResumen, 'gestoriaId' | 'nifCif'>, mes: string, format: LiquidacionFormat): Promise<void> {
  // A statement is written when asked for: more time than an ordinary call, as the invoice PDFs.
  const { blob, fileName } = await apiDownload(`/cumplia-core/${area}/comisiones/${encodeURIComponent(gestoria.gestoriaId)}/${format}`, { query: { mes }, timeout: 30_000 });
  saveFile(blob, fileName ?? liquidacionFileName(gestoria.nifCif, mes, LIQUIDACION_EXTENSION[format]));
}
