import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createLabsMobileClient } from './sms-providers/labsmobile.ts';

export interface SmsSender {
  /** "log": the outbox is the delivery; "labsmobile": sent through LabsMobile. */
  readonly kind: Config['SMS_PROVIDER'];
  /** Resolves once the message is delivered or accepted by the provider; throws otherwise, and the outbox retries later. */
  send(to: string, text: string): Promise<void>;
}

export type SmsConfig = Pick<Config, 'SMS_PROVIDER' | 'SMS_SENDER' | 'SMS_TIMEOUT_SECONDS' | 'LABSMOBILE_URL' | 'LABSMOBILE_USERNAME' | 'LABSMOBILE_TOKEN'>;

/**
 * The SMS adapter, chosen by SMS_PROVIDER (decision 0024). "log" (the default): the message stays in
 * the outbox, where staff read it (the server log says only that one was kept). "labsmobile": LabsMobile's
 * JSON API sends it.
 */
export function createSmsSender(options: { config: SmsConfig; log: FastifyBaseLogger }): SmsSender {
  const { config, log } = options;
  if (config.SMS_PROVIDER === 'labsmobile') {
    // The configuration refuses to start without them; this keeps the types honest.
    if (!config.LABSMOBILE_USERNAME || !config.LABSMOBILE_TOKEN) throw new Error('SMS_PROVIDER=labsmobile needs LABSMOBILE_USERNAME and LABSMOBILE_TOKEN');
    const client = createLabsMobileClient({
      url: config.LABSMOBILE_URL,
      username: config.LABSMOBILE_USERNAME,
      token: config.LABSMOBILE_TOKEN,
      sender: config.SMS_SENDER,
      timeoutMs: config.SMS_TIMEOUT_SECONDS * 1000,
    });
    return {
      kind: 'labsmobile',
      async send(to, text) {
        const receipt = await client.send(to, text);
        log.info({ to, subid: receipt.subid, encoding: receipt.encoding, parts: receipt.parts }, 'SMS aceptado por LabsMobile');
      },
    };
  }
  return {
    kind: 'log',
    async send(to, text) {
      // Never the text: it carries the signing code (read it in the outbox).
      log.info({ to, length: text.length }, 'SMS guardado sin proveedor configurado: consulte la bandeja de salida');
    },
  };
}
