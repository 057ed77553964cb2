import { ApiRequestError, CLIENT_ERROR_CODES } from '../../../lib/api-error';
import { fieldMessagesOf } from '../../../lib/error-message';

export const REGISTRATION_ERROR_MESSAGES = {
  duplicateUsername: 'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.',
  connection: 'Error de conexión. Por favor, inténtelo de nuevo más tarde.',
  generic: 'Error al registrar la empresa. Inténtelo de nuevo.',
} as const;

export type RegistrationFailure = {
  message: string;
  /** Server messages per field (`data` of a 400, or the field a duplicate concerns). */
  fields: Record<string, string>;
};

/** Maps a failed registration to spec 1 §8 "Public registration". */
export function registrationFailure(error: unknown): RegistrationFailure {
  const m = REGISTRATION_ERROR_MESSAGES;
  if (!(error instanceof ApiRequestError)) return { message: m.generic, fields: {} };
  if (error.isNoResponse) return { message: m.connection, fields: {} };
  if (error.code === 'DUPLICATE_USERNAME') return { message: m.duplicateUsername, fields: { username: m.duplicateUsername } };
  if (error.code === 'DUPLICATE_NIF_CIF') return { message: error.message, fields: { nifCif: error.message } };
  const fields = fieldMessagesOf(error);
  const noServerText =
    error.status >= 500 || error.code === CLIENT_ERROR_CODES.http || error.code === CLIENT_ERROR_CODES.invalidResponse;
  // Whatever else the server explained (validation data, captcha, too many requests) is shown as is.
  return { message: noServerText ? m.generic : error.message, fields };
}
