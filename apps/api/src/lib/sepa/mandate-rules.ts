import { addMonthsIso } from '@cumplia/shared/calendar';
import type { SequenceType } from './pain-008-writer.ts';

/**
 * The EPC SDD Core rules a creditor applies to its mandates before it presents a collection
 * (docs/decisions/0042). Pure: facts in, decisions out.
 *
 * - Expiry. EPC SDD Core Rulebook, section 4.1 (The Mandate): "If a Creditor does not present a
 *   Collection under a Mandate for a period of 36 months (starting from the date of the latest
 *   Collection presented, even if rejected, returned or refunded), the Creditor must cancel the
 *   Mandate and is no longer allowed to initiate Collections based on this cancelled Mandate."
 *   A mandate never used counts from its date of signature.
 * - Sequence. Rulebook section 4.2 (Collections) and the customer-to-bank implementation guidelines
 *   (AT-21 transaction type): the first collection of a mandate is FRST, those after it RCUR. The
 *   2016 rulebook allows RCUR for a first one, but Spanish banks still ask for FRST, so it is kept.
 */
export const MANDATE_EXPIRY_MONTHS = 36;

export interface MandateUse {
  /** yyyy-mm-dd, the date of signature written as DtOfSgntr. */
  readonly signatureDate: string;
  /** The latest collection date presented under the mandate (in a file not cancelled), or null. */
  readonly lastCollectionDate: string | null;
}

/** The last day a collection may be presented under the mandate. */
export function mandateExpiryDate(use: MandateUse): string {
  const from = use.lastCollectionDate && use.lastCollectionDate > use.signatureDate ? use.lastCollectionDate : use.signatureDate;
  return addMonthsIso(from, MANDATE_EXPIRY_MONTHS);
}

/** Whether a collection on `collectionDate` would come after the mandate lapsed. */
export function isMandateExpired(use: MandateUse, collectionDate: string): boolean {
  return collectionDate > mandateExpiryDate(use);
}

/**
 * FRST for the first collection of each mandate, RCUR for the rest. `payments` come in the order
 * they are collected (collection date, then number); `presented` holds the mandates some earlier
 * file (not cancelled) already collected.
 */
export function sequenceTypes(payments: ReadonlyArray<{ readonly mandateReference: string }>, presented: ReadonlySet<string>): SequenceType[] {
  const seen = new Set(presented);
  return payments.map(({ mandateReference }) => {
    if (seen.has(mandateReference)) return 'RCUR';
    seen.add(mandateReference);
    return 'FRST';
  });
}
