import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { contratoSections, renderContratoPdf, type ContratoDocumentInput } from './contrato-document.ts';
import { mandateReferenceOf } from './contratos.service.ts';

const config = loadConfig({});

function input(overrides: Partial<ContratoDocumentInput['empresa']> = {}, tool: ContratoDocumentInput['tool'] = 'LOPD'): ContratoDocumentInput {
  const contratoId = '0b9c7a52-3f1e-4c1a-9d2b-6a7e8f901234';
  return {
    contratoId,
    proveedor: {
      nombre: config.PROVIDER_NAME,
      nif: config.PROVIDER_NIF,
      direccion: config.PROVIDER_ADDRESS,
      codigoPostal: config.PROVIDER_POSTAL_CODE,
      localidad: config.PROVIDER_CITY,
      provincia: config.PROVIDER_PROVINCE,
      telefono: config.PROVIDER_PHONE,
      email: config.PROVIDER_INBOX,
      registroMercantil: config.PROVIDER_REGISTRY,
    },
    creditorId: config.PROVIDER_SEPA_CREDITOR_ID,
    empresa: {
      razonSocial: 'Ñandú Logística S.L.',
      nifCif: 'B12345674',
      tipo: 'E',
      nombre: 'Begoña Íñiguez Sáez',
      dni: '12345678Z',
      direccion: 'Calle Mayor 1',
      codigoPostal: '50180',
      localidad: 'Utebo',
      provincia: 'Zaragoza',
      email: 'begona@nandu.es',
      telefono: '+34654321987',
      metodoDePago: 'SEPA',
      numCuenta: 'ES9121000418450200051332',
      ...overrides,
    },
    tool,
    precioCents: 9_000,
    mandateReference: overrides.metodoDePago && overrides.metodoDePago !== 'SEPA' ? null : mandateReferenceOf(contratoId, tool),
    issuedAt: new Date('2026-11-23T10:00:00Z'),
  };
}

/** ISO 7064 MOD 97-10 over the identifier without its business code, as the SEPA rulebook checks AT-02. */
function creditorIdIsValid(id: string): boolean {
  const rearranged = `${id.slice(7)}${id.slice(0, 4)}`;
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

describe('the contract document', () => {
  it('is a service contract with the company, the price and VAT, the term, the DPA and the SEPA mandate', async () => {
    const text = (await pdfText(await renderContratoPdf(input({}, 'ACOSO')))).replace(/\s+/g, ' ');
    for (const expected of [
      'Contrato de prestación de servicios · Acoso Laboral',
      'Ñandú Logística S.L.',
      'Begoña Íñiguez Sáez, con NIF 12345678Z',
      'Cumplia Compliance S.L.',
      '90,00 €',
      '18,90 €',
      '108,90 €',
      '+34 654 321 987',
      'Emitido el 23 de noviembre de 2026',
      'duración de un año',
      'renovará automáticamente',
      'artículo 48 de la Ley Orgánica 3/2007',
      'Encargo del tratamiento de datos personales (art. 28 RGPD)',
      'plazo máximo de 48 horas',
      'Orden de domiciliación de adeudo directo SEPA (CORE)',
      'ES11000B12345674',
      'CUMPLIA-ACOSO-0B9C7A523F1E4C1A',
      'ES91 2100 0418 4502 0005 1332',
      'Pago recurrente',
      'ocho semanas',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes the company\'s town with its province apart, in the parties, the mandate and the place of signing (decision 0057)', () => {
    const text = JSON.stringify(contratoSections(input()));
    // Domicilio of the CLIENTE and Dirección del deudor of the mandate.
    expect(text.match(/Calle Mayor 1, 50180 Utebo \(Zaragoza\)/g)).toHaveLength(2);
    expect(text).toContain('["Lugar de firma","Utebo"]');
    // A company that has not given its town yet: the province in its place, as before.
    const withoutTown = JSON.stringify(contratoSections(input({ localidad: '' })));
    expect(withoutTown).toContain('Calle Mayor 1, 50180 Zaragoza"');
    expect(withoutTown).toContain('["Lugar de firma","Zaragoza"]');
  });

  it('leaves the mandate out when the company does not pay by direct debit', () => {
    const sections = contratoSections(input({ metodoDePago: 'TRANSFERENCIA', numCuenta: 'ES0000000000000000000000' }));
    const text = JSON.stringify(sections);
    expect(text).not.toContain('SEPA');
    expect(text).toContain('transferencia bancaria');
  });

  it('has a valid default creditor identifier and a mandate reference the scheme accepts', () => {
    expect(creditorIdIsValid(config.PROVIDER_SEPA_CREDITOR_ID)).toBe(true);
    expect(creditorIdIsValid('ES12000B12345674')).toBe(false);
    const reference = mandateReferenceOf('0b9c7a52-3f1e-4c1a-9d2b-6a7e8f901234', 'DIGITAL');
    expect(reference.length).toBeLessThanOrEqual(35);
    expect(reference).toMatch(/^[A-Z0-9-]+$/);
  });
});
