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
