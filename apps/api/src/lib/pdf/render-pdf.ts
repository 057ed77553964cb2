import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
/** Roboto as shipped inside the pdfmake package: embedded in every PDF, never fetched. */
const fonts = require('pdfmake/fonts/Roboto.js') as Parameters<typeof pdfmake.setFonts>[0];
const fontsFolder = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

const pdfmakeVersion = (require('pdfmake/package.json') as { version: string }).version;

pdfmake.setFonts(fonts);
// Documents are built from our own data only: no URL is ever fetched, no file outside the fonts read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontsFolder));

/** The one way to turn a pdfmake document definition into PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return Buffer.from(await pdfmake.createPdf(definition).getBuffer());
}

/**
 * The identity of the PDF a definition makes, without making it: the SHA-256 of the definition
 * (what our code drew from the data, with the source of its functions, such as page footers) and of
 * pdfmake's version. A change of the data or of the drawing code gives another; the same definition
 * draws the same document (decision 0067).
 */
export function definitionHash(definition: TDocumentDefinitions): string {
  const json = JSON.stringify(definition, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value));
  return createHash('sha256').update(pdfmakeVersion).update('\0').update(json).digest('base64url');
}
