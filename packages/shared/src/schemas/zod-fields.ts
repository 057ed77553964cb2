import { z } from 'zod';
import { isToolPriceEuros, MAX_TOOL_PRICE_EUROS, MIN_TOOL_PRICE_CENTS } from '../money.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidIban, isSpanishIbanShape, normalizeIban } from '../validators/iban.ts';
import { isValidNifCif, isValidPersonalNif, normalizeNif } from '../validators/nif.ts';
import { isValidSpanishPhone, normalizeSpanishPhone } from '../validators/phone.ts';

/**
 * Field builders shared by forms (web) and routes (api). The texts are passed in because the spec
 * words the same rule differently on each form. Every builder stays a plain `z.string()` (shaping
 * is done with `.overwrite`, not `.transform`), so the OpenAPI document can describe it, and the
 * "required" check aborts the rest so an empty field shows one message, not two.
 */

export interface RequiredAndInvalid {
  required: string;
  invalid: string;
}

export const maxLengthMessage = (max: number) => `No puede superar ${max} caracteres.`;

/** Trimmed text that must not be empty; optionally at most `max` characters. */
export function requiredText(message: string, max?: number, maxMessage?: string) {
  const field = z.string({ error: message }).trim().min(1, { message, abort: true });
  return max === undefined ? field : field.max(max, maxMessage ?? maxLengthMessage(max));
}

/** A calendar day written aaaa-mm-dd that exists (no 2026-02-30). */
export function isoDateField(message: string) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);
}

/** A company's or autónomo's tax id (DNI, NIE or CIF), normalized to "B12345674". */
export function nifField(messages: RequiredAndInvalid) {
  return requiredText(messages.required)
    .overwrite(normalizeNif)
    .refine(isValidNifCif, messages.invalid);
}

/** A person's NIF (DNI or NIE), normalized: what a username is. */
export function personalNifField(messages: RequiredAndInvalid) {
  return requiredText(messages.required)
    .overwrite(normalizeNif)
    .refine(isValidPersonalNif, messages.invalid);
}

/** E-mail of the simple shape; `max` adds a length rule with its own text (e.g. 255 on users). */
export function emailField(messages: RequiredAndInvalid & { max?: { length: number; message: string } }) {
  const field = requiredText(messages.required);
  const limited = messages.max ? field.max(messages.max.length, { message: messages.max.message, abort: true }) : field;
  return limited.refine(isValidEmail, messages.invalid);
}

/**
 * A Spanish phone, stored as "+34" plus 9 digits whatever way it was typed. One text serves both
 * rules when the form has only one; a lone "+34" (what an auto-prefixed input leaves) is empty.
 */
export function phoneField(messages: string | RequiredAndInvalid) {
  const { required, invalid } = typeof messages === 'string' ? { required: messages, invalid: messages } : messages;
  return z
    .string({ error: required })
    .overwrite(normalizeSpanishPhone)
    .refine((value) => value !== '' && value !== '+34', { message: required, abort: true })
    .refine(isValidSpanishPhone, invalid);
}

/**
 * An IBAN, stored without spaces and upper-cased. `shape` adds the forms' hint rule (two letters
 * and 22 digits) with its own text, checked before the mod-97 check.
 */
export function ibanField(messages: RequiredAndInvalid & { shape?: string }) {
  const field = z
    .string({ error: messages.required })
    .overwrite(normalizeIban)
    .min(1, { message: messages.required, abort: true });
  const shaped = messages.shape ? field.refine(isSpanishIbanShape, { message: messages.shape, abort: true }) : field;
  return shaped.refine(isValidIban, messages.invalid);
}

/** Typed euros: digits with "." or "," as the decimal mark ("90", "90.5", "90,50"); anything else NaN. */
function typedEuros(text: string): number {
  const compact = text.trim();
  return /^\d+(?:[.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

/**
 * A tool's price in euros, as the wire sends it (a number) or a form types it (text): at least 0,01 €
 * with at most two decimals, at most `max` (money.ts `isToolPriceEuros`; `minCents` 0 for a renewal's
 * price, which may be free). The one price check of every form and route that takes a tool's price;
 * `message` is the screen's text for any bad value.
 */
export function toolPriceField(message: string, max: number = MAX_TOOL_PRICE_EUROS, minCents: number = MIN_TOOL_PRICE_CENTS) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? value : typedEuros(value)))
    .pipe(z.number({ error: message }).refine((euros) => isToolPriceEuros(euros, max, minCents), message));
}
