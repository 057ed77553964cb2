import { describe, expect, it } from 'vitest';
import { pagesFor, pathParams, type PagePreload } from './page-preloads.ts';

const INDEX = '<html>\n  <head>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head>\n  <body></body>\n</html>';

const PRELOADS: PagePreload[] = [
  { path: '/', scripts: ['/assets/landing-1.js', '/assets/Grid-1.js'], styles: ['/assets/landing-1.css'] },
  { path: '/firma/:token', scripts: ['/assets/firma-1.js'], styles: [], fetches: ['/api/cumplia-core/firma/:token'] },
];

describe('the page sent for an address', () => {
  const pageFor = pagesFor(INDEX, PRELOADS);

  it("names the landing's screen files in its head, before the entry has run", () => {
    const html = pageFor('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Grid-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-1.css">');
    expect(html.indexOf('landing-1.js')).toBeLessThan(html.indexOf('</head>'));
    // The style sheets, which the first paint waits for, are asked for first.
    expect(html.indexOf('landing-1.css')).toBeLessThan(html.indexOf('landing-1.js'));
    expect(html).not.toContain('firma-1.js');
  });

  it("names the signing page's files and its first call, with the link's own token", () => {
    const html = pageFor('/firma/AbC_123-x');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/cumplia-core/firma/AbC_123-x">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/firma-1.js">');
    expect(html).not.toContain('landing-1.js');
  });

  it('keeps a token that is not a plain word inside the address and the attribute', () => {
    const html = pageFor('/firma/a"b<c%zz');
    expect(html).toContain('href="/api/cumplia-core/firma/a%22b%3Cc%25zz"');
    expect(html).not.toContain('a"b');
  });

  it('sends index.html as built for any other address', () => {
    for (const path of ['/aviso-legal', '/firma', '/firma/', '/firma/abc/extra', '/iniciosuperadmin']) expect(pageFor(path)).toBe(INDEX);
  });

  it("puts a page's markup drawn at build in its #root, as drawn, and only in that page", () => {
    const withRoot = INDEX.replace('<body></body>', '<body><div id="root"></div></body>');
    // Replacement patterns ($&, $1) must reach the page as they are written.
    const markup = '<header><h1>Cumplia</h1></header><style>.a{--x:"$&$1"}</style>';
    const pages = pagesFor(withRoot, [{ ...PRELOADS[0]!, markup }, PRELOADS[1]!]);
    expect(pages('/')).toContain(`<div id="root">${markup}</div>`);
    expect(pages('/')).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    expect(pages('/firma/x')).toContain('<div id="root"></div>');
    expect(pages('/aviso-legal')).toBe(withRoot);
  });

  it('sends a page drawn for the request with its markup and data, without preloading the call it answers', () => {
    const withRoot = INDEX.replace('<body></body>', '<body><div id="root"></div></body>');
    const drawn = { markup: '<article>Contrato</article>', data: '<script type="application/json" id="page-data">[]</script>' };
    const html = pagesFor(withRoot, PRELOADS)('/firma/abc', drawn);
    expect(html).toContain('<div id="root"><article>Contrato</article></div>');
    expect(html.indexOf(drawn.data)).toBeGreaterThan(html.indexOf('</div>'));
    expect(html.indexOf(drawn.data)).toBeLessThan(html.indexOf('</body>'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/firma-1.js">');
    expect(html).not.toContain('as="fetch"');
    // Drawn without markup (the browser draws it), the page still carries the data.
    const dataOnly = pagesFor(withRoot, PRELOADS)('/firma/abc', { data: drawn.data });
    expect(dataOnly).toContain('<div id="root"></div>');
    expect(dataOnly).toContain(drawn.data);
  });

  it('refuses a markup it has no empty #root to put in', () => {
    expect(() => pagesFor(INDEX, [{ ...PRELOADS[0]!, markup: '<h1>Cumplia</h1>' }])).toThrow('has no <div id="root"></div>');
  });

  it('sends index.html as built when the build lists no page', () => {
    expect(pagesFor(INDEX, [])('/')).toBe(INDEX);
  });
});

describe('pathParams', () => {
  it('gives the segments a pattern names, or nothing for another address', () => {
    expect(pathParams('/firma/:token', '/firma/xyz')).toEqual({ token: 'xyz' });
    expect(pathParams('/', '/')).toEqual({});
    expect(pathParams('/', '/acceso')).toBeUndefined();
    expect(pathParams('/firma/:token', '/firma/')).toBeUndefined();
  });
});
