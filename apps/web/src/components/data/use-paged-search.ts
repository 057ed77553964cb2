import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** Search boxes debounce 500 ms (spec 1 §4 "Lists", §9). */
export const SEARCH_DEBOUNCE_MS = 500;

export type PagedSearch<Filters extends Record<string, string>> = {
  /** What the boxes show, updated on every key stroke. */
  inputs: Filters;
  /** What the list asks for: filters trimmed, applied 500 ms after the last key stroke. */
  query: Filters & { page: number };
  setInput: (name: keyof Filters, value: string) => void;
  setPage: (page: number) => void;
};

function trimmed<Filters extends Record<string, string>>(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value.trim()])) as Filters;
}

/**
 * The state of a searchable, paged list: the search boxes apply 500 ms after the last key stroke
 * and send the list back to its first page; changing page keeps the filters.
 */
export function usePagedSearch<Filters extends Record<string, string>>(initial: Filters): PagedSearch<Filters> {
  const [inputs, setInputs] = useState(initial);
  const [query, setQuery] = useState({ ...trimmed(initial), page: 0 });

  const apply = useDebouncedCallback((next: Filters) => {
    const filters = trimmed(next);
    setQuery((current) => {
      const unchanged = Object.entries(filters).every(([key, value]) => current[key] === value);
      return unchanged ? current : { ...filters, page: 0 };
    });
  }, SEARCH_DEBOUNCE_MS);

  const setInput = (name: keyof Filters, value: string) => {
    const next = { ...inputs, [name]: value };
    setInputs(next);
    apply(next);
  };

  const setPage = (page: number) => setQuery((current) => ({ ...current, page }));

  return { inputs, query, setInput, setPage };
}
