import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Keeps each font file parsed once per thread instead of once per document (decision 0069).
 *
 * pdfkit (under pdfmake) opens a font anew for every document: it reads the file and hands its
 * bytes to fontkit's `create`, which decodes the font's tables and glyphs again as the document asks
 * for them (a tenth of a protocol's CPU, measured). Neither library takes an already parsed font, and
 * fontkit's export cannot be redefined, so this module puts a copy of fontkit's exports, with a
 * `create` that keeps what it parsed by the bytes' digest, in the place of fontkit in the module
 * cache before pdfkit is loaded: pdfkit's `require('fontkit')` then gets it. The tables are only read
 * afterwards, a thread draws one document at a time, and each document gets glyph objects of its
 * own (`keptFont`), so a document is drawn as a fresh font would draw it.
 *
 * Imported for its effect, first, by pdf-engine.ts.
 */
const requireFromPdfkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'));
const fontkitPath = requireFromPdfkit.resolve('fontkit');
const fontkit = requireFromPdfkit('fontkit') as { create: (bytes: Uint8Array, postscriptName?: string) => unknown };

interface Glyph {
  id: number;
}
interface Font {
  _glyphs: Record<number, Glyph>;
  getGlyph(id: number, codePoints?: number[]): Glyph;
}

/**
 * One font as a thread keeps it: parsed once, with each glyph's decoded outline and metrics.
 *
 * A glyph object also says which characters it stands for, from the text that asked for it first,
 * and pdfkit writes that into the PDF's text layer (ToUnicode): a glyph that a previous document
 * reached only as a part of another one (the "A" inside "Á" when the font is subset) knows no
 * characters, and a later document that writes "A" would then say nothing for it. So each
 * document gets glyph objects of its own, made as a fresh font makes them, and only what they
 * decode is carried over from the documents before.
 */
function keptFont(font: Font): Font {
  const makeGlyph = font.getGlyph.bind(font);
  const decoded = new Map<number, Glyph>();
  font.getGlyph = (id, codePoints = []) => {
    const known = font._glyphs[id];
    if (known) return known;
    const glyph = makeGlyph(id, codePoints);
    const earlier = decoded.get(id);
    if (earlier) {
      for (const key of Reflect.ownKeys(earlier)) {
        if (!Object.hasOwn(glyph, key)) Object.defineProperty(glyph, key, Object.getOwnPropertyDescriptor(earlier, key)!);
      }
    }
    decoded.set(id, glyph);
    return glyph;
  };
  return font;
}

const parsed = new Map<string, Font>();

function create(bytes: Uint8Array, postscriptName?: string): Font {
  const key = `${createHash('sha256').update(bytes).digest('hex')}/${postscriptName ?? ''}`;
  let font = parsed.get(key);
  if (font === undefined) {
    font = keptFont(fontkit.create(bytes, postscriptName) as Font);
    parsed.set(key, font);
  }
  // A new document: its own glyph objects (above).
  font._glyphs = {};
  return font;
}

const cached = requireFromPdfkit.cache[fontkitPath];
if (!cached) throw new Error('fontkit no está en la caché de módulos');
cached.exports = { ...fontkit, create };

/** How many distinct fonts this thread has parsed (for the tests). */
export const parsedFontCount = (): number => parsed.size;
