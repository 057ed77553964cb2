import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The data a page drawn by the server came with (decision 0072): the answers of the calls its screen
 * makes first, as the query cache holds them, in a JSON element of the page (never run as a
 * script). The app starts with them in its cache, so that it draws the page the server drew without
 * asking for them again.
 */
export type PageQueries = Array<[QueryKey, unknown]>;

const PAGE_DATA_ID = 'page-data';

/** The page's data element for `queries`; `<` is escaped so that no text in the data can end the element. */
export function pageDataElement(queries: PageQueries): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(queries).replaceAll('<', '\\u003c')}</script>`;
}

/** Puts the data the page came with, if any, in the app's query cache. */
export function seedQueriesFromPage(queryClient: QueryClient, page: Document = document): void {
  const element = page.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  for (const [queryKey, data] of JSON.parse(element.textContent) as PageQueries) queryClient.setQueryData(queryKey, data);
}
