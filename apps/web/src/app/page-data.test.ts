import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { pageDataElement, seedQueriesFromPage } from './page-data';

const pageWith = (body: string) => new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');

describe('the data a page drawn by the server came with', () => {
  it('reaches the query cache as it was drawn, even text that would end the element', () => {
    const contrato = { title: 'Contrato', sections: [{ heading: '</script><script>alert(1)</script>' }] };
    const element = pageDataElement([[['firma', 'abc'], contrato]]);
    // Nothing in the data can close the element early: the page holds one script element, of data.
    expect(element.match(/<\/script>/g)).toHaveLength(1);

    const page = pageWith(`<div id="root"></div>${element}`);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    const queryClient = createQueryClient();
    seedQueriesFromPage(queryClient, page);
    expect(queryClient.getQueryData(['firma', 'abc'])).toEqual(contrato);
  });

  it('leaves the cache empty for a page that came without data', () => {
    const queryClient = createQueryClient();
    seedQueriesFromPage(queryClient, pageWith('<div id="root"></div>'));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
