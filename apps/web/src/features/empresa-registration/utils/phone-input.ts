/**
 * Shapes the phone as it is typed (spec 1 §5): spaces go and the value always starts with +34. What
 * is left of a half-deleted prefix ("+3", "+4", "34") is read as the prefix itself.
 */
export function shapePhoneInput(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  if (compact.startsWith('+34')) return compact;
  if (compact.startsWith('0034')) return `+34${compact.slice(4)}`;
  return `+34${compact.replace(/^(\+3|\+4|34|\+)/, '')}`;
}
