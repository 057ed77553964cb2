import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { PageJump } from './page-jump';

function renderJump(totalPages: number) {
  const onJump = vi.fn();
  render(
    <TestProviders>
      <PageJump totalPages={totalPages} onJump={onJump} />
    </TestProviders>,
  );
  return onJump;
}

describe('PageJump (spec 2 §5 "Page jump input")', () => {
  it('goes to the page typed, one-based on screen, zero-based for the list', async () => {
    const onJump = renderJump(4);
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de página' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Ir' }));
    expect(onJump).toHaveBeenCalledWith(2);
    expect(screen.queryByText('Número de página inválido.')).not.toBeInTheDocument();
  });

  it.each(['0', '5', 'dos', '1.5', ''])('refuses %j with the spec text', async (typed) => {
    const onJump = renderJump(4);
    if (typed) await userEvent.type(screen.getByRole('textbox', { name: 'Número de página' }), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Ir' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Número de página inválido.');
    expect(onJump).not.toHaveBeenCalled();
  });
});
