import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyIndependently } from '../../../test/support/xades-verify.ts';
import { generateSelfSignedCertificate } from '../pki/self-signed-certificate.ts';
import { validateXml } from '../xml/validate-xml.ts';
import { chainEvento, EVENTO_SIGNATURE_PARENT, eventoAnterior, eventoProblem, eventosPorTipo, huellaEventoText, registroEventoXml, type EventoDraft } from './evento.ts';
import { firmanteDePkcs12, firmarXades, verificarXades, type Firmante } from './firma-xades.ts';
import { sistemaInformatico } from './sistema-informatico.ts';
import { EVENTOS_SIF_SCHEMA } from './verifactu-schemas.ts';

const base = {
  sistemaInformatico: sistemaInformatico({ nombre: 'Cumplia Compliance S.L.', nif: 'B12345674' }, '1'),
  obligadoEmision: { nombreRazon: 'Cumplia Compliance S.L.', nif: 'B12345674' },
  otrosDatos: null,
} as const;

const inicio: EventoDraft = { ...base, tipoEvento: '01', fechaHoraHusoGenEvento: '2026-11-26T10:00:00+01:00', datos: null };
const lanzamiento: EventoDraft = {
  ...base,
  tipoEvento: '03',
  fechaHoraHusoGenEvento: '2026-11-26T10:05:00+01:00',
  datos: { tipo: 'LanzamientoRegFacturacion', huellas: 25, firmas: 25, cadena: 25 },
};
const anomalia: EventoDraft = {
  ...base,
  tipoEvento: '04',
  fechaHoraHusoGenEvento: '2026-11-26T10:05:01+01:00',
  datos: { tipo: 'AnomaliaRegFacturacion', tipoAnomalia: '01', otrosDatos: 'La huella no corresponde a los datos del registro.', registro: { idEmisorFactura: 'B12345674', numSerieFactura: 'F2026-000007', fechaExpedicionFactura: '2026-11-20' } },
};
const exportacion: EventoDraft = {
  ...base,
  tipoEvento: '08',
  fechaHoraHusoGenEvento: '2026-11-26T10:06:00+01:00',
  datos: {
    tipo: 'ExportacionRegFacturacion',
    desde: '2026-11-20T09:00:00+01:00',
    hasta: '2026-11-21T09:00:00+01:00',
    inicial: { idEmisorFactura: 'B12345674', numSerieFactura: 'F2026-000007', fechaExpedicionFactura: '2026-11-20', huella: 'A'.repeat(64) },
    final: { idEmisorFactura: 'B12345674', numSerieFactura: 'R2026-000001', fechaExpedicionFactura: '2026-11-21', huella: 'B'.repeat(64) },
    altas: 2,
    sumaCuotaCents: 0,
    sumaImporteCents: 0,
    anulaciones: 0,
  },
};

const resumen: EventoDraft = {
  ...base,
  tipoEvento: '10',
  fechaHoraHusoGenEvento: '2026-11-26T16:00:00+01:00',
  datos: {
    tipo: 'ResumenEventos',
    eventos: eventosPorTipo({ '01': 1, '03': 1, '08': 2 }),
    inicial: { idEmisorFactura: 'B12345674', numSerieFactura: 'F2026-000007', fechaExpedicionFactura: '2026-11-26', huella: 'A'.repeat(64) },
    final: { idEmisorFactura: 'B12345674', numSerieFactura: 'R2026-000001', fechaExpedicionFactura: '2026-11-26', huella: 'B'.repeat(64) },
    altas: 2,
    sumaCuotaCents: -221 + 2100,
    sumaImporteCents: -1271 + 12100,
    anulaciones: 1,
  },
};
/** A period without events or records: the summary is made all the same (Orden HAC/1177/2024 art. 9.2). */
const resumenVacio: EventoDraft = {
  ...base,
  tipoEvento: '10',
  fechaHoraHusoGenEvento: '2026-11-26T22:00:00+01:00',
  datos: { tipo: 'ResumenEventos', eventos: eventosPorTipo({}), inicial: null, final: null, altas: 0, sumaCuotaCents: 0, sumaImporteCents: 0, anulaciones: 0 },
};

let firmante: Firmante;
beforeAll(async () => {
  const { p12, passphrase } = generateSelfSignedCertificate('Cumplia Compliance S.L. (certificado de demostración)', 'Cumplia Compliance S.L.');
  firmante = await firmanteDePkcs12(p12, passphrase);
});

