import { Piscina, type TaskQueue } from 'piscina';
import { withCost } from './cheapest-first-queue.ts';
import { ENGINES, type EngineName } from './engines.ts';

/**
 * Where the server's build put the engines it bundled (scripts/build-server.ts), a file URL ending
 * in `/`: the build writes it into the bundle; under tsx and vitest it is not defined.
 */
declare const __BUILT_ENGINES__: string | undefined;
const builtEngines = typeof __BUILT_ENGINES__ === 'string' ? __BUILT_ENGINES__ : undefined;

/** The async functions of an engine module, by name: what its threads can be asked to run. */
type Tasks<Engine> = {
  [K in keyof Engine as Engine[K] extends (...args: never[]) => Promise<unknown> ? K : never]: Engine[K] extends (...args: infer A) => Promise<infer R> ? { args: A; result: R } : never;
};
type Returned<R> = R extends Uint8Array ? Buffer : R;

export interface EnginePool<Engine> {
  /** Runs one of the engine's functions on a thread of the pool; bytes come back as a Buffer. `cost` orders the waiting tasks where the pool has a queue that reads it. */
  run<K extends keyof Tasks<Engine>>(task: K, args: Tasks<Engine>[K]['args'], cost?: number): Promise<Returned<Tasks<Engine>[K]['result']>>;
}

/**
 * A pool of worker threads for one engine: a module of pure functions of data (no database, no
 * state beyond what they load once), CPU-bound work that on the server's own thread would hold every
 * other request behind it (decisions 0069 and 0073). Its arguments and results cross by structured
 * clone. Made on the first task; one thread stays warm a minute after the last, and idle threads
 * never keep the process alive. Inside the built server (`npm start`, the tests' server processes,
 * the benches) the threads load the engine's bundle, plain JavaScript; under tsx and vitest its
 * TypeScript through tsx (engine-worker.mjs): the same code either way (decision 0079).
 */
export function enginePool<Engine>(engine: EngineName, options: { maxThreads: number; taskQueue?: TaskQueue }): EnginePool<Engine> {
  let pool: Piscina | undefined;
  return {
    async run(task, args, cost = 0) {
      pool ??= new Piscina({
        filename: new URL('./engine-worker.mjs', import.meta.url).href,
        workerData: builtEngines ? { engine: new URL(`${engine}.mjs`, builtEngines).href, built: true } : { engine: ENGINES[engine].href },
        minThreads: 1,
        maxThreads: options.maxThreads,
        idleTimeout: 60_000,
        ...(options.taskQueue ? { taskQueue: options.taskQueue } : {}),
      });
      const result: unknown = await pool.run(withCost({ task, args }, cost));
      return (result instanceof Uint8Array ? Buffer.from(result.buffer, result.byteOffset, result.byteLength) : result) as never;
    },
  };
}
