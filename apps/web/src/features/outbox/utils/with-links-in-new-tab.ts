const BASE_TAG = '<base target="_blank">';

/**
 * The preview iframe runs without scripts; a link followed inside it would open Cumplia in a
 * crippled frame. A <base target="_blank"> makes every link of the e-mail open in a new tab, as
 * it would from a mail client.
 */
export function withLinksInNewTab(html: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${BASE_TAG}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${BASE_TAG}</head>`);
  return `${BASE_TAG}${html}`;
}
