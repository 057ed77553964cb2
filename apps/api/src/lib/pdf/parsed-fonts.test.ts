import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/support/pdf-text.ts';
import { legalDocument, paragraph } from './document-frame.ts';
import { drawPdf } from './pdf-engine.ts';
import { parsedFontCount } from './parsed-fonts.ts';

const documentFor = (razonSocial: string) =>
  legalDocument({
    title: 'Política de prueba',
    holder: { razonSocial, nifCif: 'B12345674' },
    coverLines: [],
    issuer: 'Cumplia Compliance S.L.',
    withIndex: false,
    sections: [{ heading: 'Objeto', content: [paragraph(`${razonSocial} regula la desconexión digital.`)] }],
  });

// The engine runs here on the test's own thread, so the fonts it parses are counted in this module.
describe('fonts parsed once per thread', () => {
  it('parses each font of the first document and none again for the next, which still shows its own text', async () => {
    await drawPdf(documentFor('Ñandú Logística S.L.'));
    const afterFirst = parsedFontCount();
    expect(afterFirst).toBeGreaterThan(0);

    const second = await drawPdf(documentFor('Óptica Zúñiga S.A.'));
    expect(parsedFontCount()).toBe(afterFirst);
    const pages = await pdfPages(Buffer.from(second));
    expect(pages.join('\n')).toContain('Óptica Zúñiga S.A.');
    expect(pages.join('\n')).not.toContain('Ñandú');
  });

  it('gives each document the text of every glyph it writes, whatever the documents before used the glyph for', async () => {
    // "Á" is drawn with the glyph of "A" inside it: subsetting the first document makes that glyph
    // without characters, and a second document that writes "A" must still say "A" in its text.
    await drawPdf({ content: ['ÁÉ'] });
    const text = (await pdfPages(Buffer.from(await drawPdf({ content: ['Alcalá, Elche y Ávila'] })))).join('\n');
    expect(text).toContain('Alcalá, Elche y Ávila');
  });
});