// Orden HAC/1177/2024 art. 9 (registro de eventos) and its annex; EventosSIF.xsd.
describe('the event log (RegistroEvento)', () => {
  it('hashes the fields the agency lists, the previous event\'s hash included, in SHA-256 upper-case hex', () => {
    const first = chainEvento(inicio, null);
    expect(huellaEventoText({ ...first })).toBe(
      'NIF=B12345674&ID=&IdSistemaInformatico=CU&Version=1.0&NumeroInstalacion=1&NIF=B12345674&TipoEvento=01&HuellaEvento=&FechaHoraHusoGenEvento=2026-11-26T10:00:00+01:00',
    );
    expect(first.huellaEvento).toBe(createHash('sha256').update(huellaEventoText(first)).digest('hex').toUpperCase());
    const second = chainEvento(lanzamiento, eventoAnterior(first));
    expect(huellaEventoText(second)).toContain(`&TipoEvento=03&HuellaEvento=${first.huellaEvento}&`);
    expect(eventoProblem(second, first)).toBeNull();
    expect(eventoProblem({ ...second, fechaHoraHusoGenEvento: '2026-11-26T10:05:02+01:00' }, first)).toBe('HUELLA_MISMATCH');
    const other = chainEvento(anomalia, null);
    expect(eventoProblem(second, other)).toBe('ANTERIOR_MISMATCH');
  });

  it('writes each type Cumplia records, signed inside Evento, valid against EventosSIF.xsd and verified by an independent verifier', async () => {
    let anterior = null;
    for (const draft of [inicio, lanzamiento, anomalia, exportacion, resumen, resumenVacio]) {
      const evento = chainEvento(draft, anterior);
      anterior = eventoAnterior(evento);
      const signed = await firmarXades(registroEventoXml(evento), firmante, new Date(), EVENTO_SIGNATURE_PARENT);
      expect(await validateXml(signed, EVENTOS_SIF_SCHEMA)).toEqual([]);
      expect(verifyIndependently(signed)).toBe(true);
      expect(await verificarXades(signed)).toBe(true);
    }
  });

  it('a summary (10) counts every type but its own, zero included, then the period\'s first and last record and its altas, sums and anulaciones', () => {
    const xml = registroEventoXml(chainEvento(resumen, null));
    const agr = [...xml.matchAll(/<sfe:TipoEvento><sfe:TipoEvento>(\d\d)<\/sfe:TipoEvento><sfe:NumeroDeEventos>(\d+)<\/sfe:NumeroDeEventos><\/sfe:TipoEvento>/g)].map((match) => `${match[1]}:${match[2]}`);
    expect(agr).toEqual(['01:1', '02:0', '03:1', '04:0', '05:0', '06:0', '07:0', '08:2', '09:0', '90:0']);
    expect(xml).toContain(
      '<sfe:RegistroFacturacionInicialPeriodo><sfe:IDEmisorFactura>B12345674</sfe:IDEmisorFactura><sfe:NumSerieFactura>F2026-000007</sfe:NumSerieFactura><sfe:FechaExpedicionFactura>26-11-2026</sfe:FechaExpedicionFactura>',
    );
    expect(xml).toContain(
      '<sfe:NumeroDeRegistrosFacturacionAltaGenerados>2</sfe:NumeroDeRegistrosFacturacionAltaGenerados><sfe:SumaCuotaTotalAlta>18.79</sfe:SumaCuotaTotalAlta><sfe:SumaImporteTotalAlta>108.29</sfe:SumaImporteTotalAlta><sfe:NumeroDeRegistrosFacturacionAnulacionGenerados>1</sfe:NumeroDeRegistrosFacturacionAnulacionGenerados></sfe:ResumenEventos>',
    );
    const vacio = registroEventoXml(chainEvento(resumenVacio, null));
    expect(vacio).not.toContain('RegistroFacturacionInicialPeriodo');
    expect(vacio).toContain('<sfe:SumaCuotaTotalAlta>0.00</sfe:SumaCuotaTotalAlta>');
    // The schema asks for one to twenty types.
    expect(() => registroEventoXml(chainEvento({ ...resumenVacio, datos: { ...resumenVacio.datos!, eventos: [] } as EventoDraft['datos'] }, null))).toThrow(RangeError);
  });

  it('an unsigned event is not valid: the schema requires the signature', async () => {
    const errors = await validateXml(registroEventoXml(chainEvento(inicio, null)), EVENTOS_SIF_SCHEMA);
    expect(errors.map((error) => error.message).join()).toMatch(/Signature/);
  });

  it('a signed event fails once a byte of it changes', async () => {
    const evento = chainEvento(lanzamiento, null);
    const signed = await firmarXades(registroEventoXml(evento), firmante, new Date(), EVENTO_SIGNATURE_PARENT);
    const tampered = signed.replace('<sfe:TipoEvento>03</sfe:TipoEvento>', '<sfe:TipoEvento>05</sfe:TipoEvento>');
    expect(verifyIndependently(tampered)).toBe(false);
    expect(await verificarXades(tampered)).toBe(false);
  });
});
