/** The longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The spec's "simple shape": something@domain.tld, no white space, one @, no empty domain label.
 * Deliverability is proven by the verification e-mail, not by a stricter pattern here.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}
