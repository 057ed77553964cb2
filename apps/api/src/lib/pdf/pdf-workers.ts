import { availableParallelism } from 'node:os';
import { CheapestFirstQueue } from '../threads/cheapest-first-queue.ts';
import { enginePool } from '../threads/engine-pool.ts';
import type { PdfDefinition } from './pdf-definition.ts';
import type * as Engine from './pdf-engine.ts';

/**
 * The pool of worker threads that draw, join and seal PDFs (pdf-engine.ts): a protocol costs up
 * to 300 ms of CPU and a signature seals a whole contract, work that on the server's own thread
 * would hold every other request behind it (decision 0069). One thread per core but one: a core is
 * left to the server's thread and the database, so that documents wait for each other, not the
 * screens for documents. Waiting documents go cheapest first (CheapestFirstQueue): a signing page's
 * contract is not drawn behind a queue of protocols.
 */
const pdfPool = enginePool<typeof Engine>('pdf', {
  maxThreads: Math.max(1, availableParallelism() - 1),
  taskQueue: new CheapestFirstQueue(),
});

/** Runs one of pdf-engine's quick functions on the pool (joining, counting, sealing: they wait for no drawing); bytes come back as a Buffer. */
export function inPdfWorker<K extends Exclude<keyof typeof Engine, 'drawPdf'>>(task: K, ...args: Parameters<(typeof Engine)[K]>) {
  return pdfPool.run(task, args);
}

/**
 * Draws a document on the pool (renderPdf); `size` is the length of its definition's JSON, which
 * orders the waiting documents by what they cost to draw: measured in the tests, an invoice's is
 * some 3,000 characters, a contract's 19,500, the protocols' 16,000 (digital disconnection), 27,000
 * (harassment) and 65,000–75,000 (data protection).
 */
export function drawInPdfWorker(definition: PdfDefinition, size: number): Promise<Buffer> {
  return pdfPool.run('drawPdf', [definition], size);
}
