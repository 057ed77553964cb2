import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from './escape-like.ts';

/**
 * A company whose trading or legal name contains `text`, in any case: the column `busqueda` holds
 * both names lower-cased as the row was written, with a trigram index (migration 0032, decision
 * 0065), so this is `(nombre_comercial || ' ' || razon_social) ILIKE '%text%'` without lower-casing
 * every row it looks at. The company lists, the invoices' and the renewals' searches use it.
 */
export const empresaNameContains = (text: string): SQL => sql`"empresas"."busqueda" like lower(${`%${escapeLike(text)}%`})`;
