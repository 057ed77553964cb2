import { connectDatabase } from '../../apps/api/src/db/connect.ts';
import { PAIN_008_SCHEMAS } from '../../apps/api/src/lib/sepa/sepa-schemas.ts';
import { validateXml } from '../../apps/api/src/lib/xml/validate-xml.ts';
import { demoSession } from './auth.bench.ts';
import { startServer, type RunningServer } from './server.ts';

/** Pending SEPA invoices the batch file collects, of this many companies (10 each: a FRST then RCURs). */
export const REMITTANCE_INVOICES = 10_000;
const COMPANIES = 1_000;
/** Collection dates spread over these many days, from 10 days ahead: a FRST and a RCUR block per date. */
const DAYS = 20;
const FIRST_DAY = 10;
const staffLogin = { username: '12345678Z', password: 'Cumplia.2026' };
const BBVA = 'ES3501822370400001000025';

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/**
 * 1,000 SEPA companies, each with a signed contract carrying its mandate, and 10,000 pending invoices
 * collected over 20 days, written with SQL (the issuing service is measured elsewhere) in a series of
 * their own (`S2026`).
 */
export async function seedRemittance(dataDir: string): Promise<void> {
  await (await startServer({ JOBS_ENABLED: 'false' }, { dataDir })).stop();
  const connection = await connectDatabase({ dataDir, poolSize: 2 });
  try {
    await connection.raw.executeSql(
      `insert into empresas (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta, metodo_de_pago)
       select 'Remesada Ñandú & Cía ' || i || ' S.L.', 'Comercial R' || i, 'R' || lpad(i::text, 8, '0'), 'E', 'Titular ' || i, 'r' || i || '@example.es', '+34600000000',
              'Calle Mayor ' || i, 'Santa Cruz de Tenerife', '38001', '4711', 'Comercio', 'ES9121000418450200051332', 'SEPA'
       from generate_series(1, ${COMPANIES}) as i`,
    );
    await connection.raw.executeSql(
      `insert into contratos (empresa_id, tool, status, token_hash, token_expires_at, signed_at, signed_pdf, document_sha256, mandate_reference)
       select id, 'LOPD', 'FIRMADO', md5(id::text), now(), now() - interval '30 days', '\\x25504446'::bytea, repeat('a', 64), 'CUMPLIA-LOPD-' || upper(substr(md5(id::text), 1, 16))
       from empresas where nif_cif like 'R%'`,
    );
    await connection.raw.executeSql(
      `insert into facturas (serie, numero, numero_factura, empresa_id, origen, origen_id, fecha, fecha_cuando_facturar, metodo_de_pago, facturado,
                             base_cents, tipo_iva_percent, cuota_cents, total_cents, emisor, destinatario)
       select 'S2026', i, 'S2026-' || lpad(i::text, 6, '0'), e.id, 'CONTRATO', gen_random_uuid(),
              current_date, current_date + ${FIRST_DAY} + (i % ${DAYS}), 'SEPA', false,
              11000, 21, 2310, 13310,
              '{"nombre":"Cumplia Compliance S.L.","nif":"B12345674","direccion":"Calle de Alcalá 123","codigoPostal":"28009","localidad":"Madrid","provincia":"Madrid"}'::jsonb,
              jsonb_build_object('nombre', e.razon_social, 'nif', e.nif_cif, 'direccion', e.direccion, 'codigoPostal', e.codigo_postal, 'localidad', e.provincia, 'provincia', e.provincia)
       from generate_series(1, ${REMITTANCE_INVOICES}) as i
       join (select id, razon_social, nif_cif, direccion, codigo_postal, provincia, row_number() over (order by nif_cif) as n from empresas where nif_cif like 'R%') e
         on e.n = 1 + (i % ${COMPANIES})`,
    );
    await connection.raw.executeSql(
      `insert into factura_lineas (factura_id, posicion, tool, nombre_producto, cantidad, precio_unitario_cents, importe_cents)
       select id, 1, 'LOPD', 'Protección de datos (LOPDGDD)', 1, 11000, 11000 from facturas where serie = 'S2026'`,
    );
    await connection.raw.executeSql('vacuum analyze');
  } finally {
    await connection.close();
  }
}

export interface RemittanceFigures {
  /** The file served, for the returns that follow it. */
  xml: string;
  seconds: number;
  bytes: number;
  payments: number;
  blocks: number;
  frst: number;
  validationErrors: number;
  redownloadSeconds: number;
  identical: boolean;
  baselineRss: number;
  peakRss: number;
  failures: number;
}

/**
 * POST admin/facturas/sepa over HTTP for the 10,000 invoices: the time from the request to the last
 * byte of the file (the server locks the invoices, writes the file, validates it against the XSD,
 * stores it and marks them remitted before it answers), the server's memory meanwhile; then the file
 * validated again here, and downloaded again from the list of files.
 */
export async function benchRemittance(server: RunningServer): Promise<RemittanceFigures> {
  const { url } = server;
  const { token } = await demoSession(url, staffLogin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let failures = 0;

  const baselineRss = server.memory().rss;
  server.resetPeak();
  const started = performance.now();
  const response = await fetch(`${url}/api/cumplia-core/admin/facturas/sepa`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ fechaInicio: isoDay(FIRST_DAY), fechaFin: isoDay(FIRST_DAY + DAYS), incluirFacturadas: false, cuentaIBAN: BBVA, transactionId: 'bench-remittance' }),
  });
  const xml = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const peakRss = server.memory().peak;
  if (!response.ok) {
    console.log(`  ! POST admin/facturas/sepa answered ${response.status}: ${xml.slice(0, 300)}`);
    failures += 1;
  }
  const payments = (xml.match(/<DrctDbtTxInf>/g) ?? []).length;
  if (payments !== REMITTANCE_INVOICES) failures += 1;
  const validationErrors = (await validateXml(xml, PAIN_008_SCHEMAS['pain.008.001.08'])).length;

  const remesaId = response.headers.get('x-sepa-remesa-id');
  const again = performance.now();
  const download = await fetch(`${url}/api/cumplia-core/admin/facturas/sepa/remesas/${remesaId}`, { headers });
  const downloaded = await download.text();
  const redownloadSeconds = (performance.now() - again) / 1000;
  if (!download.ok) failures += 1;

  return {
    xml,
    seconds,
    bytes: Buffer.byteLength(xml, 'utf8'),
    payments,
    blocks: (xml.match(/<PmtInf>/g) ?? []).length,
    // Payments in FRST blocks: a mandate's first collection, one per company.
    frst: [...xml.matchAll(/<PmtInf>[\s\S]*?<\/PmtInf>/g)].filter(([block]) => block.includes('<SeqTp>FRST</SeqTp>')).reduce((sum, [block]) => sum + (block.match(/<DrctDbtTxInf>/g) ?? []).length, 0),
    validationErrors,
    redownloadSeconds,
    identical: downloaded === xml,
    baselineRss,
    peakRss,
    failures,
  };
}
