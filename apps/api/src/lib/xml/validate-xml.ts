import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryPages } from 'xmllint-wasm';
import { enginePool } from '../threads/engine-pool.ts';
import type * as Engine from './xmllint-engine.ts';

/**
 * XML Schema validation with libxml2's xmllint compiled to WebAssembly (xmllint-wasm): no native
 * build (decision 0025). It runs on a thread of its own, so a large file does not block the event
 * loop, and each run is a program of its own there whose failure is an exit code, not the server's
 * (xmllint-engine.ts, decision 0080). One thread: a validation waits for the one before it, as the
 * files staff make and the messages sent to the agency come one at a time.
 */
const xmlPool = enginePool<typeof Engine>('xml', { maxThreads: 1 });

/** An XSD and the files it imports or includes, which xmllint reads from memory by file name. */
export interface XmlSchema {
  /** The schema to validate against: its file, then every file it imports, by their own names. */
  readonly files: readonly URL[];
}

export interface XmlValidationError {
  /** The line of the XML document, when libxml2 gave one. */
  readonly line: number | null;
  readonly message: string;
}

/** libxml2 keeps the whole document and its tree in memory (a 10,000-payment SEPA file is ~9 MB); the limit is a ceiling, not an allocation. */
const MAX_MEMORY_PAGES = memoryPages.GiB;

/** The name the document is given among xmllint's files. */
const DOCUMENT = 'document.xml';

/** An error line of xmllint: `file:line: message`. */
const LOCATED = /^([^:]+):(\d+):(.*)$/;

/** The schemas' text, read once per process: they are small and never change while it runs. */
const loaded = new Map<string, { fileName: string; contents: string }>();

function schemaFile(url: URL) {
  const key = url.href;
  let file = loaded.get(key);
  if (!file) {
    const path = fileURLToPath(url);
    file = { fileName: basename(path), contents: readFileSync(path, 'utf8') };
    loaded.set(key, file);
  }
  return file;
}

/**
 * Validates `xml` against `schema`; an empty list means it is valid. A document that is not even
 * well-formed XML gives its parse errors the same way. Rejects only when xmllint itself fails (a
 * broken schema, memory exhausted).
 */
/** libxml2's message without the namespaces it spells out in full: "Element 'NombreRazon': [facet 'maxLength'] …". */
export const schemaMessage = (message: string) => message.replace(/\{[^}]*\}/g, '').trim();

export async function validateXml(xml: string, schema: XmlSchema): Promise<XmlValidationError[]> {
  const [main, ...imported] = schema.files.map(schemaFile);
  if (!main) throw new Error('An XML schema needs at least its main file.');
  const { exitCode, stderr } = await xmlPool.run('runXmllint', [[{ fileName: DOCUMENT, contents: xml }, main, ...imported], ['--schema', main.fileName, '--noout', DOCUMENT], MAX_MEMORY_PAGES]);
  if (exitCode === 0) return [];
  // xmllint's exit codes: 3 the document fails the schema, 4 it could not be read (not well formed); any other is its own failure.
  if (exitCode !== 3 && exitCode !== 4) throw Object.assign(new Error(stderr), { code: exitCode });
  return stderr
    .split('\n')
    // Not the summary of the document, nor the caret xmllint draws under a quoted line to point at a parse error.
    .filter((line) => line.trim() !== '' && !/ (fails to validate|validates)$/.test(line) && !/^\s*\^$/.test(line))
    .map((line) => {
      const located = LOCATED.exec(line);
      return located ? { line: located[1] === DOCUMENT ? Number(located[2]) : null, message: located[3]!.trim() } : { line: null, message: line };
    });
}
