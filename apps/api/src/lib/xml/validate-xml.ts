import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML } from 'xmllint-wasm';

/**
 * XML Schema validation with libxml2's xmllint compiled to WebAssembly (xmllint-wasm): no native
 * build, and each run happens in a worker thread of its own, so a large file does not block the
 * event loop and a crash in libxml2 cannot take the server down (decision 0025).
 */

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
export async function validateXml(xml: string, schema: XmlSchema): Promise<XmlValidationError[]> {
  const [main, ...imported] = schema.files.map(schemaFile);
  if (!main) throw new Error('An XML schema needs at least its main file.');
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [main],
    preload: imported,
    maxMemoryPages: MAX_MEMORY_PAGES,
  });
  if (result.valid) return [];
  return result.errors
    .filter((error) => error.message.trim() !== '' && !/ fails to validate$/.test(error.rawMessage))
    .map((error) => ({
      line: error.loc?.fileName === 'document.xml' ? error.loc.lineNumber : null,
      message: error.message,
    }));
}
