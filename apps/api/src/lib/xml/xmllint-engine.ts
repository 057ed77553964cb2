import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * libxml2's xmllint compiled to WebAssembly (xmllint-wasm), run on the XML thread (validate-xml.ts,
 * decision 0080). The package's own `validateXML` starts a worker thread per call and compiles its
 * wasm there each time, ~0.26–0.6 s of CPU before libxml2 reads a byte; here the thread stays and
 * the wasm is compiled once, and each call still runs xmllint as a program of its own: a new
 * instance with its own memory and files, which ends with its exit code.
 */

/** A file xmllint reads from memory, by its name. */
export interface XmllintFile {
  fileName: string;
  contents: string;
}

/** What the program said: its exit code (0 valid, 3 or 4 invalid, anything else a failure) and its error output. */
export interface XmllintRun {
  exitCode: number;
  stderr: string;
}

/** The Emscripten module factory xmllint-wasm's worker script wraps: one call, one run of the program. */
type XmllintProgram = (options: {
  inputFiles: XmllintFile[];
  arguments: string[];
  print(text: string): void;
  printErr(text: string): void;
  onExit(exitCode: number): void;
  onAbort(reason: unknown): void;
  wasmMemory: WebAssembly.Memory;
  instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void): object;
}) => Promise<unknown>;

const require = createRequire(import.meta.url);

/**
 * The package's worker script: the program's factory, which it exports, and a listener on this
 * thread's parent port that answers only messages tagged as its own (none are sent here).
 */
const program = require('xmllint-wasm/xmllint-node.js') as XmllintProgram;
let compiled: Promise<WebAssembly.Module> | undefined;

/** WebAssembly pages of 64 KiB: the program starts with 16 MiB, as the package's own default. */
const INITIAL_MEMORY_PAGES = 256;

/** Runs xmllint once with `args` over `files`; `maxMemoryPages` bounds the memory it may grow to. */
export async function runXmllint(files: XmllintFile[], args: string[], maxMemoryPages: number): Promise<XmllintRun> {
  compiled ??= WebAssembly.compile(readFileSync(require.resolve('xmllint-wasm/xmllint.wasm')));
  const wasm = await compiled;
  let stderr = '';
  try {
    const exitCode = await new Promise<number>((resolve) => {
      const failed = (what: string) => (error: unknown) => {
        stderr += `${what}: ${String(error)}\n`;
        resolve(-1);
      };
      // The module's own promise rejects when the program aborts, which onAbort has already told.
      Promise.resolve(program({
        inputFiles: files,
        // A copy: the program puts its own name in front of the list it is given.
        arguments: [...args],
        print: () => undefined,
        printErr: (text) => {
          stderr += `${text}\n`;
        },
        onExit: resolve,
        onAbort: failed('WASM Abort'),
        wasmMemory: new WebAssembly.Memory({ initial: Math.min(INITIAL_MEMORY_PAGES, maxMemoryPages), maximum: maxMemoryPages }),
        instantiateWasm(imports, done) {
          WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm), failed('WASM instantiation failed'));
          return {};
        },
      })).catch(failed('xmllint failed'));
    });
    return { exitCode, stderr };
  } finally {
    // The program's exit sets the thread's exit code, as a program's would set its process's.
    process.exitCode = undefined;
  }
}
