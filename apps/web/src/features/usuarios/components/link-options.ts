import type { UsuarioLink } from '@cumplia/shared/schemas/usuario';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { empresaOptionsQueryOptions } from '../api/search-empresas';
import { gestoriaOptionsQueryOptions } from '../api/search-gestorias';

export type LinkKind = 'gestoria' | 'empresa';

/** Search boxes wait this long after the last key stroke (spec 2 §7). */
const SEARCH_DEBOUNCE_MS = 500;

/** "Asesoría Martínez · B87654323": what a picker shows of a company or gestoría. */
export const linkLabel = (link: UsuarioLink) => `${link.nombre} · ${link.nifCif}`;

/**
 * The options of a picker: the matches of what was typed (asked to the server 500 ms after the last
 * key stroke), after those already chosen, so a chosen one keeps its label whatever the search.
 */
export function useLinkOptions(kind: LinkKind, search: string, chosen: readonly UsuarioLink[]) {
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useQuery(kind === 'gestoria' ? gestoriaOptionsQueryOptions(debounced) : empresaOptionsQueryOptions(debounced));
  const byId = new Map<string, UsuarioLink>();
  for (const link of [...chosen, ...(query.data ?? [])]) if (!byId.has(link.id)) byId.set(link.id, link);
  return {
    links: byId,
    data: [...byId.values()].map((link) => ({ value: link.id, label: linkLabel(link) })),
    isFetching: query.isFetching,
    isError: query.isError,
  };
}
