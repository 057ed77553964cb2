import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconCalendarEvent, IconPencil } from '@tabler/icons-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../test/phone';
import { TestProviders } from '../../test/render-app';
import { DataTable, type DataColumn } from './data-table';
import { RowAction } from './row-action';
import { RowActions } from './row-actions';

type Invoice = { id: string; empresa: string };
const INVOICES: Invoice[] = [{ id: 'F2026-000123', empresa: 'Panadería Vidal' }];

function renderList({ phone, busy = false }: { phone: boolean; busy?: boolean }) {
  onPhone(phone);
  const move = vi.fn();
  const columns: DataColumn<Invoice>[] = [
    { header: 'Empresa', cell: (invoice) => invoice.empresa },
    {
      header: 'Acciones',
      cell: (invoice) => (
        <RowActions perLine={3}>
          <RowAction label="Cambiar la fecha de cobro" item={`de la factura ${invoice.id}`} icon={IconCalendarEvent} busy={busy} onClick={() => move(invoice.id)} />
          <RowAction label="Editar" item={invoice.empresa} icon={IconPencil} to="/editar" />
        </RowActions>
      ),
    },
  ];
  render(
    <TestProviders>
      <MemoryRouter>
        <DataTable rows={INVOICES} columns={columns} rowKey={(invoice) => invoice.id} minWidth={600} />
      </MemoryRouter>
    </TestProviders>,
  );
  return move;
}

describe("a row's actions", () => {
  it('in a table are icons named after what they do to the row, their words in a tooltip', async () => {
    const move = renderList({ phone: false });
    const action = screen.getByRole('button', { name: 'Cambiar la fecha de cobro de la factura F2026-000123' });
    expect(action).toHaveTextContent('');
    expect(screen.getByRole('link', { name: 'Editar Panadería Vidal' })).toHaveAttribute('href', '/editar');
    await userEvent.click(action);
    expect(move).toHaveBeenCalledWith('F2026-000123');
  });

  it("on a phone's card show their words, which begin the name a screen reader says (WCAG 2.5.3)", async () => {
    const move = renderList({ phone: true });
    const card = screen.getByRole('listitem');
    const action = within(card).getByRole('button', { name: 'Cambiar la fecha de cobro de la factura F2026-000123' });
    expect(action).toHaveTextContent('Cambiar la fecha de cobro');
    const edit = within(card).getByRole('link', { name: 'Editar Panadería Vidal' });
    expect(edit).toHaveTextContent('Editar');
    for (const shown of [action, edit]) expect(shown.getAttribute('aria-label')!.startsWith(shown.textContent!)).toBe(true);
    await userEvent.click(action);
    expect(move).toHaveBeenCalledWith('F2026-000123');
  });

  it('take no second click while their work runs', () => {
    renderList({ phone: true, busy: true });
    expect(screen.getByRole('button', { name: 'Cambiar la fecha de cobro de la factura F2026-000123' })).toBeDisabled();
  });
});
