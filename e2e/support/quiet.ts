import type { Page } from 'playwright-core';

/**
 * How long a screen must send no request to count as drawn. A screen's queries start when it mounts
 * and a query that needs another's answer starts within a render of it: a quarter of a second is
 * many renders. Half a second (Playwright's "networkidle") was 60 % of the axe sweep's time: measured
 * on 2026-11-29, 506 ms of the 800 ms a screen took, against 135 ms of drawing and 146 ms of axe.
 */
const QUIET_MS = 250;

/**
 * Follows the requests `page` sends, from now on and across its navigations; the function returned
 * resolves once none has been pending for QUIET_MS (or after 15 s, for a screen that polls).
 */
export function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return async () => {
    let quietSince = Date.now();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) return;
      await page.waitForTimeout(50);
    }
  };
}

/**
 * Resolves once no animation that ends is running: a dialog or drawer still fading in has
 * half-transparent text, whose contrast axe would measure mid-way. Animations that run for ever
 * (the bell's pulse) are not waited for.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
