import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import FormacionScreen from './formacion-screen';

describe('FormacionScreen', () => {
  it('shows the training offer with the side menu of spec 3 §2.8, marking the current page', () => {
    const { container } = renderScreen(<FormacionScreen />, { path: '/formacion' });

    expect(screen.getByRole('heading', { level: 1, name: 'Formación' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Formación' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Formación', '/formacion'],
      ['Píldoras formativas', '/pildorasformativas'],
      ['Otros cursos', '/contactar'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Formación' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Píldoras formativas' })).not.toHaveAttribute('aria-current');
    for (const course of ['Igualdad y prevención del acoso', 'Protección de datos para el personal', 'Desconexión digital']) {
      expect(screen.getByRole('heading', { level: 3, name: course })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Solicitar información' })).toHaveAttribute('href', '/contactar');
    expectSoundHeadingOutline(container);
  });
});
