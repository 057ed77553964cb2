import type { DrawnPage } from '@cumplia/shared/drawn-page';

/**
 * The web app's page for an address, with the files of that address's screen named in it.
 *
 * The app's screens are separate chunks, loaded once the app's entry has run and found the route; on
 * a phone that is one more wait of a round trip per batch of files after the entry. For the pages a
 * visitor opens cold (the landing, a signing link, the e-mails' links, the login), the build lists
 * each screen's files (`dist/.vite/page-preloads.json`, apps/web/vite.config.ts) and the page sent
 * for that address names them (`modulepreload`, and the screen's styles), so the browser fetches them
 * beside the entry. What the app then imports is what the browser already holds (docs/decisions/0070).
 */

export interface PagePreload {
  /** The address, `:name` standing for one segment ("/firma/:token"). */
  path: string;
  scripts: string[];
  styles: string[];
  /** The API calls the screen makes first, `:name` filled from the address ("/api/…/firma/:token"). */
  fetches?: string[];
  /**
   * The app's markup at this address, drawn at build for a page that is the same for every visitor
   * (the landing): the page shows it before the scripts arrive, and the app hydrates it (decision 0072).
   */
  markup?: string;
}

/**
 * The values the segments `:name` of `pattern` ("/firma/:token") take in `path` ("/firma/abc", as
 * the router decoded it), or undefined if it is not that address.
 */
export function pathParams(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':') && given[index] !== '') params[segment.slice(1)] = given[index]!;
    else if (segment !== given[index]) return undefined;
  }
  return params;
}

/** `template` ("/api/…/firma/:token") with each `:name` segment replaced by its value in `params`. */
const filled = (template: string, params: Record<string, string>) =>
  template
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
    .join('/');

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const EMPTY_ROOT = '<div id="root"></div>';

/** `indexHtml` with the page's files named before `</head>`, as Vite names the entry's own, and its markup, if drawn at build, in `#root`. */
function withPreloads(indexHtml: string, page: Omit<PagePreload, 'path'>): string {
  const { markup } = page;
  if (markup !== undefined && !indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} for a prerendered page`);
  const html = markup === undefined ? indexHtml : indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  // The style sheets first: a page drawn ahead is painted once they are in, and over HTTP/1.1's six
  // connections the browser asks for the files in the order the page names them (decision 0072).
  const links = [
    ...page.styles.map((file) => `<link rel="stylesheet" crossorigin href="${attribute(file)}">`),
    ...(page.fetches ?? []).map((url) => `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">`),
    ...page.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`),
  ];
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * The page to send for each address: index.html with the files of the cold page it is, or as it is.
 * `preloads` is the build's list (none for a build without it). A page `drawn` for the request comes
 * with its markup and data, and without the preloads of its first calls, whose answers it holds.
 */
export function pagesFor(indexHtml: string, preloads: PagePreload[]): (path: string, drawn?: DrawnPage) => string {
  const pages = preloads.map((page) => ({ page, html: page.fetches?.length ? undefined : withPreloads(indexHtml, page) }));
  return (path, drawn) => {
    for (const { page, html } of pages) {
      const params = pathParams(page.path, path);
      if (!params) continue;
      if (drawn) return withPreloads(indexHtml, { ...page, fetches: [], markup: drawn.markup ?? page.markup }).replace('</body>', () => `${drawn.data}\n  </body>`);
      return html ?? withPreloads(indexHtml, { ...page, fetches: page.fetches!.map((template) => filled(template, params)) });
    }
    return indexHtml;
  };
}
