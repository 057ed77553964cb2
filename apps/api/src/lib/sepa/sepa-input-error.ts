/**
 * What can be wrong with the data of a SEPA file before it is written, each problem with the code
 * of spec 3's SEPA catalogue that the service answers with. A problem of one payment names it (its
 * position and end-to-end id), so the service can tell staff which invoice to fix.
 */

export type SepaErrorCode =
  | 'EMPRESA_IBAN_MISSING'
  | 'EMPRESA_IBAN_INVALID'
  | 'INVALID_IBAN'
  | 'NO_SEPA_INVOICES'
  | 'DATETIME_CONFIGURATION_ERROR'
  | 'SEPA_VALIDATION_ERROR';

export type SepaProblem =
  // The file and its creditor (configuration).
  | 'NO_PAYMENTS'
  | 'MESSAGE_ID_INVALID'
  | 'CREATION_TIME_INVALID'
  | 'CREDITOR_NAME_MISSING'
  | 'CREDITOR_IDENTIFIER_INVALID'
  | 'CREDITOR_IBAN_INVALID'
  | 'CREDITOR_BIC_INVALID'
  | 'CREDITOR_ADDRESS_INCOMPLETE'
  // One payment.
  | 'END_TO_END_ID_INVALID'
  | 'END_TO_END_ID_REPEATED'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_INVALID'
  | 'COLLECTION_DATE_INVALID'
  | 'SEQUENCE_TYPE_INVALID'
  | 'MANDATE_MISSING'
  | 'MANDATE_REFERENCE_INVALID'
  | 'MANDATE_SIGNATURE_DATE_INVALID'
  | 'DEBTOR_NAME_MISSING'
  | 'DEBTOR_IBAN_MISSING'
  | 'DEBTOR_IBAN_INVALID'
  | 'DEBTOR_BIC_INVALID'
  | 'DEBTOR_ADDRESS_INCOMPLETE';

const CODES: Readonly<Record<SepaProblem, SepaErrorCode>> = {
  NO_PAYMENTS: 'NO_SEPA_INVOICES',
  MESSAGE_ID_INVALID: 'SEPA_VALIDATION_ERROR',
  CREATION_TIME_INVALID: 'DATETIME_CONFIGURATION_ERROR',
  CREDITOR_NAME_MISSING: 'SEPA_VALIDATION_ERROR',
  CREDITOR_IDENTIFIER_INVALID: 'SEPA_VALIDATION_ERROR',
  CREDITOR_IBAN_INVALID: 'INVALID_IBAN',
  CREDITOR_BIC_INVALID: 'SEPA_VALIDATION_ERROR',
  CREDITOR_ADDRESS_INCOMPLETE: 'SEPA_VALIDATION_ERROR',
  END_TO_END_ID_INVALID: 'SEPA_VALIDATION_ERROR',
  END_TO_END_ID_REPEATED: 'SEPA_VALIDATION_ERROR',
  AMOUNT_NOT_POSITIVE: 'SEPA_VALIDATION_ERROR',
  AMOUNT_INVALID: 'SEPA_VALIDATION_ERROR',
  COLLECTION_DATE_INVALID: 'DATETIME_CONFIGURATION_ERROR',
  SEQUENCE_TYPE_INVALID: 'SEPA_VALIDATION_ERROR',
  MANDATE_MISSING: 'SEPA_VALIDATION_ERROR',
  MANDATE_REFERENCE_INVALID: 'SEPA_VALIDATION_ERROR',
  MANDATE_SIGNATURE_DATE_INVALID: 'SEPA_VALIDATION_ERROR',
  DEBTOR_NAME_MISSING: 'SEPA_VALIDATION_ERROR',
  DEBTOR_IBAN_MISSING: 'EMPRESA_IBAN_MISSING',
  DEBTOR_IBAN_INVALID: 'EMPRESA_IBAN_INVALID',
  DEBTOR_BIC_INVALID: 'SEPA_VALIDATION_ERROR',
  DEBTOR_ADDRESS_INCOMPLETE: 'SEPA_VALIDATION_ERROR',
};

