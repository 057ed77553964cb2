import { randomInt } from 'node:crypto';
import { empresaForm } from '../../apps/api/test/support/factories.ts';
import { demoSession } from './auth.bench.ts';
import { median } from './stats.ts';

const CORE = '/api/cumplia-core';

export interface DownloadFigure {
  name: string;
  /** The whole document, asked without a tag. */
  fullMs: number;
  bytes: number;
  /** The same again with If-None-Match: the 304. */
  repeatMs: number;
  /** Every repeat was answered 304 with the tag of the full download. */
  notModified: boolean;
  runs: number;
}

/** A contract signed as its company would: the SMS link read in the outbox, the code asked and given. */
async function signedContractToken(url: string, gestoria: string, staff: string): Promise<string> {
  const telefono = `+346${String(randomInt(10_000_000, 99_999_999))}`;
  const body = empresaForm({ telefono, lopdgdd: true, acosoLaboral: false, desconexionDigital: false });
  const headers = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const created = await fetch(`${url}${CORE}/gestorias/my/empresas`, { method: 'POST', headers: headers(gestoria), body: JSON.stringify(body) });
  if (created.status !== 201) throw new Error(`company for signing: ${created.status} ${await created.text()}`);
  const smsTo = async (contains: string) => {
    const outbox = await fetch(`${url}/api/cumplia-mail/outbox?channel=SMS&page=0&size=20`, { headers: headers(staff) });
    const { content } = (await outbox.json()) as { content: Array<{ recipient: string; text: string }> };
    return content.find((row) => row.recipient === telefono && row.text.includes(contains))?.text ?? '';
  };
  const token = /\/firma\/([A-Za-z0-9_-]+)/.exec(await smsTo('/firma/'))?.[1];
  if (!token) throw new Error('no signing link in the outbox');
  const { documentSha256 } = (await (await fetch(`${url}${CORE}/firma/${token}`)).json()) as { documentSha256: string };
  await fetch(`${url}${CORE}/firma/${token}/codigo`, { method: 'POST', headers: headers(), body: JSON.stringify({ documentSha256 }) });
  const code = /(\d{6})/.exec(await smsTo('código'))?.[1];
  const signed = await fetch(`${url}${CORE}/firma/${token}/firmar`, { method: 'POST', headers: headers(), body: JSON.stringify({ code, acepto: true, documentSha256 }) });
  if (!signed.ok) throw new Error(`signing answered ${signed.status}`);
  return token;
}

/** `path` downloaded whole and again with its tag, in turns, `runs` times each after a warm-up. */
async function measure(url: string, name: string, path: string, token: string | undefined, runs: number): Promise<DownloadFigure> {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const timed = async (headers: Record<string, string>) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { ...authorization, ...headers } });
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, etag: response.headers.get('etag'), bytes: body.byteLength };
  };
  const first = await timed({});
  if (first.status !== 200 || !first.etag) throw new Error(`${path}: ${first.status}, etag ${first.etag}`);
  for (let run = 0; run < 3; run += 1) await timed({ 'if-none-match': first.etag });
  const full: number[] = [];
  const repeat: number[] = [];
  let notModified = true;
  for (let run = 0; run < runs; run += 1) {
    const whole = await timed({});
    full.push(whole.ms);
    const again = await timed({ 'if-none-match': first.etag });
    repeat.push(again.ms);
    notModified &&= whole.etag === first.etag && again.status === 304 && again.bytes === 0;
  }
  return { name, fullMs: median(full), bytes: first.bytes, repeatMs: median(repeat), notModified, runs };
}

/**
 * Documents that cannot change, downloaded over HTTP from a running server with the demo data
 * (decision 0067): the demo client's invoice and a contract signed now, whole and again with
 * If-None-Match, the medians of `runs` each.
 */
export async function benchDocumentDownloads(url: string, runs = 20): Promise<DownloadFigure[]> {
  const client = (await demoSession(url, { username: '33333333P', password: 'Cumplia.2026', tipo: 'E' })).token;
  const gestoria = (await demoSession(url)).token;
  const staff = (await demoSession(url, { username: '12345678Z', password: 'Cumplia.2026' })).token;
  const invoices = (await (await fetch(`${url}${CORE}/facturas/empresa/my?page=0&size=1`, { headers: { authorization: `Bearer ${client}` } })).json()) as { content: Array<{ id: string }> };
  const invoice = invoices.content[0];
  if (!invoice) throw new Error('the demo client has no invoice');
  const signed = await signedContractToken(url, gestoria, staff);
  return [
    await measure(url, "Invoice PDF (the client's, drawn at each full download)", `${CORE}/facturas/${invoice.id}/download`, client, runs),
    await measure(url, 'Signed contract PDF (stored, the signer’s copy)', `${CORE}/firma/${signed}/firmado`, undefined, runs),
  ];
}
