import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { buildApp } from '../../apps/api/src/app.ts';
import { connectDatabase } from '../../apps/api/src/db/connect.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { renderPdf } from '../../apps/api/src/lib/pdf/render-pdf.ts';
import { facturaDocument } from '../../apps/api/src/modules/facturas/factura-document.ts';
import { generateSelfSignedCertificate } from '../../apps/api/src/lib/pki/self-signed-certificate.ts';
import { firmanteDePkcs12, firmarXades } from '../../apps/api/src/lib/verifactu/firma-xades.ts';
import { chainRecord } from '../../apps/api/src/lib/verifactu/registro.ts';
import { registroXml } from '../../apps/api/src/lib/verifactu/registro-xml.ts';
import { sistemaInformatico } from '../../apps/api/src/lib/verifactu/sistema-informatico.ts';
import { SAMPLE_FACTURA, SAMPLE_LINEAS } from '../../apps/api/test/support/sample-factura.ts';
import { demoSession } from './auth.bench.ts';
import { startServer, type RunningServer } from './server.ts';
import { median, percentile } from './stats.ts';

/** Invoices in the database for the list and the Excel export. */
export const INVOICES = 100_000;
const COMPANIES = 2_000;
const staffLogin = { username: '12345678Z', password: 'Cumplia.2026' };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * 2,000 companies and 100,000 invoices spread over the last 60 days (every one inside the screens'
 * default range), written with SQL: the issuing service is measured on its own below. A series of
 * their own (`B2026`) keeps them apart from the F series the service numbers.
 */
export async function seedInvoices(dataDir: string): Promise<void> {
  await (await startServer({ JOBS_ENABLED: 'false' }, { dataDir })).stop();
  const connection = await connectDatabase({ dataDir, poolSize: 2 });
  try {
    await connection.raw.executeSql(
      `insert into empresas (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta)
       select 'Facturada ' || i || ' S.L.', 'Comercial F' || i, 'F' || lpad(i::text, 8, '0'), 'E', 'Titular ' || i, 'f' || i || '@example.es', '+34600000000',
              'Calle ' || i, 'Madrid', '28001', '4711', 'Comercio', 'ES9121000418450200051332'
       from generate_series(1, ${COMPANIES}) as i`,
    );
    await connection.raw.executeSql(
      `insert into facturas (serie, numero, numero_factura, empresa_id, origen, origen_id, fecha, fecha_cuando_facturar, metodo_de_pago, facturado,
                             base_cents, tipo_iva_percent, cuota_cents, total_cents, emisor, destinatario)
       select 'B2026', i, 'B2026-' || lpad(i::text, 6, '0'), e.id, 'CONTRATO', gen_random_uuid(),
              current_date - (i % 60), current_date - (i % 60) + 7, 'SEPA', i % 3 = 0,
              11000, 21, 2310, 13310,
              '{"nombre":"Cumplia Compliance S.L.","nif":"B12345674","direccion":"Calle de Alcalá 123","codigoPostal":"28009","localidad":"Madrid","provincia":"Madrid"}'::jsonb,
              jsonb_build_object('nombre', e.razon_social, 'nif', e.nif_cif, 'direccion', e.direccion, 'codigoPostal', e.codigo_postal, 'localidad', e.provincia, 'provincia', e.provincia)
       from generate_series(1, ${INVOICES}) as i
       join (select id, razon_social, nif_cif, direccion, codigo_postal, provincia, row_number() over (order by nif_cif) as n from empresas where nif_cif like 'F%') e
         on e.n = 1 + (i % ${COMPANIES})`,
    );
    await connection.raw.executeSql('vacuum analyze');
  } finally {
    await connection.close();
  }
}

export interface ExcelFigures {
  seconds: number;
  bytes: number;
  rows: number;
  baselineRss: number;
  peakRss: number;
}

export interface ListFigure {
  label: string;
  p50Ms: number;
  p99Ms: number;
  totalElements: number;
}