const MESSAGES: Readonly<Record<SepaProblem, string>> = {
  NO_PAYMENTS: 'No hay cobros que incluir en el fichero SEPA.',
  MESSAGE_ID_INVALID: 'El identificador del fichero no es válido (hasta 35 caracteres del juego SEPA).',
  CREATION_TIME_INVALID: 'La fecha de creación del fichero no es válida.',
  CREDITOR_NAME_MISSING: 'Falta el nombre del acreedor.',
  CREDITOR_IDENTIFIER_INVALID: 'El identificador de acreedor SEPA no es válido.',
  CREDITOR_IBAN_INVALID: 'El IBAN de la cuenta de abono no es válido.',
  CREDITOR_BIC_INVALID: 'El BIC de la cuenta de abono no es válido.',
  CREDITOR_ADDRESS_INCOMPLETE: 'La dirección del acreedor necesita al menos población y país.',
  END_TO_END_ID_INVALID: 'La referencia del cobro no es válida (hasta 35 caracteres del juego SEPA).',
  END_TO_END_ID_REPEATED: 'La referencia del cobro está repetida en el fichero.',
  AMOUNT_NOT_POSITIVE: 'El importe debe ser mayor que cero.',
  AMOUNT_INVALID: 'El importe no es válido (céntimos enteros, hasta 999.999.999,99 €).',
  COLLECTION_DATE_INVALID: 'La fecha de cobro no es válida.',
  SEQUENCE_TYPE_INVALID: 'El tipo de adeudo debe ser FRST o RCUR.',
  MANDATE_MISSING: 'La empresa no tiene mandato SEPA firmado.',
  MANDATE_REFERENCE_INVALID: 'La referencia del mandato no es válida (hasta 35 caracteres del juego SEPA).',
  MANDATE_SIGNATURE_DATE_INVALID: 'La fecha de firma del mandato no es válida o es posterior a la fecha de cobro.',
  DEBTOR_NAME_MISSING: 'Falta el nombre del deudor.',
  DEBTOR_IBAN_MISSING: 'La empresa no tiene IBAN.',
  DEBTOR_IBAN_INVALID: 'El IBAN de la empresa no es válido.',
  DEBTOR_BIC_INVALID: 'El BIC de la empresa no es válido.',
  DEBTOR_ADDRESS_INCOMPLETE: 'La dirección de la empresa necesita al menos población y país.',
};

export interface SepaIssue {
  readonly problem: SepaProblem;
  readonly code: SepaErrorCode;
  /** The payment's position in the input, or null for a problem of the file or its creditor. */
  readonly paymentIndex: number | null;
  readonly endToEndId: string | null;
  /** In Spanish, naming the payment when there is one. */
  readonly message: string;
}

export function sepaIssue(problem: SepaProblem, payment?: { index: number; endToEndId: string }): SepaIssue {
  const message = MESSAGES[problem];
  return {
    problem,
    code: CODES[problem],
    paymentIndex: payment?.index ?? null,
    endToEndId: payment?.endToEndId ?? null,
    message: payment ? `Cobro ${payment.endToEndId || `n.º ${payment.index + 1}`}: ${message}` : message,
  };
}

/** Thrown by the writer with every problem found; `code` is the first problem's. */
export class SepaInputError extends Error {
  readonly code: SepaErrorCode;
  readonly issues: readonly SepaIssue[];

  constructor(issues: readonly SepaIssue[]) {
    const [first] = issues;
    if (!first) throw new Error('A SepaInputError needs at least one issue.');
    super(issues.length === 1 ? first.message : `${first.message} (y ${issues.length - 1} problemas más)`);
    this.name = 'SepaInputError';
    this.code = first.code;
    this.issues = issues;
  }
}
