import { describe, expect, it } from 'vitest';
import { formatPhone, isValidSpanishPhone, maskPhone, normalizeSpanishPhone, phoneHref } from './phone.ts';

describe('normalizeSpanishPhone', () => {
  it.each([
    ['612345678', '+34612345678'],
    ['+34 612 34 56 78', '+34612345678'],
    ['0034612345678', '+34612345678'],
    ['00 34 612 345 678', '+34612345678'],
    ['34612345678', '+34612345678'],
    ['+34612345678', '+34612345678'],
    ['612-34-56-78', '+34612345678'],
    ['(+34) 912 345 678', '+34912345678'],
    [' 6 ', '+346'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSpanishPhone(input)).toBe(expected);
  });

  it('keeps an empty input empty', () => {
    expect(normalizeSpanishPhone('')).toBe('');
    expect(normalizeSpanishPhone('   ')).toBe('');
  });

  it('leaves another country prefix alone so that it fails validation', () => {
    expect(normalizeSpanishPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizeSpanishPhone('0044 20 7946 0958')).toBe('00442079460958');
  });
});

describe('isValidSpanishPhone', () => {
  it('accepts +34 and 9 digits', () => {
    expect(isValidSpanishPhone('+34612345678')).toBe(true);
    expect(isValidSpanishPhone('+34912345678')).toBe(true);
  });

  it('rejects other shapes, including the un-normalized ones', () => {
    for (const value of ['612345678', '+3461234567', '+346123456789', '+34 612345678', '0034612345678', '+442079460958', '+34', '']) {
      expect(isValidSpanishPhone(value), value).toBe(false);
    }
  });

  it('accepts what normalizeSpanishPhone makes of a typed Spanish number', () => {
    expect(isValidSpanishPhone(normalizeSpanishPhone('612 34 56 78'))).toBe(true);
  });
});

describe('formatPhone', () => {
  it('groups a Spanish number in threes and leaves anything else alone', () => {
    expect(formatPhone('+34612345678')).toBe('+34 612 345 678');
    expect(formatPhone('+34 612 345 678')).toBe('+34 612 345 678');
    expect(formatPhone('+4930123456')).toBe('+4930123456');
  });
});

describe('phoneHref', () => {
  it('turns a written phone number into a tel: link target', () => {
    expect(phoneHref('+34 910 000 000')).toBe('tel:+34910000000');
    expect(phoneHref('922-11.22.33')).toBe('tel:922112233');
  });
});

describe('maskPhone', () => {
  it('shows only the last three digits of a Spanish number', () => {
    expect(maskPhone('+34654321987')).toBe('+34 ••• ••• 987');
    expect(maskPhone('+34 654 321 987')).toBe('+34 ••• ••• 987');
    expect(maskPhone('654321987')).toBe('+34 ••• ••• 987');
  });
});
