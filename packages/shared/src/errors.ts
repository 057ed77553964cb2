import { z } from 'zod';

/**
 * Every error the server answers with has one of these codes. The message is the Spanish text a
 * user may read; the web shows it as is unless the spec gives a screen-specific text for the code.
 */
export const ERROR_MESSAGES = {
  // Validation and input
  VALIDATION_ERROR: 'Los datos proporcionados no son válidos.',
  CONSTRAINT_VIOLATION: 'Error en los datos.',
  DATA_INTEGRITY_VIOLATION: 'Error en la integridad de los datos. Verifique la información ingresada.',
  DUPLICATE_NIF_CIF: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
  DUPLICATE_USERNAME:
    'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.',
  GESTORIA_NOT_FOUND: 'No tiene una gestoría asignada. Contacte con el administrador.',
  NOT_FOUND: 'El recurso solicitado no existe.',
  CONFLICT: 'La operación no es posible en el estado actual.',
  // A bulk upload's file, deleted once its retention ended (docs/decisions/0074).
  ARCHIVO_ELIMINADO: 'El archivo ya no se conserva.',
  // Access
  UNAUTHENTICATED: 'Debe iniciar sesión para realizar esta operación.',
  SECURITY_ERROR: 'No tiene permisos para realizar esta operación.',
  // Authentication (spec 0 "Accounts, login and session")
  AUTH001: 'Por favor, complete todos los campos requeridos.',
  AUTH002: 'El usuario o la contraseña son incorrectos.',
  // One text for every pause (docs/decisions/0004): it lapses by itself and a password reset ends it.
  AUTH003:
    'Demasiados intentos fallidos. Por seguridad, hemos pausado el inicio de sesión de esta cuenta durante un tiempo. Vuelva a intentarlo más tarde o restablezca su contraseña.',
  AUTH004: 'Su cuenta está deshabilitada. Por favor, verifique su correo electrónico o contacte con soporte.',
  INVALID_REFRESH_TOKEN: 'La sesión ha caducado. Inicie sesión de nuevo.',
  INVALID_CODE: 'El código no es válido o ha caducado.',
  // Contract signature (docs/decisions/0022)
  CONTRACT_LINK_EXPIRED: 'El enlace de firma ha caducado. Pida uno nuevo a su gestoría o a Cumplia.',
  CONTRACT_CANCELLED: 'Este contrato ha sido anulado: la herramienta ya no está activa.',
  CONTRACT_ALREADY_SIGNED: 'Este contrato ya está firmado.',
  SIGNING_CODE_INVALID: 'El código no es correcto.',
  SIGNING_CODE_EXPIRED: 'El código ha caducado o ya no es válido. Pida un código nuevo.',
  SIGNING_CODE_COOLDOWN: 'Acabamos de enviarle un código. Espere un momento antes de pedir otro.',
  SIGNING_CODE_LIMIT: 'Ya se han enviado los códigos permitidos hoy para este contrato. Podrá pedir otro mañana.',
  DOCUMENT_CHANGED: 'El contrato ha cambiado desde que pidió el código. Revise el texto actualizado y pida un código nuevo.',
  // SEPA direct-debit files (spec 3 §8; docs/decisions/0029): each answer also carries an advice
  // (SEPA_ERROR_ADVICE in schemas/sepa.ts) and the transaction id.
  EMPRESA_NOT_FOUND: 'La empresa indicada no existe.',
  EMPRESA_NOT_SEPA: 'La empresa no paga por adeudo bancario (SEPA).',
  EMPRESA_IBAN_MISSING: 'La empresa no tiene IBAN para el adeudo.',
  EMPRESA_IBAN_INVALID: 'El IBAN de la empresa no es válido: deben ser 2 letras mayúsculas y 22 dígitos, con dígitos de control correctos.',
  INVALID_IBAN: 'La cuenta de abono elegida no es válida.',
  NO_SEPA_INVOICES: 'No hay facturas de empresas con adeudo bancario (SEPA) con fecha de cobro en el periodo seleccionado.',
  NO_PROCESSED_INVOICES: 'Las facturas del periodo ya están remesadas: no queda ninguna que incluir en el fichero SEPA.',
  SEPA_VALIDATION_ERROR: 'Los datos para generar el fichero SEPA no son válidos.',
  DATETIME_CONFIGURATION_ERROR: 'Una fecha del fichero SEPA no es válida.',
  XML_VALIDATION_ERROR: 'El fichero SEPA generado no cumple el esquema oficial ISO 20022 y no se ha entregado.',
  IO_ERROR: 'No se pudo guardar el fichero SEPA.',
  SEPA_SERVICE_ERROR: 'El servicio de generación de ficheros SEPA ha fallado.',
  // No invoice collected twice (docs/decisions/0042).
  FACTURAS_YA_REMESADAS: 'Alguna de las facturas ya está en una remesa que no se ha anulado.',
  REMESA_YA_ANULADA: 'Esta remesa ya está anulada.',
  // The bank's return and reject files (docs/decisions/0051).
  SEPA_DEVOLUCION_NO_VALIDA: 'El fichero no es un fichero de devoluciones o rechazos del banco (pain.002 o camt.054).',
  SEPA_DEVOLUCION_SIN_COINCIDENCIAS: 'El fichero no corresponde a ningún cobro de las remesas generadas.',
  // A correction never refunds more than was invoiced (docs/decisions/0045).
  RECTIFICACION_SUPERA_FACTURADO: 'La rectificación dejaría la factura por debajo de 0 €: no se puede devolver más de lo facturado.',
  // Records remitted to the tax agency at its request (docs/decisions/0083).
  REQUERIMIENTO_DUPLICADO: 'Ya hay una remisión con esa referencia de requerimiento: búsquela en la lista y, si se interrumpió, reanúdela.',
  REQUERIMIENTO_SIN_REGISTROS: 'No hay registros de facturas expedidas en ese periodo: no hay nada que remitir.',
  REQUERIMIENTO_EN_VERIFACTU:
    'Cumplia funciona como sistema VERI*FACTU y ya envía cada registro a la AEAT al expedir la factura: la remisión bajo requerimiento es propia de los sistemas que no lo son.',
  REQUERIMIENTO_SIN_CERTIFICADO:
    'Falta configurar el certificado electrónico con el que Cumplia se identifica ante la AEAT (VERIFACTU_CERT_P12_PATH). Avise al equipo técnico.',
  REQUERIMIENTO_EN_CURSO: 'Esta remisión se está enviando o ya se remitió: no hay nada que reanudar.',
  // Captcha
  CAPTCHA_REQUIRED: 'Por favor, complete el captcha.',
  CAPTCHA_INVALID: 'La verificación del captcha falló. Por favor, inténtelo de nuevo.',
  // Limits and server
  RATE_LIMITED: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  PAYLOAD_TOO_LARGE: 'El archivo o los datos enviados son demasiado grandes.',
  INTERNAL_SERVER_ERROR: 'Ha ocurrido un error en el servidor. Por favor, inténtelo más tarde.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Vuelva a intentarlo en unos segundos.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** The body of every error answer: `{code, message, data}`; `data` maps a field to its message. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
