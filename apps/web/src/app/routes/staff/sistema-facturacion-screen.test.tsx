import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeclaracionResponsable } from '@cumplia/shared/schemas/factura';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import SistemaFacturacionScreen from './sistema-facturacion-screen';
import { SUPERADMIN_AREA, WORKER_AREA } from './staff-area';

const DECLARACION: DeclaracionResponsable = {
  nombreSistema: 'Cumplia Facturación',
  idSistema: 'CF',
  version: '1.0.0',
  productor: { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123, 28009 Madrid (Madrid)' },
  componentes: ['Emisión de facturas', 'Registro de eventos'],
  soloVerifactu: false,
  multiplesObligados: false,
  modoActual: 'no-verifactu',
  firma: 'Firma electrónica XAdES enveloped (RSA-SHA256)',
  fecha: '2026-11-26',
  lugar: 'Madrid',
  texto: ['Cumplia Compliance S.L. declara bajo su responsabilidad que el sistema cumple.'],
};

const INTEGRIDAD_CON_ANOMALIAS = {
  valida: false,
  registros: 12,
  firmados: 12,
  certificadoDemo: true,
  problemas: [{ seq: 7, numSerieFactura: 'F2026-000007', problema: 'La firma del registro no es válida.' }],
  eventos: 9,
  problemasEventos: [{ seq: 4, tipoEvento: '03', problema: 'La firma del evento no es válida.' }],
};

function answer(request: { path: string }) {
  if (request.path === '/cumplia-core/admin/verifactu/declaracion') return jsonResponse(DECLARACION);
  if (request.path === '/cumplia-core/admin/verifactu/integridad') return jsonResponse(INTEGRIDAD_CON_ANOMALIAS);
  if (request.path === '/cumplia-core/admin/verifactu/requerimientos') return jsonResponse({ sinRemision: null, remisiones: [] });
  if (request.path === '/cumplia-core/admin/verifactu/declaracion.pdf')
    return new Response(new Blob(['%PDF']), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="Declaracion_responsable.pdf"' } });
  return jsonResponse({}, 404);
}

describe('/sistemafacturacionsuperadmin and /worker-sistema-facturacion, "Sistema de facturación" (issue 21)', () => {
  it('shows the declaración responsable with the mode the system works in, and downloads its PDF', async () => {
    const downloads = captureDownloads();
    const requests = mockFetch(answer);
    const user = userEvent.setup();
    renderScreen(<SistemaFacturacionScreen staffArea={SUPERADMIN_AREA} />, { path: '/sistemafacturacionsuperadmin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sistema de facturación' })).toBeInTheDocument();
    const declaracion = screen.getByRole('region', { name: 'Declaración responsable' });
    expect(await screen.findByText('CF · versión 1.0.0')).toBeInTheDocument();
    expect(declaracion).toHaveTextContent('Cumplia Compliance S.L. · NIF B12345674');
    expect(declaracion).toHaveTextContent('No VERI*FACTU');
    expect(declaracion).toHaveTextContent('Los registros solo se remiten a la AEAT cuando esta los requiere');
    expect(declaracion).toHaveTextContent('26 de noviembre de 2026, Madrid');
    expect(declaracion).toHaveTextContent('Registro de eventos');
    expect(declaracion).toHaveTextContent('declara bajo su responsabilidad');
    // Decision 0083: the superadmin answers the agency's requests here.
    const requerimientos = screen.getByRole('region', { name: 'Requerimientos de la Agencia Tributaria' });
    expect(await within(requerimientos).findByText('Aún no se ha remitido ningún requerimiento.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(fileNamesOf(downloads)).toEqual(['Declaracion_responsable.pdf']));
    expect(requests.some((request) => request.path === '/cumplia-core/admin/verifactu/declaracion.pdf')).toBe(true);
  }, 30_000);

  // Decision 0044: the chain and every signature checked on the server; anomalies listed, the demo certificate named.
  it('"Comprobar integridad" shows the anomalies found and says the records are signed with a demo certificate', async () => {
    const requests = mockFetch(answer);
    const user = userEvent.setup();
    renderScreen(<SistemaFacturacionScreen staffArea={WORKER_AREA} />, { path: '/worker-sistema-facturacion' });

    expect(screen.getByRole('button', { name: 'Exportar registro de eventos' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Comprobar integridad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Integridad de los registros de facturación' });
    expect(dialog).toHaveTextContent('Registro 7 (factura F2026-000007): La firma del registro no es válida.');
    expect(dialog).toHaveTextContent('Evento 4 (tipo 03): La firma del evento no es válida.');
    expect(dialog).toHaveTextContent('certificado de demostración');
    // The agency's requests are the superadmin's (decision 0083): not on the worker's page, nor asked for.
    expect(screen.queryByRole('region', { name: 'Requerimientos de la Agencia Tributaria' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('requerimientos'))).toBe(false);
  }, 30_000);
});