export interface InvoiceFigures {
  excel: ExcelFigures;
  lists: ListFigure[];
  failures: number;
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Over HTTP against the server of `dataDir`: the Excel export of every invoice (the screen's default
 * range, two months), its time from the request to the last byte, and the server process's resident
 * memory growth meanwhile; then the staff list's calls one at a time (page of 10 and its total).
 */
export async function benchInvoicesHttp(server: RunningServer): Promise<InvoiceFigures> {
  const { url } = server;
  const { token } = await demoSession(url, staffLogin);
  const authorization = { authorization: `Bearer ${token}` };
  const range = `fechaInicio=${isoDay(62)}&fechaFin=${isoDay(0)}`;
  let failures = 0;

  // A first, small export loads exceljs and its zip writer: the figure is of the export, not of the first import.
  const warm = await fetch(`${url}/api/cumplia-core/admin/facturas/export/excel?fechaInicio=${isoDay(0)}&fechaFin=${isoDay(0)}&cifNif=F00000001`, { headers: authorization });
  await warm.arrayBuffer();

  await sleep(2000);
  const baselineRss = server.memory().rss;
  server.resetPeak();
  let sampledPeak = baselineRss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, server.memory().rss);
  }, 20);
  const chunks: Buffer[] = [];
  let bytes = 0;
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/cumplia-core/admin/facturas/export/excel?${range}`, { headers: authorization });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      chunks.push(Buffer.from(read.value));
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const peakRss = Math.max(sampledPeak, server.memory().peak);

  // Read back with exceljs's streaming reader: every invoice a row, plus the header and the totals.
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.concat(chunks)), { worksheets: 'emit', sharedStrings: 'cache' });
  for await (const sheet of reader) for await (const _row of sheet) rows += 1;
  if (rows < INVOICES + 2) failures += 1;

  const lists: ListFigure[] = [];
  const calls: Array<{ label: string; query: string }> = [
    { label: 'default range, first page', query: `page=0&size=10&${range}` },
    { label: 'default range, pending only (facturado=false)', query: `page=0&size=10&facturado=false&${range}` },
    { label: 'default range, page 500', query: `page=500&size=10&${range}` },
    { label: 'company name search ("facturada 19")', query: `page=0&size=10&razonSocial=facturada%2019&${range}` },
    { label: 'NIF/CIF prefix (F000001)', query: `page=0&size=10&cifNif=F000001&${range}` },
  ];
  for (const call of calls) {
    const times: number[] = [];
    let totalElements = 0;
    for (let run = 0; run < 60; run += 1) {
      const begun = performance.now();
      const response = await fetch(`${url}/api/cumplia-core/admin/facturas?${call.query}`, { headers: authorization });
      const body = (await response.json()) as { totalElements: number };
      if (!response.ok) failures += 1;
      totalElements = body.totalElements;
      if (run >= 10) times.push(performance.now() - begun);
    }
    const sorted = times.sort((a, b) => a - b);
    lists.push({ label: call.label, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), totalElements });
  }
  return { excel: { seconds, bytes, rows, baselineRss, peakRss }, lists, failures };
}

/** The invoice PDF made in this process, one at a time after a warm-up: the median time from the row to the bytes. */
export async function benchInvoicePdf({ runs = 40, warmup = 5 } = {}): Promise<{ medianMs: number; bytes: number; runs: number }> {
  const render = () =>
    renderPdf(
      facturaDocument({
        factura: SAMPLE_FACTURA,
        lineas: SAMPLE_LINEAS,
        iban: 'ES9121000418450200051332',
        aeatEnvironment: 'test',
        modo: 'no-verifactu',
        registroMercantil: 'Registro Mercantil de Madrid, tomo 00000, folio 1, hoja M-000000',
      }),
    );
  let bytes = 0;
  for (let run = 0; run < warmup; run += 1) bytes = (await render()).length;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), bytes, runs };
}

/**
 * The invoice PDF with its signed record (decisions 0044, 0052): what a non-VERI*FACTU system makes
 * for one invoice, the record written and signed (enveloped XAdES, RSA-2048) and the PDF rendered,
 * one after the other, median of `runs`.
 */
export async function benchInvoicePdfWithSignedRecord({ runs = 40, warmup = 5 } = {}): Promise<{ medianMs: number; signMedianMs: number; runs: number }> {
  const { p12, passphrase } = generateSelfSignedCertificate('Cumplia Compliance S.L. (certificado de demostración)', 'Cumplia Compliance S.L.');
  const firmante = await firmanteDePkcs12(p12, passphrase);
  const sistema = sistemaInformatico({ nombre: 'Cumplia Compliance S.L.', nif: 'B12345674' }, '1');
  const registro = chainRecord(
    {
      tipo: 'alta',
      factura: { idEmisorFactura: 'B12345674', numSerieFactura: SAMPLE_FACTURA.numeroFactura, fechaExpedicionFactura: SAMPLE_FACTURA.fecha },
      tipoFactura: 'F1',
      nombreRazonEmisor: 'Cumplia Compliance S.L.',
      descripcionOperacion: 'Protección de datos (LOPDGDD)',
      destinatario: { nombreRazon: SAMPLE_FACTURA.destinatario.nombre, nif: SAMPLE_FACTURA.destinatario.nif },
      desglose: [{ tipoImpositivoPercent: SAMPLE_FACTURA.tipoIvaPercent, baseImponibleCents: SAMPLE_FACTURA.baseCents, cuotaRepercutidaCents: SAMPLE_FACTURA.cuotaCents }],
      rectificacion: null,
      fechaHoraHusoGenRegistro: '2026-11-26T10:00:00+01:00',
    },
    null,
  );
  const definition = () =>
    facturaDocument({ factura: SAMPLE_FACTURA, lineas: SAMPLE_LINEAS, iban: 'ES9121000418450200051332', aeatEnvironment: 'test', modo: 'no-verifactu', registroMercantil: 'Registro Mercantil de Madrid, tomo 00000, folio 1, hoja M-000000' });
  const sign = () => firmarXades(registroXml(registro, sistema), firmante, new Date());
  for (let run = 0; run < warmup; run += 1) {
    await sign();
    await renderPdf(definition());
  }
  const times: number[] = [];
  const signTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await sign();
    signTimes.push(performance.now() - started);
    await renderPdf(definition());
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), signMedianMs: median(signTimes), runs };
}

/**
 * Issuing through the application's service on the database of `dataDir` (the application
 * assembled, no server listening, no jobs), `concurrency` units at once on a pool of as many
 * connections: each takes the series row and the chain lock, so the figure is the rate at which one
 * series and one chain advance, each invoice's e-mail queued by its listener included.
 */
export async function benchIssuing(dataDir: string, { invoices = 1_000, concurrency = 8 } = {}): Promise<{ perSecond: number; invoices: number; concurrency: number; signed: number }> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: String(concurrency), JOBS_ENABLED: 'false', LOG_LEVEL: 'silent' }));
  try {
    const { unitOfWork, services, database } = app.context;
    const { facturacion } = services;
    const rows = (await database.raw.executeSql(`select id from empresas where nif_cif like 'F%' order by nif_cif limit 100`)).rows as Array<{ id: string }>;
    const issueOne = (index: number) =>
      unitOfWork.run((uow) =>
        facturacion.issue(uow, {
          empresaId: rows[index % rows.length]!.id,
          origen: 'CONTRATO',
          origenId: crypto.randomUUID(),
          lineas: [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: 11000 }],
        }),
      );
    for (let index = 0; index < 20; index += 1) await issueOne(index);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < invoices) await issueOne(next++);
      }),
    );
    const perSecond = invoices / ((performance.now() - started) / 1000);
    // The default mode is non-VERI*FACTU: every record issued here is signed (decision 0044).
    const [signed] = (await database.raw.executeSql(`select count(*)::int as n from (select firma_xml from verifactu_registros order by seq desc limit ${invoices}) last where firma_xml is not null`)).rows as Array<{ n: number }>;
    return { perSecond, invoices, concurrency, signed: signed!.n };
  } finally {
    await app.close();
  }
}
