import { Alert, Anchor } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A list opened filtered from a home's pending work (issue 23): what it shows, and the way back to
 * the whole list, the list's address without the filter.
 */
export function ListFilterNotice({ children, clearTo }: { children: ReactNode; clearTo: string }) {
  return (
    <Alert color="cumplia" variant="light" icon={<IconFilter size={18} aria-hidden />} role="status" data-testid="list-filter-notice">
      {children}{' '}
      <Anchor component={Link} to={clearTo} fw={600} size="sm">
        Ver la lista completa
      </Anchor>
    </Alert>
  );
}
