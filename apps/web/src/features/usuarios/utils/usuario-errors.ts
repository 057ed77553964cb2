import { USUARIO_TEXTS } from '@cumplia/shared/schemas/usuario';
import { isApiRequestError } from '../../../lib/api-error';
import { serverMessageOr } from '../../../lib/error-message';

/**
 * Spec 2 §8 "Users" gives one text per failure; when the server said why (a 4xx with its message:
 * "No puede eliminar su propio usuario.", a NIF taken…) that reason is shown under it.
 */
export function failureWithReason(error: unknown, text: string): { message: string; detail: string | undefined } {
  const reason = serverMessageOr(error, '');
  return { message: text, detail: reason && reason !== text ? reason : undefined };
}

/** The edit screen's two texts per call: the server refused (first) or never answered (second). */
export function editScreenFailure(error: unknown, texts: { refused: string; failed: string }) {
  if (isApiRequestError(error) && error.isNoResponse) return { message: texts.failed, detail: error.message };
  return failureWithReason(error, texts.refused);
}

export const LOAD_TEXTS = { refused: USUARIO_TEXTS.loadFailed, failed: USUARIO_TEXTS.loadError } as const;
export const UPDATE_TEXTS = { refused: USUARIO_TEXTS.updateFailed, failed: USUARIO_TEXTS.updateError } as const;
