import { LoadingOverlay, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { Pager } from './pager';

/** The part of a page answer the panel reads (spec 1 §3 "Page response"). */
type PageOf<Row> = { content: readonly Row[]; totalPages: number; totalElements: number; totalAcotado?: boolean };

type PagedTablePanelProps<Row> = {
  /** The page shown; undefined while the first one loads or when it failed. */
  data: PageOf<Row> | undefined;
  isPending: boolean;
  /** Shown when loading failed and there is nothing to show instead; null shows nothing. */
  errorMessage: string | null;
  onRetry?: () => void;
  emptyMessage: string;
  /** What the loader announces, e.g. "Cargando empresas". */
  loadingLabel: string;
  /** Zero-based, as the API counts. */
  page: number;
  onPageChange: (page: number) => void;
  /** While another page is on its way. */
  pagerDisabled?: boolean;
  /** Above the table, e.g. "3 empresas". */
  count?: (total: number) => string;
  /** The table of the page's rows. */
  children: (rows: readonly Row[]) => ReactNode;
};

/**
 * A list of the spec (spec 1 §4 "Lists"): loading, then the table with its pager, the empty text,
 * or the error with a retry.
 */
export function PagedTablePanel<Row>({
  data,
  isPending,
  errorMessage,
  onRetry,
  emptyMessage,
  loadingLabel,
  page,
  onPageChange,
  pagerDisabled = false,
  count,
  children,
}: PagedTablePanelProps<Row>) {
  return (
    <Paper withBorder p="md" pos="relative" mih={180}>
      <LoadingOverlay visible={isPending} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ role: 'progressbar', 'aria-label': loadingLabel }} />
      {!data && errorMessage && <ErrorState message={errorMessage} onRetry={onRetry} />}
      {data && data.content.length === 0 && <EmptyState message={emptyMessage} />}
      {data && data.content.length > 0 && (
        <>
          {count && (
            <Text size="sm" c="dimmed" mb="xs">
              {/* A search counted up to its bound (issue 25): "Más de 1.000 empresas", and how to see the rest. */}
              {data.totalAcotado ? `Más de ${count(data.totalElements)}. Afine la búsqueda para ver el resto.` : count(data.totalElements)}
            </Text>
          )}
          {children(data.content)}
          <Pager page={page} totalPages={data.totalPages} onChange={onPageChange} disabled={pagerDisabled} />
        </>
      )}
    </Paper>
  );
}
