import { describe, expect, it } from 'vitest';
import { SEPA_MESSAGES, sepaBatchRequestSchema, sepaRangeProblem } from './sepa.ts';

describe("a SEPA batch's range (spec 3 §5)", () => {
  it('needs both dates, the start not after the end, and at most 365 days', () => {
    expect(sepaRangeProblem('2026-01-01', null)).toBe(SEPA_MESSAGES.bothDates);
    expect(sepaRangeProblem(undefined, '2026-01-01')).toBe(SEPA_MESSAGES.bothDates);
    expect(sepaRangeProblem('2026-02-01', '2026-01-31')).toBe(SEPA_MESSAGES.startAfterEnd);
    expect(sepaRangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(sepaRangeProblem('2026-01-01', '2027-01-02')).toBe(SEPA_MESSAGES.rangeTooLong);
    // A leap year's 366 days are one too many.
    expect(sepaRangeProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(sepaRangeProblem('2028-01-01', '2029-01-01')).toBe(SEPA_MESSAGES.rangeTooLong);
    expect(sepaRangeProblem('2026-02-30', '2026-03-01')).toBe(SEPA_MESSAGES.invalidDate);
  });

  it('reads an empty company as every company and refuses a transaction id that cannot travel in a header', () => {
    const parsed = sepaBatchRequestSchema.parse({ empresaId: '', fechaInicio: '2026-01-01', fechaFin: '2026-01-31', cuentaIBAN: 'ES3501822370400001000025' });
    expect(parsed).toEqual({ empresaId: undefined, fechaInicio: '2026-01-01', fechaFin: '2026-01-31', incluirFacturadas: false, cuentaIBAN: 'ES3501822370400001000025' });
    expect(sepaBatchRequestSchema.safeParse({ ...parsed, transactionId: 'tx\r\nx-evil: 1' }).success).toBe(false);
    expect(sepaBatchRequestSchema.safeParse({ ...parsed, cuentaIBAN: '' }).error?.issues[0]?.message).toBe(SEPA_MESSAGES.account);
  });
});
