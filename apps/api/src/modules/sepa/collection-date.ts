import { addDaysIso, isTargetBusinessDay, nextTargetBusinessDay } from '@cumplia/shared/calendar';

/**
 * When a direct debit can be collected at the earliest (docs/decisions/0029). SEPA Core settles on
 * TARGET2 business days and the file must reach the debtor's bank one of them before the collection
 * date (D-1); the creditor's bank takes files a day before that. So a collection date earlier than
 * the second TARGET business day after today moves to that day: a file generated on Monday collects
 * on Wednesday at the earliest, one generated on Friday on Tuesday.
 */
export const COLLECTION_LEAD_BUSINESS_DAYS = 2;

/** The earliest collection date a file generated on `today` (yyyy-mm-dd, Madrid) can ask for. */
export function earliestCollectionDate(today: string): string {
  let date = today;
  for (let found = 0; found < COLLECTION_LEAD_BUSINESS_DAYS; ) {
    date = addDaysIso(date, 1);
    if (isTargetBusinessDay(date)) found += 1;
  }
  return date;
}

/**
 * The date a payment is written with: its own, or the earliest possible when that has passed; a
 * day TARGET is closed (a weekend, 25 December…) moves to the next business day (issue 20).
 */
export function collectionDateFor(fechaCuandoFacturar: string, earliest: string): string {
  return nextTargetBusinessDay(fechaCuandoFacturar < earliest ? earliest : fechaCuandoFacturar);
}
