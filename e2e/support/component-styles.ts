import type { Page } from 'playwright-core';

/**
 * The Mantine classes on the screen (`m_` and a hash, one per part of a component) that no style
 * sheet of the page names: a component drawn without its styles. Each component's sheet comes with
 * its code (apps/web/vite.config.ts, mantineStylesPerComponent; decision 0071), so a component whose
 * sheet does not travel with it shows here, `where` and the classes.
 */
export async function unstyledComponents(page: Page, where: string): Promise<string[]> {
  const missing = await page.evaluate(() => {
    const named = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const name of rule.selectorText.match(/\.m_[0-9a-f]+/g) ?? []) named.add(name.slice(1));
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const used = new Set(Array.from(document.querySelectorAll('[class*="m_"]')).flatMap((element) => Array.from(element.classList).filter((name) => /^m_[0-9a-f]+$/.test(name))));
    return [...used].filter((name) => !named.has(name)).sort();
  });
  return missing.length === 0 ? [] : [`${where}: Mantine classes without styles: ${missing.join(', ')}`];
}
