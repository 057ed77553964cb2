import { describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import { firstPageQrText } from '../../../test/support/pdf-qr.ts';
import { pdfPages } from '../../../test/support/pdf-text.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import { facturaDocument, ownAmounts } from './factura-document.ts';
import type { FacturaRow } from './facturas.repository.ts';
import { SAMPLE_FACTURA, SAMPLE_LINEAS } from '../../../test/support/sample-factura.ts';

const factura = SAMPLE_FACTURA;
const lineas = SAMPLE_LINEAS;

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
    const text = (await pdfPages(await renderPdf(facturaDocument({ factura, lineas, iban: 'ES9121000418450200051332', aeatEnvironment: 'test', modo: 'verifactu' })))).join('\n');
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
      // RD 1619/2012 art. 6.1.f: the period billed, on each line.
      'Periodo del servicio: del 10/03/2026 al 09/03/2027',
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

  // RD 1007/2023 art. 16 and Orden HAC/1177/2024 arts. 20–21: only a system that sends every record
  // prints "VERI*FACTU"; one that does not points its QR at ValidarQRNoVerifactu (decision 0044).
  it('in non-VERI*FACTU mode has no VERI*FACTU legend or agency wording, and its QR decodes to ValidarQRNoVerifactu', async () => {
    const bytes = await renderPdf(facturaDocument({ factura, lineas, aeatEnvironment: 'test', modo: 'no-verifactu', registroMercantil: 'Registro Mercantil de Madrid, hoja M-1' }));
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toContain('QR tributario:');
    expect(text).toContain('Cumplia Compliance S.L., Registro Mercantil de Madrid, hoja M-1.');
    expect(text).not.toMatch(/VERI\*?FACTU/i);
    expect(text).not.toContain('1007/2023');
    expect(text).not.toMatch(/verificable|Agencia Tributaria|AEAT/i);
    expect(await firstPageQrText(bytes)).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=B12345674&numserie=F2026-000123&fecha=10-03-2026&importe=254.71');
  });

  it('in VERI*FACTU mode prints the legend under the QR, which decodes to ValidarQR', async () => {
    const bytes = await renderPdf(facturaDocument({ factura, lineas, aeatEnvironment: 'production', modo: 'verifactu' }));
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toMatch(/QR tributario:\s*VERI\*FACTU/);
    expect(await firstPageQrText(bytes)).toBe('https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=F2026-000123&fecha=10-03-2026&importe=254.71');
  });

  it('draws the QR at the top of the first page, 35 mm square at level M, pointing at the tax agency with the invoice', () => {
    const definition = facturaDocument({ factura, lineas, aeatEnvironment: 'production', modo: 'verifactu' });
    const qr = [...nodes(definition.content)].find((node) => 'qr' in node);
    expect(qr).toMatchObject({
      qr: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=F2026-000123&fecha=10-03-2026&importe=254.71',
      eccLevel: 'M',
    });
    expect(((qr!.fit as number) / 72) * 25.4).toBeCloseTo(35, 1);
  });

  it('writes amounts the Spanish way, thousands grouped even with four digits', async () => {
    const grande: FacturaRow = { ...factura, baseCents: 123456, cuotaCents: 25926, totalCents: 149382 };
    const linea = { ...lineas[0]!, precioUnitarioCents: 123456, importeCents: 123456 };
    const text = (await pdfPages(await renderPdf(facturaDocument({ factura: grande, lineas: [linea], aeatEnvironment: 'test', modo: 'verifactu' })))).join('\n');
    expect(text).toContain('1.234,56 €');
    expect(text).toContain('259,26 €');
    expect(text).toContain('1.493,82 €');
  });

  // Orden HAC/1177/2024 art. 21 and the agency's QR specification: "importe" is the record's
  // ImporteTotal, which for a substitution is the corrected invoice whole, not the row's difference
  // (decision 0045). 254,71 € replaced by 217,80 € (180 € + 37,80 €): the row is worth −36,91 €.
  it("a substitution's QR carries the corrected invoice's total, the record's ImporteTotal, not the difference", async () => {
    const sustitucion: FacturaRow = {
      ...factura,
      tipo: 'R4',
      serie: 'R2026',
      numeroFactura: 'R2026-000002',
      rectificaId: factura.id,
      motivoRectificacion: 'Precio equivocado',
      tipoRectificativa: 'S',
      baseRectificadaCents: 21050,
      cuotaRectificadaCents: 4421,
      baseCents: 18000 - 21050,
      cuotaCents: 3780 - 4421,
      totalCents: 21780 - 25471,
    };
    expect(ownAmounts(sustitucion)).toEqual({ sustitucion: true, baseCents: 18000, cuotaCents: 3780, totalCents: 21780 });
    const bytes = await renderPdf(facturaDocument({ factura: sustitucion, lineas: [{ ...lineas[0]!, precioUnitarioCents: 18000, importeCents: 18000 }], rectificada: factura, aeatEnvironment: 'test', modo: 'verifactu' }));
    expect(await firstPageQrText(bytes)).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=R2026-000002&fecha=10-03-2026&importe=217.80');
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toMatch(/Total factura\s*217,80 €/);
    expect(text).toMatch(/Factura rectificada\s*-254,71 €/);
    expect(text).toMatch(/Diferencia\s*-36,91 €/);
  });

  it('names the invoice a rectifying invoice corrects and why', async () => {
    const rectificativa: FacturaRow = { ...factura, tipo: 'R1', serie: 'R2026', numeroFactura: 'R2026-000001', rectificaId: factura.id, motivoRectificacion: 'Precio acordado distinto', baseCents: -1050, cuotaCents: -221, totalCents: -1271 };
    const text = (await pdfPages(await renderPdf(facturaDocument({ factura: rectificativa, lineas: [{ ...lineas[1]!, precioUnitarioCents: -1050, importeCents: -1050 }], rectificada: factura, aeatEnvironment: 'test', modo: 'verifactu' })))).join('\n');
    expect(text).toContain('FACTURA RECTIFICATIVA');
    expect(text).toContain('Rectifica la factura F2026-000123 de 10/03/2026');
    expect(text).toContain('Motivo: Precio acordado distinto');
    expect(text).toContain('-12,71 €');
  });
});
