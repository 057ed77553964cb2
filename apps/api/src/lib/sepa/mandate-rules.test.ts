import { describe, expect, it } from 'vitest';
import { isMandateExpired, mandateExpiryDate, sequenceTypes } from './mandate-rules.ts';

describe('mandate expiry (EPC SDD Core rulebook 4.1: 36 months without a collection presented)', () => {
  it('counts 36 months from the latest collection presented, or from the signature of a mandate never used', () => {
    expect(mandateExpiryDate({ signatureDate: '2023-01-15', lastCollectionDate: null })).toBe('2026-01-15');
    expect(mandateExpiryDate({ signatureDate: '2023-01-15', lastCollectionDate: '2024-06-03' })).toBe('2027-06-03');
    // The last day is still allowed; the day after is not.
    expect(isMandateExpired({ signatureDate: '2023-01-15', lastCollectionDate: null }, '2026-01-15')).toBe(false);
    expect(isMandateExpired({ signatureDate: '2023-01-15', lastCollectionDate: null }, '2026-01-16')).toBe(true);
    expect(isMandateExpired({ signatureDate: '2023-01-15', lastCollectionDate: '2024-06-03' }, '2026-01-16')).toBe(false);
  });

  it('ends on the last day of a shorter month (29 February 2024 + 36 months is 28 February 2027)', () => {
    expect(mandateExpiryDate({ signatureDate: '2024-02-29', lastCollectionDate: null })).toBe('2027-02-28');
  });
});

describe('sequence types (rulebook 4.2; the implementation guidelines AT-21)', () => {
  it('FRST for the first collection of each mandate in the file, RCUR after, RCUR for a mandate already presented', () => {
    const payments = [{ mandateReference: 'A' }, { mandateReference: 'B' }, { mandateReference: 'A' }, { mandateReference: 'C' }];
    expect(sequenceTypes(payments, new Set(['C']))).toEqual(['FRST', 'FRST', 'RCUR', 'RCUR']);
  });
});
