import { z } from 'zod';
import { SEPA_HEADERS, sepaExcluidaSchema, type SepaExcluida } from '@cumplia/shared/schemas/sepa';

/** A SEPA file the server answered with: its bytes and what the headers say of it. */
export type GeneratedSepaFile = {
  blob: Blob;
  fileName: string;
  transactionId: string;
  numeroFacturas: number;
  importeTotal: number;
  /** How many invoices of the range were left out (waiting for a mandate, no valid IBAN), and the first of them. */
  excluidas: number;
  excluidasDetalle: SepaExcluida[];
};

/** The left-out invoices the header lists (percent-encoded JSON); nothing when it is absent or unreadable. */
function excludedOf(header: string | null): SepaExcluida[] {
  if (!header) return [];
  try {
    const parsed = z.array(sepaExcluidaSchema).safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return (disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim()) || fallback;
}

/** Reads a successful answer of either SEPA call. */
export async function readSepaFile(response: Response, fallbackName: string, transactionId: string): Promise<GeneratedSepaFile> {
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
    transactionId: response.headers.get(SEPA_HEADERS.transactionId) ?? transactionId,
    numeroFacturas: Number(response.headers.get(SEPA_HEADERS.count) ?? 0),
    importeTotal: Number(response.headers.get(SEPA_HEADERS.total) ?? 0),
    excluidas: Number(response.headers.get(SEPA_HEADERS.excludedCount) ?? 0),
    excluidasDetalle: excludedOf(response.headers.get(SEPA_HEADERS.excluded)),
  };
}

/** A new id per attempt, echoed by the server in x-transaction-id and quoted to support. */
export function newTransactionId(): string {
  return `web-${crypto.randomUUID()}`;
}

/** A batch of 10,000 invoices is written and checked against the schema before it is served. */
export const SEPA_TIMEOUT_MS = 120_000;
