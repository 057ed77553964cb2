import { describe, expect, it } from 'vitest';
import { validateXml } from '../xml/validate-xml.ts';
import { huella } from './huella.ts';
import { asAnterior, chainRecord, verifyChain, type AltaDraft, type RegistroFacturacion } from './registro.ts';
import { registrosXml } from './registro-xml.ts';
import { sistemaInformatico } from './sistema-informatico.ts';
import { SUMINISTRO_LR_SCHEMA } from './verifactu-schemas.ts';

const NIF = 'B12345674';

function altaDraft(numero: number, fecha: string, baseCents: number, generado: string): AltaDraft {
  return {
    tipo: 'alta',
    factura: { idEmisorFactura: NIF, numSerieFactura: `F2026-${String(numero).padStart(6, '0')}`, fechaExpedicionFactura: fecha },
    tipoFactura: 'F1',
    nombreRazonEmisor: 'Cumplia Compliance S.L.',
    descripcionOperacion: 'Protocolo de protección de datos (LOPDGDD)',
    destinatario: { nombreRazon: 'Ñandú Logística & Hijos S.L.', nif: 'A58818501' },
    desglose: [{ tipoImpositivoPercent: 21, baseImponibleCents: baseCents, cuotaRepercutidaCents: Math.round(baseCents * 0.21) }],
    rectificacion: null,
    fechaHoraHusoGenRegistro: generado,
  };
}

/** Three invoices issued, the second cancelled, a fourth issued, and a rectifying one for the first. */
function sampleChain(): RegistroFacturacion[] {
  const records: RegistroFacturacion[] = [];
  const push = (record: RegistroFacturacion) => records.push(record);
  const last = () => records.at(-1) ?? null;
  push(chainRecord(altaDraft(1, '2026-11-02', 12_000, '2026-11-02T10:00:00+01:00'), last()));
  push(chainRecord(altaDraft(2, '2026-11-02', 9_000, '2026-11-02T10:00:01+01:00'), last()));
  push(chainRecord(altaDraft(3, '2026-11-03', 9_000, '2026-11-03T09:15:00+01:00'), last()));
  push(chainRecord({ tipo: 'anulacion', factura: records[1]!.factura, fechaHoraHusoGenRegistro: '2026-11-04T12:00:00+01:00' }, last()));
  push(chainRecord(altaDraft(4, '2026-11-05', 21_000, '2026-11-05T08:00:00+01:00'), last()));
  push(
    chainRecord(
      {
        ...altaDraft(1, '2026-11-06', -2_000, '2026-11-06T08:00:00+01:00'),
        factura: { idEmisorFactura: NIF, numSerieFactura: 'R2026-000001', fechaExpedicionFactura: '2026-11-06' },
        tipoFactura: 'R1',
        rectificacion: { tipoRectificativa: 'I', facturasRectificadas: [records[0]!.factura] },
      },
      last(),
    ),
  );
  return records;
}

describe('the chain of records', () => {
  it('starts with no previous record, then each record names the one before and hashes over its hash', () => {
    const [first, second, , anulacion, after] = sampleChain();
    expect(first?.anterior).toBeNull();
    expect(first?.huella).toMatch(/^[0-9A-F]{64}$/);
    expect(second?.anterior).toEqual({ idEmisorFactura: NIF, numSerieFactura: 'F2026-000001', fechaExpedicionFactura: '2026-11-02', huella: first?.huella });
    // A cancellation names the cancelled invoice; the next record names it through that invoice.
    expect(anulacion?.factura.numSerieFactura).toBe('F2026-000002');
    expect(after?.anterior).toEqual({ ...anulacion?.factura, huella: anulacion?.huella });
  });

  it('takes the totals from the breakdown and hashes them', () => {
    const [first] = sampleChain();
    expect(first).toMatchObject({ cuotaTotalCents: 2_520, importeTotalCents: 14_520 });
    expect(first?.huella).toBe(
      huella({ tipo: 'alta', factura: first!.factura, tipoFactura: 'F1', cuotaTotalCents: 2_520, importeTotalCents: 14_520, huellaAnterior: null, fechaHoraHusoGenRegistro: '2026-11-02T10:00:00+01:00' }),
    );
  });

  it('verifies a run of issued and cancelled invoices from first to last', () => {
    const chain = sampleChain();
    expect(verifyChain(chain)).toEqual({ valid: true, count: 6 });
    // From a known point on: the rest of the chain, given the record before it.
    expect(verifyChain(chain.slice(3), asAnterior(chain[2]!))).toEqual({ valid: true, count: 3 });
    expect(verifyChain(chain.slice(3))).toEqual({ valid: false, index: 0, problem: 'ANTERIOR_MISMATCH' });
  });

  it('breaks at a changed amount, a changed date, a removed record, a swap, or totals unlike the breakdown', () => {
    const chain = sampleChain();
    const changedAmount = chain.map((record, index) => (index === 2 && record.tipo === 'alta' ? { ...record, importeTotalCents: record.importeTotalCents + 1 } : record));
    expect(verifyChain(changedAmount)).toEqual({ valid: false, index: 2, problem: 'HUELLA_MISMATCH' });

    const changedDate = chain.map((record, index) => (index === 3 ? { ...record, fechaHoraHusoGenRegistro: '2026-11-04T12:00:01+01:00' } : record));
    expect(verifyChain(changedDate)).toEqual({ valid: false, index: 3, problem: 'HUELLA_MISMATCH' });

    expect(verifyChain([...chain.slice(0, 2), ...chain.slice(3)])).toEqual({ valid: false, index: 2, problem: 'ANTERIOR_MISMATCH' });
    expect(verifyChain([chain[0]!, chain[2]!, chain[1]!, ...chain.slice(3)])).toEqual({ valid: false, index: 1, problem: 'ANTERIOR_MISMATCH' });

    const changedBreakdown = chain.map((record, index) =>
      index === 4 && record.tipo === 'alta' ? { ...record, desglose: [{ tipoImpositivoPercent: 21, baseImponibleCents: 1, cuotaRepercutidaCents: 0 }] } : record,
    );
    expect(verifyChain(changedBreakdown)).toEqual({ valid: false, index: 4, problem: 'TOTALES_MISMATCH' });
  });

  it('refuses an issuer NIF or an invoice number the agency would not take', () => {
    const draft = altaDraft(1, '2026-11-02', 100, '2026-11-02T10:00:00+01:00');
    expect(() => chainRecord({ ...draft, factura: { ...draft.factura, idEmisorFactura: 'B1234567' } }, null)).toThrow(RangeError);
    expect(() => chainRecord({ ...draft, factura: { ...draft.factura, numSerieFactura: 'F2026-Ñ1' } }, null)).toThrow(RangeError);
    expect(() => chainRecord({ ...draft, desglose: [] }, null)).toThrow(RangeError);
  });
});

