import type { ToolCode } from './enums.ts';

/**
 * Money is an integer number of euro cents in the database and in every calculation; euros with
 * two decimals only on the wire and on screen. Rounding is half away from zero (1.005 € → 101 c,
 * -1.005 € → -101 c), done on the decimal text so that binary floating point (1.005 * 100 =
 * 100.49999…) never decides it.
 */

export const VAT_RATE_PERCENT = 21;

/** A new tool's price when the gestoría has none of its own, before VAT (product decisions). */
export const BASE_PRICES_CENTS: Readonly<Record<ToolCode, number>> = {
  LOPD: 12_000,
  ACOSO: 9_000,
  DIGITAL: 9_000,
};

/** The renewal price of a tool when the company's current price gives none, before VAT. */
export const RENEWAL_PRICES_CENTS: Readonly<Record<ToolCode, number>> = {
  LOPD: 9_000,
  ACOSO: 7_500,
  DIGITAL: 7_500,
};

/**
 * The least a tool may cost before VAT: one cent. A price of 0.001 € was once kept as 0 cents and a
 * contract signed for "0,00 €" (issue 20); every path that takes a tool's price asks `isToolPriceEuros`
 * (through `toolPriceField` in schemas/zod-fields.ts).
 */
export const MIN_TOOL_PRICE_CENTS = 1;

/** The largest tool price a form takes, in euros: a typo guard, far above any real price. */
export const MAX_TOOL_PRICE_EUROS = 1_000_000;

/**
 * Whether an amount in euros is a tool price: at most two decimals (what is signed is what was typed,
 * nothing is rounded away), at least 0,01 € once in cents (`minCents`: a renewal may be free, spec 3
 * §5) and at most `maxEuros`.
 */
export function isToolPriceEuros(euros: number, maxEuros: number = MAX_TOOL_PRICE_EUROS, minCents: number = MIN_TOOL_PRICE_CENTS): boolean {
  if (!Number.isFinite(euros) || euros > maxEuros || !/^\d+(\.\d{1,2})?$/.test(String(euros))) return false;
  return eurosToCents(euros) >= minCents;
}

/**
 * Reads an amount in euros into cents. Numbers are taken as they print ("1.005" for 1.005). Text
 * may be written the Spanish way: with a comma, the comma is the decimal mark and dots may group
 * thousands ("1.234,50"); without a comma a single dot is the decimal mark ("12.50"). A trailing
 * "€" and spaces are ignored. Throws a RangeError on anything else or when the result is not a
 * safe integer.
 */
export function eurosToCents(amount: number | string): number {
  const text = typeof amount === 'number' ? numberToPlainText(amount) : spanishToPlainText(amount);
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Importe no válido: ${String(amount)}`);
  const [, sign = '', whole = '', decimals = ''] = match;

  const fraction = decimals.padEnd(3, '0');
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2));
  // Half away from zero: only the third decimal decides, the sign is applied afterwards.
  if (Number(fraction.charAt(2)) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Importe fuera de rango: ${String(amount)}`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function numberToPlainText(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Importe no válido: ${String(amount)}`);
  const text = String(amount);
  // Exponent notation only appears below 1e-6 (far under half a cent) or above 1e21 (out of range).
  if (/e/i.test(text)) return Math.abs(amount) < 1 ? '0' : text;
  return text;
}

function spanishToPlainText(amount: string): string {
  const compact = amount.replace(/[\s\u00a0€]/g, '');
  if (!compact.includes(',')) return compact;
  // Spanish notation: dots may only group thousands, in threes.
  const [integerPart = '', decimalPart = '', ...rest] = compact.split(',');
  const badGrouping = integerPart.includes('.') && !/^[+-]?\d{1,3}(?:\.\d{3})+$/.test(integerPart);
  if (rest.length > 0 || badGrouping) return ''; // not an amount: eurosToCents rejects it
  return `${integerPart.replace(/\./g, '')}.${decimalPart}`;
}

/** Cents to euros for the wire: 123450 → 1234.5 (two decimals at most). */
export function centsToEuros(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * Spanish display of an amount of cents: "1.234,50 €". Grouping is done here rather than by
 * Intl, because es-ES in ICU does not group four-digit amounts ("1234,50 €") and only groups from
 * 10.000 on; a regular space goes before the symbol so texts compare the same everywhere.
 */
export function formatEuros(cents: number): string {
  assertCents(cents);
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${decimals} €`;
}

/** A rate in basis points as a percentage: 1250 → 12.5 (a gestoría's commission, 1000 = 10.00 %). */
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/** VAT (21 %) of a base amount in cents, rounded half away from zero to the cent. */
export function vatOfCents(baseCents: number): number {
  return shareOfCents(baseCents, VAT_RATE_PERCENT, 100);
}

/**
 * `cents` × `numerator` / `denominator` (a rate: 21/100 for VAT, basis points/10000 for a
 * commission), rounded half away from zero to the cent; in integers, so floating point never decides it.
 */
export function shareOfCents(cents: number, numerator: number, denominator: number): number {
  assertCents(cents);
  const rounded = Math.floor((2 * Math.abs(cents) * numerator + denominator) / (2 * denominator));
  return cents < 0 && rounded !== 0 ? -rounded : rounded;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Se esperaba un entero de céntimos: ${cents}`);
}
