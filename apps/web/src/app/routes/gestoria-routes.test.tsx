import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEmpresa, pageOf } from '../../test/empresas';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../test/heading-outline';
import { renderRoutes } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import { TEMPORARY_NOTE } from '../../components/feedback/temporary-notice';
import { storeSession } from '../../lib/auth-storage';

/** The collaborator's built screens, each with its only h1 and "Volver" (spec 1 §2.1). */
const SCREENS: [string, string][] = [
  ['/anadirclienteempresa', 'Alta de una empresa'],
  ['/editarclienteempresa?cifNif=B45678901', 'Editar empresa'],
  ['/altamasiva', 'Alta masiva'],
  ['/editarclientelistado', 'Empresas'],
  ['/empresas-sin-usuario', 'Empresas Sin Usuario'],
  ['/asignar-usuario-empresa?cifNif=B45678901', 'Asignar usuario a la empresa'],
];

describe('gestoría routes', () => {
  it.each(SCREENS)('%s shows its screen, not the placeholder', async (path, title) => {
    storeSession(makeToken({ roles: ['ROLE_MANAGEMENT'] }));
    localStorage.setItem('user', JSON.stringify({ name: 'Marta', surname: null }));
    mockFetch((request) => {
      if (request.path.startsWith('/cumplia-core/gestorias/empresas/')) return jsonResponse(makeEmpresa({ username: null }));
      if (request.path.startsWith('/cumplia-core/gestorias/')) return jsonResponse(pageOf([]));
      return errorResponse(404, 'NOT_FOUND');
    });

    renderRoutes(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Volver')).toBeInTheDocument();
    expect(screen.queryByText(TEMPORARY_NOTE)).not.toBeInTheDocument();
    expectSoundHeadingOutline(document.querySelector('main')!);
  });
});
