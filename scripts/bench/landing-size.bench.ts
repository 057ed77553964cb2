import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface LandingSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * What a visitor's browser downloads to show the landing page: every script it loads, measured
 * as files, raw bytes and gzip bytes (the server gzips them). Staff and client screens are
 * split into chunks the landing page never loads.
 */
export async function measureLandingJs(url: string): Promise<LandingSize> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const bodies = [...scripts.values()];
    return {
      files: bodies.length,
      rawBytes: bodies.reduce((total, body) => total + body.length, 0),
      gzipBytes: bodies.reduce((total, body) => total + gzipSync(body).length, 0),
    };
  } finally {
    await browser.close();
  }
}
