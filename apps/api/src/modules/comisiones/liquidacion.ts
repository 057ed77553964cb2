import type { LiquidacionFacturaRow } from './comisiones.repository.ts';

/**
 * A gestoría's liquidación of a month in cents, as the PDF and the Excel print it; the wire has it
 * in euros (`Liquidacion` of packages/shared/schemas/comision). Its own file, so that the service
 * and the two documents it renders import it without importing each other.
 */
export interface LiquidacionCents {
  mes: string;
  gestoria: { id: string; razonSocial: string; nifCif: string; comision: number };
  facturas: Array<LiquidacionFacturaRow & { comisionCents: number }>;
  baseCents: number;
  comisionCents: number;
}

/** The note under a liquidación's figures, in the PDF and in the Excel. */
export const LIQUIDACION_NOTE = 'Importes sin IVA. Las facturas anuladas no se incluyen; las rectificativas restan.';
