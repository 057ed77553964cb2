import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';

/** The download a click starts. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** The downloads one click starts (a protocol's several documents), in order. */
export async function downloadsOf(page: Page, count: number, click: () => Promise<void>): Promise<Download[]> {
  const downloads: Download[] = [];
  const done = new Promise<void>((resolve) => {
    const take = (download: Download) => {
      downloads.push(download);
      if (downloads.length === count) {
        page.off('download', take);
        resolve();
      }
    };
    page.on('download', take);
  });
  await click();
  await done;
  return downloads;
}

/** A download's bytes, read through the browser's connection (a connected browser's downloads have no local path). */
export const bytesOf = async (download: Download) => buffer(await download.createReadStream());

/** The first bytes of a download: a PDF starts with "%PDF-". */
export const magicOf = async (download: Download) => (await bytesOf(download)).subarray(0, 5).toString('latin1');

/** A downloaded Excel file, read. */
export async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await download.createReadStream());
  return workbook;
}
