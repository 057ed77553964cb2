import { renderProtocol } from '../../apps/api/src/modules/protocolos/documents/protocol-documents.ts';
import { zipFiles } from '../../apps/api/src/lib/zip-files.ts';
import type { ProtocolInput } from '../../apps/api/src/modules/protocolos/documents/protocol-input.ts';
import { renderContratoPdf, type ContratoDocumentInput } from '../../apps/api/src/modules/contratos/contrato-document.ts';
import { median } from './stats.ts';

/** A realistic company: a bakery with a shop, 37 people, signed in March, every fact for the protocols known. */
export const BENCH_PROTOCOL_INPUT: ProtocolInput = {
  empresa: {
    razonSocial: 'Obradores Garcés Hermanos S.L.',
    nombreComercial: 'Horno Garcés',
    nifCif: 'B50123459',
    tipo: 'E',
    nombre: 'Lucía Garcés Peñalver',
    email: 'administracion@hornogarces.es',
    telefono: '+34976123456',
    direccion: 'Calle del Coso 41, bajo',
    codigoPostal: '50003',
    localidad: 'Zaragoza',
    provincia: 'Zaragoza',
    cnae: '1071',
    actividad: 'Fabricación de pan y de productos frescos de panadería y pastelería',
    numTrabajadores: 37,
  },
  datos: {
    familiaActividad: null,
    representacion: 'DELEGADOS',
    horaInicio: '06:00',
    horaFin: '14:00',
    turnos: true,
    datosSalud: false,
    videovigilancia: true,
    geolocalizacion: false,
    datosMenores: false,
    planIgualdad: false,
    canalDenuncias: false,
    encargados: ['NOMINAS', 'CONTABILIDAD', 'PREVENCION'],
    canalAcoso: 'igualdad@hornogarces.es',
    fechaAprobacionAcoso: '2026-03-16',
    fechaAprobacionDesconexion: null,
  },
  emitidoEl: new Date('2026-11-23T10:00:00Z'),
  adoptadoEl: new Date('2026-03-02T09:30:00Z'),
  proveedor: { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', email: 'hola@cumplia.es' },
};

/** The same company's contract for the LOPD tool, paying by SEPA (the longest: with the mandate). */
export const BENCH_CONTRATO_INPUT: ContratoDocumentInput = {
  contratoId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  proveedor: {
    nombre: 'Cumplia Compliance S.L.',
    nif: 'B12345674',
    direccion: 'Calle de Alcalá 123',
    codigoPostal: '28009',
    localidad: 'Madrid',
    provincia: 'Madrid',
    telefono: '+34 910 000 000',
    email: 'hola@cumplia.es',
    registroMercantil: 'Registro Mercantil de Madrid, tomo 00000, folio 1, hoja M-000000',
  },
  creditorId: 'ES11000B12345674',
  empresa: {
    ...BENCH_PROTOCOL_INPUT.empresa,
    dni: '25123456K',
    metodoDePago: 'SEPA',
    numCuenta: 'ES9121000418450200051332',
  },
  tool: 'LOPD',
  precioCents: 12_000,
  mandateReference: 'CUMPLIA-LOPD-6F1C2D3E4B5A4C6D',
  issuedAt: new Date('2026-11-23T10:00:00Z'),
};

/**
 * The documents whose generation time is measured, each with its target: one line per document.
 */
export const DOCUMENT_BENCHES: Array<{ name: string; targetMs: number; render: () => Promise<Uint8Array> }> = [
  { name: 'Protocol PDF: data protection (LOPD)', targetMs: 300, render: () => renderProtocol('LOPD', BENCH_PROTOCOL_INPUT) },
  { name: 'Protocol PDF: harassment (ACOSO)', targetMs: 300, render: () => renderProtocol('ACOSO', BENCH_PROTOCOL_INPUT) },
  { name: 'Protocol PDF: digital disconnection (DIGITAL)', targetMs: 300, render: () => renderProtocol('DIGITAL', BENCH_PROTOCOL_INPUT) },
  { name: 'Contract PDF (with the SEPA mandate)', targetMs: 150, render: () => renderContratoPdf(BENCH_CONTRATO_INPUT) },
  // Issue 25: "Descargar protocolos" with the three tools on, ready within a second.
  {
    name: 'Protocols ZIP (the three PDFs, as "Descargar protocolos")',
    targetMs: 1000,
    render: async () =>
      zipFiles(
        await Promise.all((['LOPD', 'ACOSO', 'DIGITAL'] as const).map(async (tool) => ({ fileName: `${tool}.pdf`, bytes: await renderProtocol(tool, BENCH_PROTOCOL_INPUT) }))),
        new Date('2026-11-23T10:00:00Z'),
      ),
  },
];

export interface DocumentFigure {
  name: string;
  targetMs: number;
  medianMs: number;
  bytes: number;
  runs: number;
}

/**
 * Each document made `runs` times in this process, one at a time, after `warmup` runs (fonts loaded,
 * code compiled): the median time from the data to the PDF's bytes, as a download or an e-mail makes it.
 */
export async function benchDocuments({ runs = 20, warmup = 3 } = {}): Promise<DocumentFigure[]> {
  const figures: DocumentFigure[] = [];
  for (const document of DOCUMENT_BENCHES) {
    let bytes = 0;
    for (let run = 0; run < warmup; run += 1) bytes = (await document.render()).length;
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      bytes = (await document.render()).length;
      times.push(performance.now() - started);
    }
    figures.push({ name: document.name, targetMs: document.targetMs, medianMs: median(times), bytes, runs });
  }
  return figures;
}
