import { within } from '@testing-library/react';

/** The column headers of `table`, in order. */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}
