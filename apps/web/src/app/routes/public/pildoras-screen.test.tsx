import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pildora } from '@cumplia/shared/schemas/pildoras';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import PildorasScreen from './pildoras-screen';

const PILDORAS: Pildora[] = [
  { id: '1', titulo: 'Protección de datos en el día a día', descripcion: 'Lo esencial del RGPD.', duracion: '8 min', videoUrl: '/media/pildora-1.mp4' },
  { id: '2', titulo: 'El deber de confidencialidad', descripcion: 'El compromiso que firma la plantilla.', duracion: '5 min', videoUrl: '/media/pildora-2.mp4' },
  { id: '3', titulo: 'Prevenir el acoso sexual y por razón de sexo', descripcion: 'Reconocer las conductas.', duracion: '10 min', videoUrl: null },
  { id: '4', titulo: 'Cómo presentar una denuncia interna', descripcion: 'Los pasos del procedimiento.', duracion: null, videoUrl: '/media/pildora-4.mp4' },
  { id: '5', titulo: 'El derecho a la desconexión digital', descripcion: 'El artículo 88 de la LOPDGDD.', duracion: '7 min', videoUrl: '/media/pildora-5.mp4' },
  { id: '6', titulo: 'Teletrabajo y tiempo de descanso', descripcion: 'Horarios y descansos.', duracion: '6 min', videoUrl: '/media/pildora-6.mp4' },
];

function servePildoras(answer: () => Response) {
  return mockFetch((request) => (request.path === '/cumplia-core/pildoras' ? answer() : errorResponse(404, 'NOT_FOUND')));
}

describe('PildorasScreen', () => {
  it('shows the six pills from the server, each with title, description, duration and "Ver vídeo"', async () => {
    const requests = servePildoras(() => jsonResponse(PILDORAS));
    const { container } = renderScreen(<PildorasScreen />, { path: '/pildorasformativas' });

    expect(screen.getByRole('heading', { level: 1, name: 'Píldoras formativas' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'Protección de datos en el día a día' })).toBeInTheDocument();
    expect(within(first).getByText('Lo esencial del RGPD.')).toBeInTheDocument();
    expect(within(first).getByText('Duración: 8 min')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Ver vídeo/ })).toBeEnabled();
    expect(within(cards[3]!).queryByText(/Duración/)).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/cumplia-core/pildoras']);
    expectSoundHeadingOutline(container);
  });

  it('says a pill without a video is not available yet, with its button disabled', async () => {
    servePildoras(() => jsonResponse(PILDORAS));
    renderScreen(<PildorasScreen />, { path: '/pildorasformativas' });

    const cards = await screen.findAllByRole('article');
    const withoutVideo = cards[2]!;
    expect(within(withoutVideo).getByText('Vídeo no disponible todavía')).toBeInTheDocument();
    expect(within(withoutVideo).getByRole('button', { name: /^Ver vídeo/ })).toBeDisabled();
    expect(screen.getAllByText('Vídeo no disponible todavía')).toHaveLength(1);
  });

  it('plays a video in a dialog with the browser’s own controls', async () => {
    servePildoras(() => jsonResponse(PILDORAS));
    renderScreen(<PildorasScreen />, { path: '/pildorasformativas' });

    await userEvent.click(await screen.findByRole('button', { name: 'Ver vídeo: El deber de confidencialidad' }));

    const dialog = await screen.findByRole('dialog', { name: 'El deber de confidencialidad' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/pildora-2.mp4');
    expect(video).toHaveAttribute('controls');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el vídeo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the training menu and offers a retry when the pills cannot be read', async () => {
    let calls = 0;
    servePildoras(() => (++calls === 1 ? errorResponse(500, 'INTERNAL_SERVER_ERROR') : jsonResponse(PILDORAS)));
    renderScreen(<PildorasScreen />, { path: '/pildorasformativas' });

    expect(await screen.findByText('No se pudieron cargar las píldoras formativas.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Formación' });
    expect(within(menu).getByRole('link', { name: 'Píldoras formativas' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Otros cursos' })).toHaveAttribute('href', '/contactar');

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  });
});
