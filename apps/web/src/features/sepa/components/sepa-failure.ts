import { isSepaErrorCode, SEPA_ERROR_ADVICE, SEPA_HEADERS } from '@cumplia/shared/schemas/sepa';
import { ApiRequestError } from '../../../lib/api-error';

/** What a failed SEPA call shows (spec 3 §8): the code, the message, the advice and the transaction id. */
export type SepaFailure = { code: string; message: string; advice: string; transactionId: string | null };

const GENERAL = 'No se pudo generar el fichero SEPA.';
const GENERAL_ADVICE = 'Vuelva a intentarlo; si persiste, contacte con soporte técnico.';

/**
 * Reads the failure from the answer's body, else from its x-error-type / x-error-message headers
 * (spec 3 §7: SEPA answers under 500 are inspected, not thrown away), else says what is known.
 */
export function sepaFailureOf(error: unknown): SepaFailure {
  if (!(error instanceof ApiRequestError)) return { code: 'SEPA_SERVICE_ERROR', message: GENERAL, advice: GENERAL_ADVICE, transactionId: null };
  const headerCode = error.headers?.get(SEPA_HEADERS.errorType) ?? null;
  const headerMessage = error.headers?.get(SEPA_HEADERS.errorMessage) ?? null;
  const code = error.body && typeof error.body.code === 'string' ? error.body.code : (headerCode ?? error.code);
  let message = error.message;
  if (!(error.body && typeof error.body.message === 'string') && headerMessage) {
    try {
      message = decodeURIComponent(headerMessage);
    } catch {
      message = headerMessage;
    }
  }
  const data = error.data ?? {};
  const advice = typeof data.advice === 'string' ? data.advice : isSepaErrorCode(code) ? SEPA_ERROR_ADVICE[code] : GENERAL_ADVICE;
  const transactionId = typeof data.transactionId === 'string' ? data.transactionId : (error.headers?.get(SEPA_HEADERS.transactionId) ?? null);
  return { code, message: message || GENERAL, advice, transactionId };
}
