import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { FacturaRow } from '../../src/modules/facturas/facturas.repository.ts';

/** The issuer of the tests' invoices (a valid CIF), for services built in a test rather than by the app. */
export const SAMPLE_PROVEEDOR: Proveedor = { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'RM Madrid' };

/**
 * A two-line SEPA invoice as the PDF download renders it (an issued row and its lines): the invoice
 * document's tests and the invoice PDF benchmark (scripts/bench) draw the same one.
 */
export const SAMPLE_FACTURA: FacturaRow = {
  id: '0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11',
  serie: 'F2026',
  numero: 123,
  numeroFactura: 'F2026-000123',
  tipo: 'F1',
  rectificaId: null,
  motivoRectificacion: null,
  tipoRectificativa: null,
  baseRectificadaCents: null,
  cuotaRectificadaCents: null,
  empresaId: '6a7c2a8e-2b7b-4f7e-8d2e-1c1f7e0f0a01',
  origen: 'CONTRATO',
  origenId: null,
  fecha: '2026-03-10',
  fechaCuandoFacturar: '2026-03-17',
  metodoDePago: 'SEPA',
  facturado: false,
  facturadoAt: null,
  baseCents: 21050,
  tipoIvaPercent: 21,
  cuotaCents: 4421,
  totalCents: 25471,
  emisor: { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', email: 'hola@cumplia.es' },
  destinatario: { nombre: 'Ñandú Logística S.L.', nif: 'B87654323', direccion: 'Calle Mayor 1', codigoPostal: '46001', localidad: 'Valencia', provincia: 'Valencia' },
  anuladaAt: null,
  reembolsadaEl: null,
  reembolsoMetodo: null,
  gestoriaId: null,
  comisionBasisPoints: null,
  createdAt: new Date('2026-03-10T10:00:00Z'),
};
export const SAMPLE_LINEAS = [
  { nombreProducto: 'Protección de datos (LOPDGDD)', cantidad: 1, precioUnitarioCents: 12000, importeCents: 12000, periodoDesde: '2026-03-10', periodoHasta: '2027-03-09' },
  { nombreProducto: 'Protocolo de acoso laboral', cantidad: 1, precioUnitarioCents: 9050, importeCents: 9050, periodoDesde: '2026-03-10', periodoHasta: '2027-03-09' },
];
