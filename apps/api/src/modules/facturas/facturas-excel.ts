import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { METODO_DE_PAGO_LABELS, facturaTipoLabel } from '@cumplia/shared/schemas/factura';
import { DATE, EUROS, HEADER, PLAIN, TOTAL_EUROS, TOTAL_TEXT, dateCell, styled } from '../../lib/excel.ts';
import type { FacturaListRow } from './facturas-list.repository.ts';

const COLUMNS: ReadonlyArray<{ header: string; width: number; style: Partial<ExcelJS.Style> }> = [
  { header: 'Número', width: 22, style: PLAIN },
  { header: 'Fecha', width: 12, style: DATE },
  { header: 'Empresa', width: 40, style: PLAIN },
  { header: 'NIF/CIF', width: 13, style: PLAIN },
  { header: 'Método de pago', width: 17, style: PLAIN },
  { header: 'Cuenta (IBAN)', width: 28, style: PLAIN },
  { header: 'Fecha de cobro', width: 15, style: DATE },
  { header: 'Remesado', width: 10, style: PLAIN },
  { header: 'Base imponible (€)', width: 18, style: EUROS },
  { header: 'IVA (€)', width: 14, style: EUROS },
  { header: 'Importe (€)', width: 16, style: EUROS },
  { header: 'Tipo', width: 40, style: PLAIN },
];
/** Columns I, J, K: base, VAT, total. */
const AMOUNT_COLUMNS = ['I', 'J', 'K'] as const;

/**
 * Writes the invoices as an .xlsx to `out` with exceljs's streaming writer: each batch of rows is
 * committed (written to the zip and forgotten) before the next is read, so memory stays flat
 * however many invoices there are. Cancelled invoices are listed and marked, and left out of the
 * totals row, which sums the amounts with formulas (their results stored too, for readers that do
 * not calculate).
 */
export async function writeFacturasWorkbook(batches: AsyncIterable<FacturaListRow[]>, out: Writable, options: { generatedOn: string }): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Cumplia';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Facturas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  styled(sheet.getRow(1), COLUMNS.map(() => HEADER));
  const rowStyles = COLUMNS.map((column) => column.style);

  const sums = { base: 0, iva: 0, total: 0 };
  let rowCount = 0;
  for await (const rows of batches) {
    for (const row of rows) {
      const anulada = row.anuladaAt !== null;
      styled(
        sheet.addRow([
          anulada ? `${row.numeroFactura} (anulada)` : row.numeroFactura,
          dateCell(row.fecha),
          row.empresa.razonSocial,
          row.empresa.nifCif,
          METODO_DE_PAGO_LABELS[row.empresa.metodoDePago],
          row.empresa.numCuenta,
          dateCell(row.fechaCuandoFacturar),
          row.facturado ? 'Sí' : 'No',
          row.baseCents / 100,
          row.cuotaCents / 100,
          row.totalCents / 100,
          // A rectifying invoice with its own label and the invoice it corrects (issue 21).
          row.rectifica ? `${facturaTipoLabel(row.tipo)} de ${row.rectifica}` : facturaTipoLabel(row.tipo),
        ]),
        rowStyles,
      );
      rowCount += 1;
      if (!anulada) {
        sums.base += row.baseCents;
        sums.iva += row.cuotaCents;
        sums.total += row.totalCents;
      }
    }
    // Let the zip stream flush what it has before the next batch is read.
    await nextTurn();
  }

  const last = rowCount + 1;
  // Cancelled rows are marked "(anulada)" in column A: the formula leaves them out as the stored result does.
  const total = (letter: string, cents: number) => (rowCount === 0 ? 0 : { formula: `SUMIF(A2:A${last},"<>*(anulada)",${letter}2:${letter}${last})`, result: cents / 100 });
  styled(
    sheet.addRow([
      `Total (${rowCount} ${rowCount === 1 ? 'factura' : 'facturas'})`,
      null,
      `Generado el ${options.generatedOn.split('-').reverse().join('/')}`,
      null,
      null,
      null,
      null,
      null,
      total(AMOUNT_COLUMNS[0], sums.base),
      total(AMOUNT_COLUMNS[1], sums.iva),
      total(AMOUNT_COLUMNS[2], sums.total),
      null,
    ]),
    [...COLUMNS.slice(0, 8).map(() => TOTAL_TEXT), TOTAL_EUROS, TOTAL_EUROS, TOTAL_EUROS, TOTAL_TEXT],
  );
  sheet.commit();
  await workbook.commit();
}
