import { describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import { pdfPages } from '../../../test/support/pdf-text.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { facturaDocument, formatEuros } from './factura-document.ts';
import type { FacturaRow } from './facturas.repository.ts';

const factura: FacturaRow = {
  id: '0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11',
  serie: 'F2026',
  numero: 123,
  numeroFactura: 'F2026-000123',
  tipo: 'F1',
  rectificaId: null,
  motivoRectificacion: null,
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
  createdAt: new Date('2026-03-10T10:00:00Z'),
};
const lineas = [
  { nombreProducto: 'Protección de datos (LOPDGDD)', cantidad: 1, precioUnitarioCents: 12000, importeCents: 12000 },
  { nombreProducto: 'Protocolo de acoso laboral', cantidad: 1, precioUnitarioCents: 9050, importeCents: 9050 },
];

/** The nodes of a document definition, depth first. */
function* nodes(content: Content): Generator<Record<string, unknown>> {
  if (Array.isArray(content)) for (const item of content) yield* nodes(item);
  else if (content && typeof content === 'object') {
    const node = content as unknown as Record<string, Content>;
    yield node;
    for (const key of ['stack', 'columns', 'content']) if (key in node) yield* nodes(node[key]!);
  }
}

describe('the invoice PDF', () => {
  it('says what RD 1619/2012 art. 6 asks: number, date, both parties with NIF and address, lines, VAT apart and the total', async () => {
    const text = (await pdfPages(await renderPdf(facturaDocument({ factura, lineas, iban: 'ES9121000418450200051332', aeatEnvironment: 'test' })))).join('\n');
    for (const expected of [
      'FACTURA',
      'F2026-000123',
      '10/03/2026',
      'Cumplia Compliance S.L.',
      'NIF: B12345674',
      'Calle de Alcalá 123',
      'Ñandú Logística S.L.',
      'NIF: B87654323',
      '46001 Valencia',
      'Protección de datos (LOPDGDD)',
      '120,00 €',
      '90,50 €',
      'Base imponible',
      '210,50 €',
      'IVA (21 %)',
      '44,21 €',
      'Total factura',
      '254,71 €',
      'Adeudo directo SEPA en la cuenta terminada en 1332, con cargo el 17/03/2026.',
      'QR tributario:',
      'VERI*FACTU',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws the QR at the top of the first page, 35 mm square at level M, pointing at the tax agency with the invoice', () => {
    const definition = facturaDocument({ factura, lineas, aeatEnvironment: 'production' });
    const qr = [...nodes(definition.content)].find((node) => 'qr' in node);
    expect(qr).toMatchObject({
      qr: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=F2026-000123&fecha=10-03-2026&importe=254.71',
      eccLevel: 'M',
    });
    expect(((qr!.fit as number) / 72) * 25.4).toBeCloseTo(35, 1);
  });

  it('writes amounts the Spanish way, thousands grouped even with four digits', () => {
    expect(formatEuros(123456)).toBe('1.234,56\u00a0€');
    expect(formatEuros(-1271)).toBe('-12,71\u00a0€');
  });

  it('names the invoice a rectifying invoice corrects and why', async () => {
    const rectificativa: FacturaRow = { ...factura, tipo: 'R1', serie: 'R2026', numeroFactura: 'R2026-000001', rectificaId: factura.id, motivoRectificacion: 'Precio acordado distinto', baseCents: -1050, cuotaCents: -221, totalCents: -1271 };
    const text = (await pdfPages(await renderPdf(facturaDocument({ factura: rectificativa, lineas: [{ ...lineas[1]!, precioUnitarioCents: -1050, importeCents: -1050 }], rectificada: factura, aeatEnvironment: 'test' })))).join('\n');
    expect(text).toContain('FACTURA RECTIFICATIVA');
    expect(text).toContain('Rectifica la factura F2026-000123 de 10/03/2026');
    expect(text).toContain('Motivo: Precio acordado distinto');
    expect(text).toContain('-12,71 €');
  });
});
