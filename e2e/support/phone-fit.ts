import type { Page } from 'playwright-core';
import { TU_WORDS } from '../../apps/web/src/test/usted.ts';

/**
 * English a person could meet on a screen of Cumplia (issue 23: "Tools", "Toggle password
 * visibility"): Mantine's and the browser's defaults, and the words of a sentence left untranslated.
 * Matched as whole words, case included, so that Spanish never matches ("Cerrar", "Seleccione").
 */
const ENGLISH =
  /\b(Toggle|Close|Loading|Search|Next|Previous|Tools|tools|Open|Show|Hide|Clear|Submit|Cancel|Delete|Edit|Save|Back|Select|Remove|Download|Upload|Settings|Notifications|Dashboard|Actions|Nothing found|No options|Page|the|and|your|you)\b/;

/**
 * What keeps a screen from reading well on a phone (issue 23, decision 0049): the page wider than
 * the screen (a sideways scroll), a table on view (a list is a pile of cards up to 480 px), and
 * English or a "tú" (tu, tus, te, puedes…: decision 0054) in the text or in an accessible name
 * (aria-label, title, alt, placeholder).
 */
export async function phoneProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(({ source, tu }) => {
    const pattern = new RegExp(source);
    const tuPattern = new RegExp(tu.source, tu.flags);
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const tables = Array.from(document.querySelectorAll('table')).filter((table) => table.getClientRects().length > 0 && table.offsetWidth > 0);
    const names = Array.from(document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')).flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    const lines = [document.body.innerText, ...names].flatMap((text) => text.split('\n'));
    const english = lines.filter((line) => pattern.test(line));
    return {
      overflow,
      tables: tables.map((table) => (table.querySelector('th')?.textContent ?? table.textContent ?? '').slice(0, 40)),
      english: [...new Set(english)].map((line) => line.slice(0, 80)),
      tu: [...new Set(lines.filter((line) => tuPattern.test(line)))].map((line) => line.slice(0, 80)),
    };
  }, { source: ENGLISH.source, tu: { source: TU_WORDS.source, flags: TU_WORDS.flags } });
  return [
    ...(found.overflow > 1 ? [`${where}: ${found.overflow} px wider than the screen`] : []),
    ...found.tables.map((table) => `${where}: a table on a phone ("${table}…")`),
    ...found.english.map((line) => `${where}: English on screen or in a name: "${line}"`),
    ...found.tu.map((line) => `${where}: "tú" on screen or in a name: "${line}"`),
  ];
}

/**
 * At the end of a public page, what of the footer sits under the floating chat button or the cookie
 * notice (issue 23: nothing hidden under them): the page is scrolled to its end, the footer awaited.
 * A page may still be growing when its end is first reached (the footer's room for the dock follows
 * the dock's height one frame later; in CI's run of 2026-11-29 a check made at that moment found the
 * last line under the notice): the end is reached again until nothing is hidden, for up to 10 s, and
 * what is still hidden then is reported.
 */
export async function hiddenUnderDock(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('contentinfo').getByText(/Todos los derechos reservados/).waitFor();
  const hiddenAtEnd = () =>
    page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      if (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) return null;
      const floating = Array.from(document.querySelectorAll('[aria-label="Contactar por chat"], [aria-label="Aviso de cookies"]')).map((element) => element.getBoundingClientRect());
      const texts = Array.from(document.querySelectorAll('footer a, footer p, footer h2, footer span')).filter((element) => element.children.length === 0 && element.textContent?.trim());
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return texts.filter((element) => floating.some((rect) => overlaps(element.getBoundingClientRect(), rect))).map((element) => element.textContent!.trim());
    });
  const deadline = Date.now() + 10_000;
  let hidden = await hiddenAtEnd();
  while ((hidden === null || hidden.length > 0) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    hidden = await hiddenAtEnd();
  }
  if (hidden === null) return [`${where}: the end of the page could not be reached`];
  return hidden.map((text) => `${where}: "${text}" is under the chat button or the cookie notice`);
}
