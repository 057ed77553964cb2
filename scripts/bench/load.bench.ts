import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { companiesCsv } from '../../apps/api/test/support/csv.ts';
import { cifFor, dniFor } from '../../apps/api/test/support/spanish-ids.ts';
import { authenticate, demoSession } from './auth.bench.ts';
import { solveCaptchas } from './captcha.ts';
import type { RunningServer } from './server.ts';
import { cpuMeter, percentile, type CpuPerRequest } from './stats.ts';

/**
 * The load section (issue 24): `VIRTUAL_USERS` people for `SECONDS`, each doing what the product's
 * users do, one action after another with a pause between (2–6 s, as a person reads the screen):
 * the gestoría's company list and a company's page, its invoices, a client's protocol and invoice
 * PDFs, a protocol of one of many companies (staff's download: drawn for that company, as a client's
 * first download is, not served again from what the server drew before), signing in, a small CSV
 * upload, and signing a contract by SMS code (open the link, ask for the code, staff read it in the
 * outbox, sign). Every answer must be the expected one. The weights
 * are those of a working day: screens are read far more often than documents are made (a protocol
 * PDF costs about half a second of CPU to draw, decision 0069; a signature seals two), and a person signs in once per visit.
 */
export const VIRTUAL_USERS = 200;
export const SECONDS = 60;
const PAUSE_MS: [number, number] = [2000, 6000];
const CORE = '/api/cumplia-core';

export interface LoadResult {
  actions: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  perSecond: number;
  reads: { p50Ms: number; p95Ms: number; p99Ms: number; count: number };
  writes: { p50Ms: number; p95Ms: number; p99Ms: number; count: number };
  byAction: Array<{ action: string; count: number; p95Ms: number }>;
  signed: number;
  cpu: CpuPerRequest;
}

type Call = { method: 'GET' | 'POST'; path: string; token?: string; body?: unknown; form?: FormData; headers?: Record<string, string>; expect?: number };

interface Pending {
  token: string;
  phone: string;
  empresaId: string;
}

