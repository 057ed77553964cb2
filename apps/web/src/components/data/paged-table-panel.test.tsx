import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { PagedTablePanel } from './paged-table-panel';

type Props = Partial<Parameters<typeof PagedTablePanel<string>>[0]>;

function renderPanel(props: Props = {}) {
  const onPageChange = vi.fn();
  const onRetry = vi.fn();
  render(
    <TestProviders>
      <PagedTablePanel<string>
        data={undefined}
        isPending={false}
        errorMessage={null}
        onRetry={onRetry}
        emptyMessage="No hay filas."
        loadingLabel="Cargando filas"
        page={0}
        onPageChange={onPageChange}
        {...props}
      >
        {(rows) => (
          <ul aria-label="Filas">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </PagedTablePanel>
    </TestProviders>,
  );
  return { onPageChange, onRetry };
}

const page = (content: string[], totalPages = 1) => ({ content, totalPages, totalElements: content.length });

describe('PagedTablePanel (spec 1 §4 "Lists": loading, then loaded, empty or error)', () => {
  it('announces the loading while the first page is on its way', () => {
    renderPanel({ isPending: true });
    expect(screen.getByLabelText('Cargando filas')).toBeInTheDocument();
    expect(screen.queryByText('No hay filas.')).not.toBeInTheDocument();
  });

  // Issue 25: a search counted up to its bound says there are more, and how to see them.
  it('says "Más de" a count that stopped at its bound', () => {
    renderPanel({ data: { content: ['a'], totalPages: 100, totalElements: 1000, totalAcotado: true }, count: (total) => `${total} filas` });
    expect(screen.getByText('Más de 1000 filas. Afine la búsqueda para ver el resto.')).toBeInTheDocument();
  });

  it('shows the empty text for a page without rows, and no pager', () => {
    renderPanel({ data: page([]) });
    expect(screen.getByText('No hay filas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Siguiente/ })).not.toBeInTheDocument();
  });

  it('shows the error with a retry when nothing was loaded', async () => {
    const { onRetry } = renderPanel({ errorMessage: 'Error al obtener las filas.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error al obtener las filas.');
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the rows it has when a later load fails', () => {
    renderPanel({ data: page(['Uno']), errorMessage: 'Error al obtener las filas.' });
    expect(screen.getByText('Uno')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the rows, the count and the pager, which moves to the next page', async () => {
    const { onPageChange } = renderPanel({ data: page(['Uno', 'Dos'], 3), count: (total) => `${total} filas` });
    expect(screen.getByRole('list', { name: 'Filas' })).toHaveTextContent('UnoDos');
    expect(screen.getByText('2 filas')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Anterior/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('disables the pager while another page is on its way', () => {
    renderPanel({ data: page(['Uno'], 3), pagerDisabled: true });
    expect(screen.getByRole('button', { name: /Siguiente/ })).toBeDisabled();
  });
});
