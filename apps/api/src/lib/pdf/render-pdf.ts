import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { PdfDefinition } from './pdf-definition.ts';
import { inPdfWorker } from './pdf-workers.ts';

const require = createRequire(import.meta.url);
const pdfmakeVersion = (require('pdfmake/package.json') as { version: string }).version;

/** The one way to turn a document definition into PDF bytes: drawn on a worker thread (decision 0069). */
export function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  return inPdfWorker('drawPdf', definition);
}

/**
 * The identity of the PDF a definition makes, without making it: the SHA-256 of the definition
 * (data only: what our code drew from the data, running headers and footers included) and of
 * pdfmake's version. A change of the data or of the drawing code gives another; the same definition
 * draws the same document (decision 0067).
 */
export function definitionHash(definition: PdfDefinition): string {
  return createHash('sha256').update(pdfmakeVersion).update('\0').update(JSON.stringify(definition)).digest('base64url');
}
