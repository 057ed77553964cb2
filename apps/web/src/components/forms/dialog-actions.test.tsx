import { Button } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { DialogActions } from './dialog-actions';

function renderActions(props: { busy?: boolean; cancelLabel?: string } = {}) {
  const onCancel = vi.fn();
  render(
    <TestProviders>
      <DialogActions onCancel={onCancel} {...props}>
        <Button>Confirmar</Button>
      </DialogActions>
    </TestProviders>,
  );
  return onCancel;
}

describe('DialogActions', () => {
  it('shows "Cancelar" before the confirm action and calls onCancel', async () => {
    const onCancel = renderActions();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancelar', 'Confirmar']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes another cancel label, e.g. "Cerrar" once done', () => {
    renderActions({ cancelLabel: 'Cerrar' });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it('disables the cancel button while the confirm action runs', () => {
    renderActions({ busy: true });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });
});
