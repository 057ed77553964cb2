import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * A search counts its matches up to this many (issue 25): beyond, the answer says "más de 1.000"
 * (`totalAcotado`) instead of counting every match of a short word over 100,000 companies.
 */
export const SEARCH_COUNT_BOUND = 1000;

/**
 * `?page=&size=` of every list call: page is 0-based (shown 1-based), size 1..100, default 10.
 * Query strings arrive as text, hence the coercion. Routes with filters `.extend()` it.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The paged answer of the spec: content plus number (0-based), size, totalPages, totalElements. */
export function pageResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    number: z.number().int().min(0),
    size: z.number().int().min(1),
    totalPages: z.number().int().min(0),
    totalElements: z.number().int().min(0),
    /** Beyond the spec: true when the matches were counted up to SEARCH_COUNT_BOUND only and there are more. */
    totalAcotado: z.boolean().optional(),
  });
}

export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalPages: number;
  totalElements: number;
  totalAcotado?: boolean;
}

/**
 * Wraps one page of rows and the total count the way every list call answers. A count that stopped
 * at `bound` (a search, SEARCH_COUNT_BOUND) answers the bound, with `totalAcotado`.
 */
export function pageOf<T>(content: T[], totalElements: number, query: PageQuery, bound?: number): Page<T> {
  const acotado = bound !== undefined && totalElements > bound;
  const total = acotado ? bound : totalElements;
  return {
    content,
    number: query.page,
    size: query.size,
    totalPages: Math.ceil(total / query.size),
    totalElements: total,
    ...(acotado ? { totalAcotado: true } : {}),
  };
}
