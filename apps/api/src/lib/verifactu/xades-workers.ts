import { enginePool } from '../threads/engine-pool.ts';
import type * as Engine from './firma-xades.ts';

/**
 * The XAdES signatures of the records and events, made and checked on a thread of their own
 * (decision 0073): about 10 ms of CPU each (xadesjs on xmldom), which on the server's thread held
 * every other request behind each invoice issued, and behind each signature re-verified by an
 * integrity check after a start. One thread, apart from the PDF pool: an invoice is signed while
 * its series is locked, and must not wait there behind a protocol being drawn.
 */
const xadesPool = enginePool<typeof Engine>('xades', { maxThreads: 1 });

/** `firmarXades`, on the signing thread. */
export const firmarXadesEnHilo = (...args: Parameters<typeof Engine.firmarXades>) => xadesPool.run('firmarXades', args);

/** `verificarXades`, on the signing thread. */
export const verificarXadesEnHilo = (signedXml: string) => xadesPool.run('verificarXades', [signedXml]);