export async function benchLoad(server: RunningServer): Promise<LoadResult> {
  const { url } = server;
  const gestoria = (await demoSession(url)).token;
  const empresa = (await demoSession(url, { username: '33333333P', password: 'Cumplia.2026', tipo: 'E' })).token;
  const staff = (await demoSession(url, { username: '12345678Z', password: 'Cumplia.2026' })).token;
  const get = async <T>(path: string, token: string) => {
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };

  // What the people will read: the list's pages and companies, the client's documents and invoices.
  const firstPage = await get<{ content: Array<{ nifCif: string }>; totalPages: number }>(`${CORE}/gestorias/my/empresas?page=0&size=10`, gestoria);
  const nifs = firstPage.content.map((row) => row.nifCif);
  const pdfs: string[] = [];
  for (const slug of ['lopd', 'acoso', 'desconexion']) {
    const response = await fetch(`${url}${CORE}/pdfs/empresas/my/plantillas/${slug}`, { headers: { authorization: `Bearer ${empresa}` } });
    await response.arrayBuffer();
    if (response.ok) pdfs.push(`${CORE}/pdfs/empresas/my/plantillas/${slug}`);
  }
  const invoices = await get<{ content: Array<{ id: string }> }>(`${CORE}/facturas/empresa/my?page=0&size=10`, empresa).catch(() => ({ content: [] }));
  for (const invoice of invoices.content) pdfs.push(`${CORE}/facturas/${invoice.id}/download`);
  if (pdfs.length === 0) throw new Error('the demo client has no document to download');

  // Contracts waiting to be signed: companies created now, their links read in the outbox.
  const pending: Pending[] = [];
  const SIGNABLE = 120;
  let cifNumber = 7_000_000 + randomInt(0, 900_000);
  for (let index = 0; index < SIGNABLE; index += 1) {
    const phone = `+346${String(10_000_000 + index * 7919 + randomInt(0, 7000)).slice(0, 8)}`;
    const body = {
      razonSocial: `Carga ${index} S.L.`, nifCif: cifFor((cifNumber += 13)), tipo: 'E', nombre: 'Ana Pérez Gil', username: dniFor(cifNumber * 10 + 7), email: `firma${index}-${cifNumber}@example.es`,
      telefono: phone, nombreComercial: `Carga ${index}`, direccion: 'Calle Mayor 1', localidad: 'Madrid', provincia: 'Madrid', codigoPostal: '28001', cnae: '4941', actividad: 'Transporte',
      numTrabajadores: 5, numCuenta: 'ES9121000418450200051332', metodoDePago: 'SEPA', lopdgdd: true, acosoLaboral: false, desconexionDigital: false,
    };
    const created = await fetch(`${url}${CORE}/gestorias/my/empresas`, { method: 'POST', headers: { authorization: `Bearer ${gestoria}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (created.status !== 201) throw new Error(`company for signing: ${created.status} ${await created.text()}`);
    pending.push({ token: '', phone, empresaId: ((await created.json()) as { id: string }).id });
  }
  const links: Array<{ recipient: string; text: string }> = [];
  for (let page = 0; page < Math.ceil((SIGNABLE * 2) / 100) + 1; page += 1) {
    links.push(...(await get<{ content: Array<{ recipient: string; text: string }> }>(`/api/cumplia-mail/outbox?channel=SMS&page=${page}&size=100`, staff)).content);
  }
  for (const entry of pending) {
    const message = links.find((row) => row.recipient === entry.phone && row.text.includes('/firma/'));
    entry.token = /\/firma\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] ?? '';
  }
  const signable = pending.filter((entry) => entry.token);
  // Each company's LOPDGDD protocol, downloaded once: a first download. Taken from the front, while
  // the signing takes companies from the end (a signed contract's e-mail may draw its protocols).
  const undrawn = pending.map((entry) => entry.empresaId);
  const captchas = await solveCaptchas(url, 1500);

  // The measurement.
  const readTimes: number[] = [];
  const writeTimes: number[] = [];
  const byAction = new Map<string, number[]>();
  const errorSamples: string[] = [];
  let errors = 0;
  let requests = 0;
  let actions = 0;
  let signed = 0;
  let csvBase = 3_000_000 + randomInt(0, 1_000_000) * 10;

  async function call(step: Call): Promise<Response | undefined> {
    const headers: Record<string, string> = { ...step.headers };
    if (step.token) headers.authorization = `Bearer ${step.token}`;
    let body: BodyInit | undefined;
    if (step.form) body = step.form;
    else if (step.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(step.body);
    }
    const started = performance.now();
    try {
      const response = await fetch(`${url}${step.path}`, { method: step.method, headers, body });
      const payload = await response.arrayBuffer();
      const elapsed = performance.now() - started;
      (step.method === 'GET' ? readTimes : writeTimes).push(elapsed);
      requests += 1;
      if (response.status !== (step.expect ?? 200)) {
        errors += 1;
        if (errorSamples.length < 10) errorSamples.push(`${step.method} ${step.path.replace(/firma\/[^/]+/, 'firma/…')} → ${response.status} ${Buffer.from(payload).toString('utf8').slice(0, 160)}`);
        return undefined;
      }
      return new Response(payload, { status: response.status, headers: response.headers });
    } catch (error) {
      requests += 1;
      errors += 1;
      if (errorSamples.length < 10) errorSamples.push(`${step.method} ${step.path}: ${(error as Error).message}`);
      return undefined;
    }
  }

  const ACTIONS: Array<{ name: string; weight: number; run: () => Promise<void> }> = [
    { name: 'company list page', weight: 45, run: async () => void (await call({ method: 'GET', path: `${CORE}/gestorias/my/empresas?page=${randomInt(0, Math.max(1, firstPage.totalPages))}&size=10`, token: gestoria })) },
    { name: 'company detail', weight: 20, run: async () => void (await call({ method: 'GET', path: `${CORE}/gestorias/empresas/${nifs[randomInt(0, nifs.length)]}`, token: gestoria })) },
    { name: 'header (user and bell)', weight: 15, run: async () => {
      await call({ method: 'GET', path: `${CORE}/users/my`, token: gestoria });
      await call({ method: 'GET', path: `${CORE}/users/my/notifications`, token: gestoria });
    } },
    { name: "gestoría's invoices", weight: 6, run: async () => void (await call({ method: 'GET', path: `${CORE}/facturas/gestoria?page=0&size=10`, token: gestoria })) },
    { name: "client's own PDF", weight: 2, run: async () => void (await call({ method: 'GET', path: pdfs[randomInt(0, pdfs.length)]!, token: empresa })) },
    { name: "a company's protocol, first download", weight: 2, run: async () => {
      const empresaId = undrawn.shift();
      if (empresaId) await call({ method: 'GET', path: `${CORE}/admin/empresas/${empresaId}/download-protocol/LOPD`, token: staff });
    } },
    { name: 'sign-in', weight: 3, run: async () => {
      const captcha = captchas.pop();
      if (!captcha) return;
      const started = performance.now();
      const response = await authenticate(url, captcha, { username: '11111111H', password: 'Cumplia.2026', tipo: 'G' }).catch(() => undefined);
      writeTimes.push(performance.now() - started);
      requests += 1;
      if (response?.status !== 200) {
        errors += 1;
        if (errorSamples.length < 10) errorSamples.push(`sign-in → ${response?.status} ${(await response?.text())?.slice(0, 160)}`);
      } else await response.arrayBuffer();
    } },
    { name: 'CSV upload (5 companies)', weight: 1, run: async () => {
      const form = new FormData();
      form.append('file', new Blob([companiesCsv(5, { base: (csvBase += 10) })], { type: 'text/csv' }), 'alta.csv');
      await call({ method: 'POST', path: `${CORE}/gestorias/upload-csv`, token: gestoria, form, expect: 201 });
    } },
    { name: 'contract signed by SMS code', weight: 3, run: async () => {
      const next = signable.pop();
      if (!next) return;
      const page = await call({ method: 'GET', path: `${CORE}/firma/${next.token}` });
      if (!page) return;
      const { documentSha256 } = (await page.json()) as { documentSha256: string };
      if (!(await call({ method: 'POST', path: `${CORE}/firma/${next.token}/codigo`, body: { documentSha256 } }))) return;
      const outbox = await call({ method: 'GET', path: '/api/cumplia-mail/outbox?channel=SMS&page=0&size=20', token: staff });
      const messages = outbox ? ((await outbox.json()) as { content: Array<{ recipient: string; text: string }> }).content : [];
      const code = /(\d{6})/.exec(messages.find((row) => row.recipient === next.phone && row.text.includes('código'))?.text ?? '')?.[1];
      if (!code) {
        errors += 1;
        if (errorSamples.length < 10) errorSamples.push(`signing code for ${next.phone} not in the outbox's first page`);
        return;
      }
      if (await call({ method: 'POST', path: `${CORE}/firma/${next.token}/firmar`, body: { code, acepto: true, documentSha256 } })) signed += 1;
    } },
  ];
  const totalWeight = ACTIONS.reduce((sum, action) => sum + action.weight, 0);
  const pick = () => {
    let ticket = randomInt(0, totalWeight);
    for (const action of ACTIONS) {
      if ((ticket -= action.weight) < 0) return action;
    }
    return ACTIONS[0]!;
  };

  const cpu = cpuMeter(server);
  cpu.start();
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: VIRTUAL_USERS }, async () => {
      // People arrive over the first seconds, not all in the same millisecond.
      await sleep(randomInt(0, PAUSE_MS[1]));
      while (performance.now() < until) {
        const action = pick();
        const at = performance.now();
        await action.run();
        actions += 1;
        const times = byAction.get(action.name) ?? [];
        times.push(performance.now() - at);
        byAction.set(action.name, times);
        await sleep(randomInt(PAUSE_MS[0], PAUSE_MS[1]));
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpuPerRequest = cpu.stop(requests);
  const figures = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), p99Ms: percentile(sorted, 0.99), count: sorted.length };
  };
  return {
    actions,
    requests,
    errors,
    errorSamples,
    perSecond: (requests / elapsed) * 1000,
    reads: figures(readTimes),
    writes: figures(writeTimes),
    byAction: [...byAction].map(([action, times]) => ({ action, count: times.length, p95Ms: figures(times).p95Ms })),
    signed,
    cpu: cpuPerRequest,
  };
}
