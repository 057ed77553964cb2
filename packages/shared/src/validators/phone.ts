export const SPANISH_PHONE_PREFIX = '+34';

/**
 * Shapes what a person types into the stored form "+34" plus 9 digits: separators (spaces, dashes,
 * dots, brackets) are dropped and the +34 prefix is forced, also when it was typed as 0034 or as a
 * bare 34 in front of nine digits (no Spanish number starts with 3, so that reading is safe).
 * An empty input stays empty so that "required" can be told apart from "invalid"; a number with
 * another country's prefix is left as it is and fails isValidSpanishPhone.
 */
export function normalizeSpanishPhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+34')) return compact;
  if (compact.startsWith('0034')) return `+34${compact.slice(4)}`;
  if (/^34\d{9}$/.test(compact)) return `+${compact}`;
  if (compact.startsWith('+') || compact.startsWith('00')) return compact;
  return `+34${compact}`;
}

export function isValidSpanishPhone(value: string): boolean {
  return /^\+34\d{9}$/.test(value);
}

/**
 * A phone as people read it: a stored Spanish number in threes, "+34612345678" → "+34 612 345 678"
 * (spaces already in it are ignored); anything else as it is.
 */
export function formatPhone(telefono: string): string {
  const match = /^\+34(\d{3})(\d{3})(\d{3})$/.exec(telefono.replace(/\s/g, ''));
  return match ? `+34 ${match[1]} ${match[2]} ${match[3]}` : telefono;
}

/** A phone number as a tel: link target, without spaces, dots or dashes: "tel:+34910000000". */
export function phoneHref(telefono: string): string {
  return `tel:${telefono.replace(/[^\d+]/g, '')}`;
}

/** "+34 ••• ••• 678": enough for the signer of a contract to recognise the phone, not to read it. */
export function maskPhone(telefono: string): string {
  const digits = telefono.replace(/\D/g, '');
  const national = digits.startsWith('34') && digits.length === 11 ? digits.slice(2) : digits;
  return `+34 ••• ••• ${national.slice(-3)}`;
}
