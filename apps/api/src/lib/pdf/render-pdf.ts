import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
/** Roboto as shipped inside the pdfmake package: embedded in every PDF, never fetched. */
const fonts = require('pdfmake/fonts/Roboto.js') as Parameters<typeof pdfmake.setFonts>[0];
const fontsFolder = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

pdfmake.setFonts(fonts);
// Documents are built from our own data only: no URL is ever fetched, no file outside the fonts read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontsFolder));

/** The one way to turn a pdfmake document definition into PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return Buffer.from(await pdfmake.createPdf(definition).getBuffer());
}
