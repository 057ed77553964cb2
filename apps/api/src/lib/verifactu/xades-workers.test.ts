import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyIndependently } from '../../../test/support/xades-verify.ts';
import { generateSelfSignedCertificate } from '../pki/self-signed-certificate.ts';
import { firmanteDePkcs12, type Firmante } from './firma-xades.ts';
import { firmarXadesEnHilo, verificarXadesEnHilo } from './xades-workers.ts';

const SF = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
const registro = (n: number) =>
  `<sf:RegistroAnulacion xmlns:sf="${SF}"><sf:IDVersion>1.0</sf:IDVersion><sf:Huella>${n.toString(16).toUpperCase().padStart(64, '0')}</sf:Huella></sf:RegistroAnulacion>`;

let firmante: Firmante;
beforeAll(async () => {
  const { p12, passphrase } = generateSelfSignedCertificate('Cumplia Compliance S.L. (demostración)', 'Cumplia Compliance S.L.');
  firmante = await firmanteDePkcs12(p12, passphrase);
  await firmarXadesEnHilo(registro(0), firmante, new Date()); // the thread loads xadesjs once
});

describe('the records\' signatures on their own thread (decision 0073)', () => {
  it('signs and verifies while the server thread stays free: the signatures check with an independent verifier', async () => {
    const before = performance.eventLoopUtilization();
    const signed = await Promise.all(Array.from({ length: 40 }, (_, n) => firmarXadesEnHilo(registro(n + 1), firmante, new Date('2026-03-10T10:00:00Z'))));
    const verified = await Promise.all(signed.map((xml) => verificarXadesEnHilo(xml)));
    // Made on this thread, forty signatures and their checks keep its event loop busy nearly all along.
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(verified.every(Boolean)).toBe(true);
    expect(signed.every((xml) => verifyIndependently(xml))).toBe(true);
    expect(signed[6]).toContain(registro(7).slice(-80, -24));
    expect(busy).toBeLessThan(0.4);
  });

  it('refuses a record changed after its signature', async () => {
    const signed = await firmarXadesEnHilo(registro(1), firmante, new Date());
    expect(await verificarXadesEnHilo(signed.replace('0000000001', '0000000002'))).toBe(false);
  });
});
