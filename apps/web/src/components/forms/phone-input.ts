import { SPANISH_PHONE_PREFIX } from '@cumplia/shared/validators/phone';

/**
 * Shapes a phone as it is typed (spec 1 §5): spaces go and the value always starts with +34. What
 * is left of a half-deleted prefix ("+3", "+4", "34", "+") is read as the prefix itself, so the
 * field can never lose it; the shared schema does the final check (+34 and nine digits).
 */
export function shapePhoneInput(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  if (compact.startsWith(SPANISH_PHONE_PREFIX)) return compact;
  if (compact.startsWith('0034')) return `${SPANISH_PHONE_PREFIX}${compact.slice(4)}`;
  return `${SPANISH_PHONE_PREFIX}${compact.replace(/^(\+3|\+4|34|\+)/, '')}`;
}
