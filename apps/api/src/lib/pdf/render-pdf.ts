import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type { PdfDefinition } from './pdf-definition.ts';
import { drawInPdfWorker } from './pdf-workers.ts';

const require = createRequire(import.meta.url);
const pdfmakeVersion = (require('pdfmake/package.json') as { version: string }).version;

/**
 * Documents drawn lately, by the hash of the definition they were drawn from (definitionHash): the
 * same definition draws the same document, so a repeat (a protocol downloaded again, an invoice's
 * PDF for its e-mail and its download, a service leaflet) is served without drawing it again. At
 * most 64 MB; the least recently used go first.
 */
const drawn = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (pdf) => pdf.length });
/** Drawings under way, so that two requests for one document draw it once. */
const drawing = new Map<string, Promise<Buffer>>();

/** The one way to turn a document definition into PDF bytes: drawn on a worker thread (decision 0069). */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  const json = JSON.stringify(definition);
  const key = hashOf(json);
  let pdf = drawn.get(key) ?? drawing.get(key);
  if (!pdf) {
    pdf = drawInPdfWorker(definition, json.length).finally(() => drawing.delete(key));
    drawing.set(key, pdf);
    drawn.set(key, await pdf);
  }
  // A copy: whoever receives the bytes may change them without changing the next one's.
  return Buffer.from(await pdf);
}

/**
 * The identity of the PDF a definition makes, without making it: the SHA-256 of the definition
 * (data only: what our code drew from the data, running headers and footers included) and of
 * pdfmake's version. A change of the data or of the drawing code gives another; the same definition
 * draws the same document (decision 0067).
 */
export function definitionHash(definition: PdfDefinition): string {
  return hashOf(JSON.stringify(definition));
}

const hashOf = (definitionJson: string) => createHash('sha256').update(pdfmakeVersion).update('\0').update(definitionJson).digest('base64url');
