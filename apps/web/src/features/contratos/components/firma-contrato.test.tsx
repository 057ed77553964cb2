import type { FirmaContrato as FirmaContratoData } from '@cumplia/shared/schemas/contrato';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { FirmaContrato } from './firma-contrato';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const SHA = 'a'.repeat(64);
const NEW_SHA = 'b'.repeat(64);

function contrato(overrides: Partial<FirmaContratoData> = {}): FirmaContratoData {
  return {
    status: 'PENDIENTE',
    empresa: { razonSocial: 'Transportes Ebro S.L.', nifCif: 'B12345674' },
    tool: 'LOPD',
    title: 'Contrato de prestación de servicios · LOPDGDD',
    sections: [
      { heading: 'Reunidos', blocks: [{ kind: 'data', rows: [['Razón social', 'Transportes Ebro S.L.']] }, { kind: 'paragraph', text: 'Ambas partes se reconocen la capacidad legal necesaria.' }] },
      { heading: 'Orden de domiciliación de adeudo directo SEPA (CORE)', blocks: [{ kind: 'list', items: ['Pago recurrente'] }] },
    ],
    documentSha256: SHA,
    telefono: '+34 ••• ••• 987',
    signedAt: null,
    resendAvailableAt: null,
    ...overrides,
  };
}

const render = () => renderScreen(<FirmaContrato token={TOKEN} />);

