import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  readonly kind: 'log';
  send(to: string, text: string): Promise<void>;
}

/**
 * The SMS adapter. Only the "log" provider exists: the message stays in the outbox (where staff
 * can read it) and is written to the server log. A real provider implements the same interface.
 */
export function createSmsSender(options: { provider: 'log'; log: FastifyBaseLogger }): SmsSender {
  return {
    kind: options.provider,
    async send(to, text) {
      options.log.info({ to }, `SMS (sin proveedor configurado, consulte la bandeja de salida): ${text}`);
    },
  };
}
