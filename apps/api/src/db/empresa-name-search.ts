import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from './database.ts';
import { escapeLike } from './escape-like.ts';

/**
 * A company whose trading or legal name contains `text`, in any case: the column `busqueda` holds
 * both names lower-cased as the row was written, with a trigram index (migration 0032, decision
 * 0065), so this is `(nombre_comercial || ' ' || razon_social) ILIKE '%text%'` without lower-casing
 * every row it looks at. The company lists, the invoices' and the renewals' searches use it.
 *
 * Given `common` (`commonNameSample`), a search of several words looks the rarest word up in the
 * index and checks the whole text on the rows found (`strpos`, the same test as the LIKE without
 * wildcards). The trigram index answers a LIKE by walking the posting list of every trigram of the
 * pattern at each candidate row: a word in most names ("comercial", "sociedad") makes that walk
 * cover nearly the whole index, 4 ms and more of a search that needs 0.2 ms without it (decision
 * 0065). Which word is rarest is what PostgreSQL's own statistics say: the names of its sample.
 */
export const empresaNameContains = (text: string, common?: NameSample): SQL => {
  const { like, whole } = nameSearchOf(text, common);
  return nameMatches(like, whole);
};

/**
 * The values of a name search (empresaNameContains): the LIKE pattern of the text, or of its rarest
 * word with the whole text to check (`whole`) when `common` picks one.
 */
export function nameSearchOf(text: string, common?: NameSample): { like: string; whole?: string } {
  const word = common ? rarestWord(text, common) : undefined;
  return word ? { like: `%${escapeLike(word)}%`, whole: text } : { like: `%${escapeLike(text)}%` };
}

/** The condition of a name search from its values, or from placeholders for them (a statement made once per shape). */
export function nameMatches(like: string | Placeholder, whole?: string | Placeholder): SQL {
  if (whole === undefined) return sql`"empresas"."busqueda" like lower(${like})`;
  return sql`("empresas"."busqueda" like lower(${like}) and strpos("empresas"."busqueda", lower(${whole})) > 0)`;
}

/** Lower-cased names of the planner's sample of `empresas.busqueda` (pg_stats). */
export type NameSample = readonly string[];

/**
 * The word of `text` found in the fewest names of the sample (the longest among equals), when
 * `text` has several words the index can look up (three letters or more); undefined otherwise.
 */
export function rarestWord(text: string, sample: NameSample): string | undefined {
  const words = text.split(/\s+/).filter((word) => word.length >= 3);
  if (words.length < 2) return undefined;
  const inNames = (word: string) => {
    const lower = word.toLowerCase();
    return sample.reduce((found, name) => (name.includes(lower) ? found + 1 : found), 0);
  };
  return words
    .map((word) => ({ word, names: inNames(word) }))
    .reduce((best, next) => (next.names < best.names || (next.names === best.names && next.word.length > best.word.length) ? next : best)).word;
}

const SAMPLE_TTL_MS = 10 * 60 * 1000;
const samples = new WeakMap<Executor, { at: number; sample: Promise<NameSample> }>();

/**
 * The planner's sample of the names (the histogram and most common values PostgreSQL keeps for
 * `busqueda` after ANALYZE), read once per database handle and again every ten minutes; empty
 * before the table has been analysed.
 */
export function commonNameSample(db: Executor): Promise<NameSample> {
  const kept = samples.get(db);
  if (kept && Date.now() - kept.at < SAMPLE_TTL_MS) return kept.sample;
  const sample = db
    .execute(
      sql`select coalesce(histogram_bounds::text::text[], '{}') || coalesce(most_common_vals::text::text[], '{}') as names
          from pg_stats where schemaname = current_schema() and tablename = 'empresas' and attname = 'busqueda'`,
    )
    .then((result) => ((result as unknown as { rows: Array<{ names: string[] }> }).rows[0]?.names ?? []) as NameSample)
    .catch(() => [] as NameSample);
  samples.set(db, { at: Date.now(), sample });
  return sample;
}
