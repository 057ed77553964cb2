import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { CheapestFirstQueue, withCost } from './cheapest-first-queue.ts';
import type { PdfDefinition } from './pdf-definition.ts';
import type * as Engine from './pdf-engine.ts';

type Task = keyof typeof Engine;
type Tasks = { [K in Task]: (typeof Engine)[K] extends (...args: infer A) => Promise<infer R> ? { args: A; result: R } : never };

let pool: Piscina | undefined;

/**
 * The pool of worker threads that draw, join and seal PDFs (pdf-engine.ts): a protocol costs up
 * to 300 ms of CPU and a signature seals a whole contract, work that on the server's own thread
 * would hold every other request behind it (decision 0069). One thread per core but one: a core is
 * left to the server's thread and the database, so that documents wait for each other, not the
 * screens for documents. Made on the first document; one thread stays warm a minute after the
 * last, and idle threads never keep the process alive. Waiting documents go cheapest first
 * (CheapestFirstQueue): a signing page's contract is not drawn behind a queue of protocols.
 */
function pdfPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    taskQueue: new CheapestFirstQueue(),
  });
  return pool;
}

/** Runs one of pdf-engine's quick functions on the pool (joining, counting, sealing: they wait for no drawing); bytes come back as a Buffer. */
export function inPdfWorker<K extends Exclude<Task, 'drawPdf'>>(task: K, ...args: Tasks[K]['args']) {
  return run(task, args, 0);
}

/**
 * Draws a document on the pool (renderPdf); `size` is the length of its definition's JSON, which
 * orders the waiting documents by what they cost to draw: measured in the tests, an invoice's is
 * some 3,000 characters, a contract's 19,500, the protocols' 16,000 (digital disconnection), 27,000
 * (harassment) and 65,000–75,000 (data protection).
 */
export function drawInPdfWorker(definition: PdfDefinition, size: number): Promise<Buffer> {
  return run('drawPdf', [definition], size);
}

async function run<K extends Task>(task: K, args: Tasks[K]['args'], cost: number): Promise<Tasks[K]['result'] extends Uint8Array ? Buffer : Tasks[K]['result']> {
  const result = (await pdfPool().run(withCost({ task, args }, cost))) as Tasks[K]['result'];
  return (result instanceof Uint8Array ? Buffer.from(result.buffer, result.byteOffset, result.byteLength) : result) as never;
}
