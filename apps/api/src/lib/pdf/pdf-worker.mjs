// The entry of each PDF worker thread (pdf-workers.ts): it loads the TypeScript engine through tsx,
// whatever started the process (tsx, vitest), and runs the task it is given by name.
import { tsImport } from 'tsx/esm/api';

const engine = await tsImport('./pdf-engine.ts', import.meta.url);

export default function run({ task, args }) {
  return engine[task](...args);
}
