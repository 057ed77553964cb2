import { buildReturnFile } from '../../apps/api/test/support/sepa-return-files.ts';
import { demoSession } from './auth.bench.ts';
import type { RunningServer } from './server.ts';

/** Collections of the remittance the bank returns in one camt.054 (docs/decisions/0051). */
export const RETURNED_COLLECTIONS = 1_000;
const staffLogin = { username: '12345678Z', password: 'Cumplia.2026' };
/** Reasons in turn: presented again (AM04, MS02) or waiting for a mandate (MD01) or an account (AC04). */
const REASONS = ['AM04', 'MD01', 'AC04', 'MS02'];

export interface ReturnsFigures {
  seconds: number;
  bytes: number;
  recorded: number;
  againSeconds: number;
  againUnchanged: boolean;
  failures: number;
}

async function upload(url: string, token: string, xml: string) {
  const body = new FormData();
  body.append('file', new Blob([xml], { type: 'application/xml' }), 'camt054_devoluciones.xml');
  const started = performance.now();
  const response = await fetch(`${url}/api/cumplia-core/admin/facturas/sepa/devoluciones`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  const text = await response.text();
  return { seconds: (performance.now() - started) / 1000, ok: response.ok, status: response.status, text };
}

/**
 * The bank's camt.054.001.08 returning 1,000 collections of the remittance just generated (`xml`),
 * uploaded over HTTP: the time from the request to the answer (read, matched, recorded, invoices
 * pending again and the companies' e-mails queued, in one unit of work); then the same file again,
 * which must change nothing.
 */
export async function benchReturns(server: RunningServer, pain008: string): Promise<ReturnsFigures> {
  const { url } = server;
  const { token } = await demoSession(url, staffLogin);
  let failures = 0;
  const endToEndIds = [...pain008.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((match) => match[1]!).slice(0, RETURNED_COLLECTIONS);
  const xml = buildReturnFile(pain008, { message: 'camt.054.001.08', returns: endToEndIds.map((endToEndId, index) => ({ endToEndId, reasonCode: REASONS[index % REASONS.length]! })) });

  const first = await upload(url, token, xml);
  let recorded = 0;
  if (first.ok) recorded = (JSON.parse(first.text) as { devueltas: unknown[] }).devueltas.length;
  else console.log(`  ! POST admin/facturas/sepa/devoluciones answered ${first.status}: ${first.text.slice(0, 300)}`);
  if (recorded !== RETURNED_COLLECTIONS) failures += 1;

  const again = await upload(url, token, xml);
  const againUnchanged = again.ok && (JSON.parse(again.text) as { yaProcesado: boolean }).yaProcesado;
  if (!againUnchanged) failures += 1;
  return { seconds: first.seconds, bytes: Buffer.byteLength(xml, 'utf8'), recorded, againSeconds: again.seconds, againUnchanged, failures };
}
