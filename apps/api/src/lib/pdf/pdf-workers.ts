import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
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
 * last, and idle threads never keep the process alive.
 */
function pdfPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
  });
  return pool;
}

/** Runs one of pdf-engine's functions on the pool; bytes come back as a Buffer. */
export async function inPdfWorker<K extends Task>(task: K, ...args: Tasks[K]['args']): Promise<Tasks[K]['result'] extends Uint8Array ? Buffer : Tasks[K]['result']> {
  const result = (await pdfPool().run({ task, args })) as Tasks[K]['result'];
  return (result instanceof Uint8Array ? Buffer.from(result.buffer, result.byteOffset, result.byteLength) : result) as never;
}
