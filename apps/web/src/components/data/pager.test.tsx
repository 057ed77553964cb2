import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { Pager } from './pager';

function renderPager(listTop: number) {
  const onChange = vi.fn();
  render(
    <TestProviders>
      <section data-testid="list">
        <Pager page={1} totalPages={5} onChange={onChange} />
      </section>
    </TestProviders>,
  );
  vi.spyOn(screen.getByTestId('list'), 'getBoundingClientRect').mockReturnValue({ top: listTop } as DOMRect);
  return onChange;
}

describe('Pager', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the reader back to the top of a list scrolled past, below the sticky header', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onChange = renderPager(-900);
    expect(screen.getByText('Página 2 de 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(scrollTo).toHaveBeenCalledWith({ top: window.scrollY - 900 - 72 });
  });

  it('leaves the page where it is when the list\'s top is in view', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const onChange = renderPager(120);
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onChange).toHaveBeenCalledWith(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
