import { z } from 'zod';

export const LINK_DATA_ERROR = 'Error al procesar los datos de verificación';

const linkDataSchema = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
  // Codes are digits; a link built by hand may carry them as a JSON number.
  code: z.union([z.string(), z.number().transform(String)]).optional(),
});
export type LinkData = z.output<typeof linkDataSchema>;

export type DecodedLinkData = { data: LinkData; malformed: false } | { data: Record<string, never>; malformed: true };

/**
 * Reads the `data` parameter of an e-mailed link (spec 0 "Account verification and password
 * recovery"): base64 of a JSON object. Standard and URL-safe alphabets are both accepted, and the
 * spaces a "+" becomes when the link was not URL-encoded are read back as "+". No parameter is not
 * an error: the form simply starts empty.
 */
export function decodeLinkData(raw: string | null): DecodedLinkData {
  if (raw === null || raw.trim() === '') return { data: {}, malformed: false };
  try {
    const base64 = raw.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const parsed = linkDataSchema.safeParse(json);
    if (parsed.success) return { data: parsed.data, malformed: false };
  } catch {
    // Not base64, not UTF-8 or not JSON: all the same to the visitor.
  }
  return { data: {}, malformed: true };
}

/** Base64 of `{...}` as the server writes it into links; used by tests and by nothing else here. */
export function encodeLinkData(data: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  return btoa(String.fromCharCode(...bytes));
}
