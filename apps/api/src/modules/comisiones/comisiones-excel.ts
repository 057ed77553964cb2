import ExcelJS from 'exceljs';
import { DATE, EUROS, HEADER, PLAIN, TOTAL_EUROS, TOTAL_TEXT, dateCell, styled } from '../../lib/excel.ts';
import { LIQUIDACION_NOTE, type LiquidacionCents } from './liquidacion.ts';

/** The percentage as a real percent cell: 1000 basis points are 0.1, shown "10,00 %". */
const PERCENT: Partial<ExcelJS.Style> = { numFmt: '0.00%' };

const COLUMNS: ReadonlyArray<{ header: string; width: number; style: Partial<ExcelJS.Style> }> = [
  { header: 'Factura', width: 18, style: PLAIN },
  { header: 'Fecha', width: 12, style: DATE },
  { header: 'Empresa', width: 40, style: PLAIN },
  { header: 'NIF/CIF', width: 13, style: PLAIN },
  { header: 'Base imponible (€)', width: 18, style: EUROS },
  { header: 'Comisión (%)', width: 13, style: PERCENT },
  { header: 'Comisión (€)', width: 15, style: EUROS },
];

/**
 * A gestoría's liquidación de comisiones as an .xlsx (a month's invoices are few: made in memory), in the
 * invoices export's styles: numbers stay numbers and dates dates; the totals row sums the columns
 * with formulas, their results stored too for readers that do not calculate.
 */
export async function liquidacionWorkbook(liquidacion: LiquidacionCents): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Cumplia';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Liquidación', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  styled(sheet.getRow(1), COLUMNS.map(() => HEADER));
  const rowStyles = COLUMNS.map((column) => column.style);

  for (const factura of liquidacion.facturas) {
    styled(
      sheet.addRow([
        factura.tipo === 'R1' ? `${factura.numeroFactura} (rectificativa)` : factura.numeroFactura,
        dateCell(factura.fecha),
        factura.destinatario.nombre,
        factura.destinatario.nif,
        factura.baseCents / 100,
        factura.comisionBasisPoints / 10_000,
        factura.comisionCents / 100,
      ]),
      rowStyles,
    );
  }

  const count = liquidacion.facturas.length;
  const last = count + 1;
  const total = (letter: string, cents: number) => (count === 0 ? 0 : { formula: `SUM(${letter}2:${letter}${last})`, result: cents / 100 });
  styled(
    sheet.addRow([`Total (${count} ${count === 1 ? 'factura' : 'facturas'})`, null, `${liquidacion.gestoria.razonSocial} · ${liquidacion.gestoria.nifCif} · ${liquidacion.mes}`, null, total('E', liquidacion.baseCents), null, total('G', liquidacion.comisionCents)]),
    [TOTAL_TEXT, TOTAL_TEXT, TOTAL_TEXT, TOTAL_TEXT, TOTAL_EUROS, TOTAL_TEXT, TOTAL_EUROS],
  );
  sheet.addRow([]);
  sheet.addRow([LIQUIDACION_NOTE]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
