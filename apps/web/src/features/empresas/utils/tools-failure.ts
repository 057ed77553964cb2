import { TOOLS_MESSAGES } from '@cumplia/shared/schemas/empresa';
import { isApiRequestError } from '../../../lib/api-error';

/** Where a tool call's answer may carry its explanation, in the order spec 2 §8 reads them. */
const MESSAGE_KEYS = ['message', 'error', 'detail', 'details', 'description', 'errorMessage', 'msg', 'reason'] as const;

/**
 * The text shown when a tool change fails (spec 2 §8 "Lists"): the first of message, error, detail,
 * details, description, errorMessage, msg and reason in the answer, else the general text. With no
 * answer at all, the connection or time-out text.
 */
export function toolsFailureMessage(error: unknown): string {
  if (!isApiRequestError(error)) return TOOLS_MESSAGES.generic;
  if (error.isNoResponse) return error.message;
  if (error.status >= 500) return TOOLS_MESSAGES.generic;
  for (const key of MESSAGE_KEYS) {
    const value = error.body?.[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return TOOLS_MESSAGES.generic;
}
