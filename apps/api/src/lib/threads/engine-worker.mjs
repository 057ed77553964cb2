// The entry of every engine's worker thread (engine-pool.ts): it loads the engine the pool names
// (workerData.engine) and runs the task it is given by name. Inside the built server the engine is
// bundled JavaScript, imported as it is (workerData.built); elsewhere (tsx, vitest) it is the
// TypeScript module, loaded through tsx.
import { workerData } from 'node:worker_threads';

const engine = workerData.built ? await import(workerData.engine) : await (await import('tsx/esm/api')).tsImport(workerData.engine, import.meta.url);

export default function run({ task, args }) {
  return engine[task](...args);
}
