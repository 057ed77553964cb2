import { prepareSmsText, type SmsEncoding } from './sms-text.ts';

/**
 * LabsMobile's JSON API (https://apidocs.labsmobile.com): `POST https://api.labsmobile.com/json/send`
 * with HTTP Basic authentication (the account's user name and an API token) and the body
 * `{message, tpoa, recipient: [{msisdn}]}`, plus `long: 1` for a concatenated message and
 * `ucs2: 1` for one outside the GSM alphabet. The answer is JSON: `code` "0" means accepted (with
 * the `subid` of the sending); any other code is a refusal explained in `message` (35: no credit),
 * and it may come with HTTP 200. Anything but an explicit acceptance throws, so that the outbox
 * keeps the message and tries again later (decisions 0006 and 0024).
 */
export interface LabsMobileOptions {
  url: string;
  username: string;
  token: string;
  /** The sender shown on the phone (`tpoa`). */
  sender: string;
  timeoutMs: number;
}

export interface LabsMobileReceipt {
  /** LabsMobile's id of the sending, to find it in its reports. */
  subid: string | undefined;
  encoding: SmsEncoding;
  parts: number;
}

/** A sending that did not happen. Its message is what staff read in the outbox: never a credential. */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; providerCode?: string } = {},
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/**
 * The number in LabsMobile's form: country code and number, digits only, without "+" or "00".
 * The product stores "+34" and 9 digits; 9 bare digits are taken as a Spanish number.
 */
export function toMsisdn(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact);
  if (international) return international[1]!;
  if (/^[6-9]\d{8}$/.test(compact)) return `34${compact}`;
  throw new SmsProviderError(`Número de teléfono no válido para SMS: «${phone}».`);
}

interface LabsMobileAnswer {
  code?: unknown;
  message?: unknown;
  subid?: unknown;
}

function parseAnswer(raw: string): LabsMobileAnswer | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as LabsMobileAnswer) : undefined;
  } catch {
    return undefined;
  }
}

export function createLabsMobileClient(options: LabsMobileOptions) {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.token}`).toString('base64')}`;

  return {
    async send(to: string, original: string): Promise<LabsMobileReceipt> {
      const prepared = prepareSmsText(original);
      const body = {
        message: prepared.text,
        tpoa: options.sender,
        recipient: [{ msisdn: toMsisdn(to) }],
        ...(prepared.parts > 1 ? { long: 1 } : {}),
        ...(prepared.encoding === 'UCS-2' ? { ucs2: 1 } : {}),
      };

      let status: number;
      let raw: string;
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json', 'cache-control': 'no-cache' },
          body: JSON.stringify(body),
          // A redirect would carry the credentials elsewhere: the endpoint never needs one.
          redirect: 'error',
          // One time limit for the whole exchange, the answer's body included.
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        raw = await response.text();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new SmsProviderError(`LabsMobile no respondió en ${options.timeoutMs / 1000} s; se reintentará.`);
        }
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
        throw new SmsProviderError(`No se pudo conectar con LabsMobile: ${cause}`);
      }

      const answer = parseAnswer(raw);
      const providerCode = answer?.code === undefined || answer.code === null ? undefined : String(answer.code);
      const providerMessage = typeof answer?.message === 'string' ? answer.message : undefined;

      if (status < 200 || status > 299) {
        const hint = status === 401 || status === 403 ? ' (compruebe LABSMOBILE_USERNAME, LABSMOBILE_TOKEN y las IP permitidas de la cuenta)' : '';
        const detail = providerMessage ? `: ${providerCode ? `código ${providerCode}, ` : ''}${providerMessage}` : '';
        throw new SmsProviderError(`LabsMobile respondió HTTP ${status}${detail}${hint}`, { status, providerCode });
      }
      if (providerCode === undefined) {
        throw new SmsProviderError(`LabsMobile dio una respuesta no reconocida (HTTP ${status}).`, { status });
      }
      if (providerCode !== '0') {
        throw new SmsProviderError(`LabsMobile rechazó el SMS (código ${providerCode}): ${providerMessage ?? 'sin descripción'}`, { status, providerCode });
      }
      return { subid: typeof answer?.subid === 'string' ? answer.subid : undefined, encoding: prepared.encoding, parts: prepared.parts };
    },
  };
}
