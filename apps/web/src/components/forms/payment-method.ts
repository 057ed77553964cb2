import { PLACEHOLDER_IBAN, type MetodoDePago } from '@cumplia/shared/enums';

/**
 * The account number after the payment method changes (spec 1 §4 "Payment method"): anything but
 * direct debit stores the placeholder ES + 22 zeros; back to direct debit the placeholder gives way
 * to an empty field, while a real IBAN typed before is kept.
 */
export function numCuentaForMethod(method: MetodoDePago, current: string): string {
  if (method !== 'SEPA') return PLACEHOLDER_IBAN;
  return current === PLACEHOLDER_IBAN ? '' : current;
}
