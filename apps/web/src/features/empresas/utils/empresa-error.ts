import { ApiRequestError, CLIENT_ERROR_CODES } from '../../../lib/api-error';
import { fieldMessagesOf, serverMessageOr } from '../../../lib/error-message';

/** Spec 1 §8 "Company creation by a collaborator" and "Collaborator company edit", word for word. */
export const EMPRESA_ERROR_MESSAGES = {
  duplicateNifCif: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
  gestoriaNotFound: 'No tiene una gestoría asignada. Contacte con el administrador.',
  security: 'No tiene permisos para realizar esta operación.',
  dataIntegrity: 'Error en la integridad de los datos. Verifique la información ingresada.',
  validation: (message: string) => `Error de validación: ${message}`,
  constraint: (message: string) => `Error en los datos: ${message}`,
  create: {
    generic: 'Error al crear la empresa. Verifique los datos e intente nuevamente.',
    unexpectedAnswer: 'Error al crear la empresa. Por favor, inténtelo de nuevo.',
    connection: 'Error de conexión. Por favor, verifique su conexión a internet e intente nuevamente.',
  },
  update: {
    generic: 'Error al actualizar la empresa.',
    unexpectedAnswer: 'Error al actualizar la empresa.',
    connection: 'Error de conexión. Verifique su conexión a internet e intente nuevamente.',
  },
  load: 'No se pudieron obtener los datos de la empresa.',
} as const;

export type EmpresaFailure = {
  /** The text above the form's buttons. */
  message: string;
  /** Server messages per field, shown under each field. */
  fields: Record<string, string>;
};

/** "Error en los datos." from the server would read "Error en los datos: Error en los datos.". */
function withPrefix(prefix: (message: string) => string, message: string): string {
  const bare = prefix('').replace(/:\s*$/, '');
  return message.startsWith(bare) ? message : prefix(message);
}

/** Maps a failed creation or edit of a company to the spec's texts and the per-field messages. */
export function empresaFailure(error: unknown, action: 'create' | 'update'): EmpresaFailure {
  const m = EMPRESA_ERROR_MESSAGES;
  const texts = m[action];
  if (!(error instanceof ApiRequestError)) return { message: texts.generic, fields: {} };
  // No answer at all, also after the time-out: the spec has one text for both.
  if (error.isNoResponse) return { message: texts.connection, fields: {} };
  const fields = fieldMessagesOf(error);
  switch (error.code) {
    case 'DUPLICATE_NIF_CIF':
      return { message: m.duplicateNifCif, fields: { nifCif: m.duplicateNifCif } };
    case 'DUPLICATE_USERNAME':
      return { message: error.message, fields: { username: error.message } };
    case 'GESTORIA_NOT_FOUND':
      return { message: m.gestoriaNotFound, fields: {} };
    case 'SECURITY_ERROR':
      return { message: m.security, fields: {} };
    case 'DATA_INTEGRITY_VIOLATION':
      return { message: m.dataIntegrity, fields: {} };
    case 'VALIDATION_ERROR':
      return { message: withPrefix(m.validation, error.message), fields };
    case 'CONSTRAINT_VIOLATION':
      return { message: withPrefix(m.constraint, error.message), fields };
    case CLIENT_ERROR_CODES.invalidResponse:
      return { message: texts.unexpectedAnswer, fields: {} };
    default:
      // Anything else: the server's own explanation, else the generic text (never a 500's internals).
      return { message: serverMessageOr(error, texts.generic), fields };
  }
}
