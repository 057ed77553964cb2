import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/support/pdf-text.ts';
import { bullets, dataSheet, legalDocument, paragraph, subheading } from './document-frame.ts';
import { renderPdf } from './render-pdf.ts';

describe('the document frame', () => {
  it('renders a cover, an index, running headers and "Página n de m" with the sections in Spanish', async () => {
    const bytes = await renderPdf(
      legalDocument({
        title: 'Política de prueba',
        subtitle: 'Conforme al artículo 88 de la LOPDGDD',
        holder: { razonSocial: 'Ñandú Logística S.L.', nifCif: 'B12345674' },
        coverLines: ['Calle Mayor 1, 28013 Madrid'],
        issuer: 'Cumplia Compliance S.L.',
        withIndex: true,
        sections: [
          { heading: 'Objeto', content: [paragraph('Esta política regula el derecho a la desconexión digital.'), bullets(['Primera medida'])] },
          { heading: 'Ámbito', content: [subheading('Personas'), dataSheet([['Empresa', 'Ñandú Logística S.L.']])] },
        ],
      }),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Política de prueba');
    expect(pages[0]).toContain('Ñandú Logística S.L.');
    expect(pages[1]).toContain('Índice');
    expect(pages[1]).toContain('2. Ámbito');
    expect(pages[2]).toContain('1. Objeto');
    expect(pages[2]).toContain('2. Ámbito');
    expect(pages[2]).toContain('Página 3 de 3');
    expect(pages[2]).toContain('Ñandú Logística S.L. · B12345674');
  });

  it('draws on a worker thread: the server thread keeps turning while a long document is drawn', async () => {
    const long = legalDocument({
      title: 'Documento largo',
      holder: { razonSocial: 'Ñandú Logística S.L.', nifCif: 'B12345674' },
      coverLines: [],
      issuer: 'Cumplia Compliance S.L.',
      withIndex: true,
      sections: Array.from({ length: 16 }, (_, index) => ({
        heading: `Sección ${index + 1}`,
        content: Array.from({ length: 10 }, () => paragraph('La empresa garantiza el derecho a la desconexión digital de las personas trabajadoras. '.repeat(6))),
      })),
    });
    let drawn = false;
    const started = performance.now();
    const drawing = renderPdf(long).finally(() => (drawn = true));
    // Drawn on this thread, pdfmake would hold the event loop for most of the drawing in one go.
    let longestWait = 0;
    for (let last = started; !drawn; ) {
      await nextTurn();
      longestWait = Math.max(longestWait, performance.now() - last);
      last = performance.now();
    }
    const drawingTime = performance.now() - started;
    const pages = await pdfPages(await drawing);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
    expect(longestWait).toBeLessThan(drawingTime / 4);
  });

  it('serves a repeated definition from what it drew: the same bytes, a copy of its own; another definition draws another', async () => {
    const definition = (holder: string) =>
      legalDocument({ title: 'Política de prueba', holder: { razonSocial: holder, nifCif: 'B12345674' }, coverLines: [], issuer: 'Cumplia Compliance S.L.', withIndex: false, sections: [{ heading: 'Objeto', content: [paragraph('Texto.')] }] });
    const first = await renderPdf(definition('Ñandú Logística S.L.'));
    // pdfmake dates every document it draws: a second drawing would differ in its CreationDate.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await renderPdf(definition('Ñandú Logística S.L.'));
    expect(again.equals(first)).toBe(true);
    again.fill(0);
    expect((await renderPdf(definition('Ñandú Logística S.L.'))).equals(first)).toBe(true);
    const other = await renderPdf(definition('Otra Empresa S.A.'));
    expect(other.equals(first)).toBe(false);
    expect((await pdfPages(other))[0]).toContain('Otra Empresa S.A.');
  });
});
