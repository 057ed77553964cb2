import { describe, expect, it } from 'vitest';
import { diasRestantesText } from './dias-restantes-text';

describe('diasRestantesText', () => {
  it('reads an overdue renewal as "Vencida hace N días", one day in the singular', () => {
    expect(diasRestantesText(-12)).toBe('Vencida hace 12 días');
    expect(diasRestantesText(-1)).toBe('Vencida hace 1 día');
  });

  it('keeps the number of days left of a renewal not yet due, today included', () => {
    expect(diasRestantesText(18)).toBe('18');
    expect(diasRestantesText(0)).toBe('0');
  });
});
