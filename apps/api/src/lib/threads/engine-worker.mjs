// The entry of every engine's worker thread (engine-pool.ts): it loads the TypeScript engine named by
// the pool (workerData.engine) through tsx, whatever started the process (tsx, vitest), and runs the
// task it is given by name.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const engine = await tsImport(workerData.engine, import.meta.url);

export default function run({ task, args }) {
  return engine[task](...args);
}
