import { liquidacionFileName } from '@cumplia/shared/schemas/comision';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { LIQUIDACION_EXTENSION, type LiquidacionFormat } from './comisiones-keys';

/** GET {core}/gestorias/my/comisiones/pdf|excel?mes: the collaborator's statement, saved as Liquidacion_comisiones_{nifCif}_{mes}.pdf|.xlsx. */
export async function downloadOwnLiquidacion(nifCif: string, mes: string, format: LiquidacionFormat): Promise<void> {
  const { blob, fileName } = await apiDownload(`/cumplia-core/gestorias/my/comisiones/${format}`, { query: { mes }, timeout: 30_000 });
  saveFile(blob, fileName ?? liquidacionFileName(nifCif, mes, LIQUIDACION_EXTENSION[format]));
}