describe('the signing page', () => {
  it('shows the contract as text and signs with the code, the acceptance and the document hash', async () => {
    const downloads = captureDownloads();
    let signed = false;
    const requests = mockFetch((request) => {
      if (request.method === 'GET' && request.path === `/cumplia-core/firma/${TOKEN}`) {
        return jsonResponse(signed ? contrato({ status: 'FIRMADO', signedAt: '2026-11-23T17:00:00.000Z' }) : contrato());
      }
      if (request.path.endsWith('/codigo')) {
        return jsonResponse({ telefono: '+34 ••• ••• 987', expiresAt: '2099-01-01T00:10:00Z', resendAvailableAt: new Date(Date.now() + 60_000).toISOString(), message: 'Le hemos enviado un código de 6 cifras por SMS. Caduca en 10 minutos.' });
      }
      if (request.path.endsWith('/firmar')) {
        signed = true;
        return jsonResponse({ status: 'FIRMADO', signedAt: '2026-11-23T17:00:00.000Z', message: 'ok' });
      }
      if (request.path.endsWith('/firmado')) return new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
      return errorResponse(404, 'NOT_FOUND');
    });
    const user = userEvent.setup();
    render();

    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato de prestación de servicios · LOPDGDD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Reunidos' })).toBeInTheDocument();
    expect(screen.getByText('Ambas partes se reconocen la capacidad legal necesaria.')).toBeInTheDocument();
    expect(screen.getByTestId('document-sha256')).toHaveTextContent(SHA);
    expect(screen.getByText('+34 ••• ••• 987')).toBeInTheDocument();

    // Nothing is sent without the code and the acceptance.
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(screen.getByText('Introduzca el código de 6 cifras que ha recibido por SMS.')).toBeInTheDocument();
    expect(screen.getByText('Debe marcar la casilla de aceptación para firmar.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Le hemos enviado un código de 6 cifras por SMS. Caduca en 10 minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reenviar código \(\d+ s\)/ })).toBeDisabled();
    expect(requests.find((request) => request.path.endsWith('/codigo'))?.body).toEqual({ documentSha256: SHA });

    await user.type(screen.getByLabelText('Código recibido por SMS'), '12a3456');
    await user.click(screen.getByRole('checkbox', { name: /incluida la orden de domiciliación de adeudo directo SEPA/ }));
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato firmado' })).toBeInTheDocument();
    expect(requests.find((request) => request.path.endsWith('/firmar'))?.body).toEqual({ code: '123456', acepto: true, documentSha256: SHA });
    expect(requests.every((request) => !request.headers.has('Authorization'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Descargar contrato firmado' }));
    await waitFor(() => expect(fileNamesOf(downloads)).toEqual(['contrato_firmado.pdf']));
    // No dead end: the client's area is one tap away.
    expect(screen.getByRole('link', { name: 'Ir a su área de cliente' })).toHaveAttribute('href', '/acceso?empresa=true');
  });

  it('reloads the document when it changed since the code was sent', async () => {
    let version = SHA;
    mockFetch((request) => {
      if (request.method === 'GET') return jsonResponse(contrato({ documentSha256: version }));
      if (request.path.endsWith('/firmar')) {
        version = NEW_SHA;
        return errorResponse(409, 'DOCUMENT_CHANGED', 'El contrato ha cambiado desde que pidió el código. Revise el texto actualizado y pida un código nuevo.');
      }
      return errorResponse(500, 'INTERNAL_SERVER_ERROR');
    });
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    await waitFor(() => expect(screen.getByTestId('document-sha256')).toHaveTextContent(NEW_SHA));
  });

  it.each([
    [404, 'NOT_FOUND', 'El enlace de firma no es válido.', 'Enlace no válido'],
    [409, 'CONTRACT_LINK_EXPIRED', 'El enlace de firma ha caducado.', 'Enlace caducado'],
    [409, 'CONTRACT_CANCELLED', 'Este contrato ha sido anulado.', 'Contrato anulado'],
  ])('says so for a link answered %i %s', async (status, code, message, title) => {
    mockFetch(() => errorResponse(status, code, message));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('shows a wrong code\'s message and keeps the form', async () => {
    mockFetch((request) => {
      if (request.method === 'GET') return jsonResponse(contrato());
      return errorResponse(400, 'SIGNING_CODE_INVALID', 'El código no es correcto. Le quedan 2 intentos.');
    });
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '000000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(await screen.findByText('El código no es correcto. Le quedan 2 intentos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Firmar contrato' })).toBeInTheDocument();
  });

  it('names a new account\'s SEPA mandate as an order, not a contract, from the code to the signed page (decision 0050)', async () => {
    const mandato = (overrides: Partial<FirmaContratoData> = {}) =>
      contrato({
        tool: null,
        title: 'Orden de domiciliación de adeudo directo SEPA · nueva cuenta',
        sections: [{ heading: 'Orden de domiciliación de adeudo directo SEPA (CORE)', blocks: [{ kind: 'data', rows: [['IBAN', 'ES55 0081 0216 7800 0123 4567']] }] }],
        ...overrides,
      });
    let signed = false;
    const requests = mockFetch((request) => {
      if (request.method === 'GET') return jsonResponse(signed ? mandato({ status: 'FIRMADO', signedAt: '2026-11-23T17:00:00.000Z' }) : mandato());
      if (request.path.endsWith('/firmar')) {
        signed = true;
        return jsonResponse({ status: 'FIRMADO', signedAt: '2026-11-23T17:00:00.000Z', message: 'ok' });
      }
      return errorResponse(404, 'NOT_FOUND');
    });
    const user = userEvent.setup();
    render();

    expect(await screen.findByRole('heading', { level: 1, name: 'Orden de domiciliación de adeudo directo SEPA · nueva cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Firma electrónica de orden de domiciliación')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Firmar la orden de domiciliación' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Firmar contrato' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Código recibido por SMS'), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'He leído la orden de domiciliación de adeudo directo SEPA de la nueva cuenta y la firmo en nombre de la empresa.' }));
    await user.click(screen.getByRole('button', { name: 'Firmar orden' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Orden de domiciliación firmada' })).toBeInTheDocument();
    expect(requests.find((request) => request.path.endsWith('/firmar'))?.body).toEqual({ code: '123456', acepto: true, documentSha256: SHA });
    // Feminine agreement, and no promise of «Mis contratos», which lists the tools' contracts only.
    expect(screen.getByText(/La orden de domiciliación de la nueva cuenta de/)).toHaveTextContent('quedó firmada el');
    expect(screen.queryByText(/Mis contratos/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar la orden firmada' })).toBeInTheDocument();
  });
});
