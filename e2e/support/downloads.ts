import { readFileSync } from 'node:fs';
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

export const bytesOf = async (download: Download) => readFileSync(await download.path());

/** The first bytes of a download: a PDF starts with "%PDF-". */
export const magicOf = async (download: Download) => (await bytesOf(download)).subarray(0, 5).toString('latin1');
