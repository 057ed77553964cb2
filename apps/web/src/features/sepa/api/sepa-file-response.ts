import { SEPA_HEADERS } from '@cumplia/shared/schemas/sepa';

/** A SEPA file the server answered with: its bytes and what the headers say of it. */
export type GeneratedSepaFile = {
  blob: Blob;
  fileName: string;
  transactionId: string;
  numeroFacturas: number;
  importeTotal: number;
};

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
  };
}

/** A new id per attempt, echoed by the server in x-transaction-id and quoted to support. */
export function newTransactionId(): string {
  return `web-${crypto.randomUUID()}`;
}

/** A batch of 10,000 invoices is written and checked against the schema before it is served. */
export const SEPA_TIMEOUT_MS = 120_000;
