import type ExcelJS from 'exceljs';

/**
 * The cells' styles, one object each, shared by every cell that has it: exceljs's style table
 * remembers a style object it has seen (a WeakMap by identity), so a shared object is looked up once
 * instead of being turned into XML again for every cell, which was half of the export's time
 * (docs/decisions/0027). Spanish formats: the numbers stay numbers and the dates dates, so the sheet
 * adds and sorts.
 */
export const PLAIN: Partial<ExcelJS.Style> = {};
export const DATE: Partial<ExcelJS.Style> = { numFmt: 'dd/mm/yyyy' };
export const EUROS: Partial<ExcelJS.Style> = { numFmt: '#,##0.00 "€";-#,##0.00 "€"' };
export const HEADER: Partial<ExcelJS.Style> = { font: { bold: true, color: { argb: 'FFFFFFFF' } }, fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1C4F82' } } };
export const TOTAL_TEXT: Partial<ExcelJS.Style> = { font: { bold: true } };
export const TOTAL_EUROS: Partial<ExcelJS.Style> = { ...EUROS, font: { bold: true } };

/** "2026-03-10" as a date cell: midnight UTC, which is how Excel's serial dates count. */
export const dateCell = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Gives a row's cells their styles, in column order, and commits the row (a streaming writer writes it out). */
export function styled(row: ExcelJS.Row, styles: ReadonlyArray<Partial<ExcelJS.Style>>) {
  styles.forEach((style, index) => {
    row.getCell(index + 1).style = style;
  });
  row.commit();
}