// SuministroInformacion.xsd: NombreRazonEmisor and IDDestinatario/NombreRazon are TextMax120Type,
// DescripcionOperacion TextMax500Type (xs:maxLength counts characters, not bytes or UTF-16 units).
// The company's razonSocial may have up to 255: the record carries it cut, the invoice keeps it whole.
describe("the record's text within the agency's limits", () => {
  const characters = (text: string) => Array.from(text).length;
  /** 136 characters whose 120th and 121st are one "é" written as e + U+0301; then an emoji (two UTF-16 units, four UTF-8 bytes). */
  const longName = `${'Ñ'.repeat(119)}e\u0301😀${'á'.repeat(14)}`;
  /** 483 characters, then 20 emoji: 500 characters keep 17 whole emoji, where `.slice(0, 500)` (UTF-16 units) would end in half of one. */
  const longDescription = `${'Protección de datos, '.repeat(23)}${'😀'.repeat(20)} y más`;

  it('cuts NombreRazonEmisor and NombreRazon to 120 characters and DescripcionOperacion to 500 before the huella, never inside a character', async () => {
    const draft = altaDraft(1, '2026-11-02', 12_000, '2026-11-02T10:00:00+01:00');
    expect(characters(longName)).toBe(136);
    const registro = chainRecord({ ...draft, nombreRazonEmisor: longName, descripcionOperacion: longDescription, destinatario: { nombreRazon: longName, nif: 'A58818501' } }, null);
    expect(registro.tipo).toBe('alta');
    if (registro.tipo !== 'alta') return;
    for (const name of [registro.nombreRazonEmisor, registro.destinatario!.nombreRazon]) {
      expect(characters(name)).toBeLessThanOrEqual(120);
      // The "é" written as e and its accent is kept or dropped whole: no e without its accent, no half emoji.
      expect(name).toBe('Ñ'.repeat(119));
      expect(longName.startsWith(name)).toBe(true);
    }
    expect(characters(registro.descripcionOperacion)).toBe(500);
    expect(registro.descripcionOperacion.length).toBe(483 + 17 * 2);
    expect(longDescription.startsWith(registro.descripcionOperacion)).toBe(true);
    expect(registro.descripcionOperacion).not.toMatch(/[\ud800-\udbff]$/);
    // The stored record is what is hashed and what is sent: its chain verifies, and its message is valid.
    expect(verifyChain([registro])).toEqual({ valid: true, count: 1 });
    const envelope = { obligadoEmision: { nombreRazon: 'Cumplia Compliance S.L.', nif: NIF }, sistemaInformatico: sistemaInformatico({ nombre: 'Cumplia Compliance S.L.', nif: NIF }, '1') };
    expect(await validateXml(registrosXml(envelope, [registro]), SUMINISTRO_LR_SCHEMA)).toEqual([]);
  });

  it('leaves text within the limits as it is, and drops characters XML 1.0 cannot carry', () => {
    const draft = altaDraft(1, '2026-11-02', 12_000, '2026-11-02T10:00:00+01:00');
    const exact = 'Ñ'.repeat(119) + '😀';
    const registro = chainRecord({ ...draft, destinatario: { nombreRazon: exact, nif: 'A58818501' }, descripcionOperacion: 'Línea\u0001 uno\u000b' }, null);
    if (registro.tipo !== 'alta') throw new Error('alta expected');
    expect(registro.destinatario!.nombreRazon).toBe(exact);
    expect(registro.nombreRazonEmisor).toBe(draft.nombreRazonEmisor);
    expect(registro.descripcionOperacion).toBe('Línea uno');
  });
});
