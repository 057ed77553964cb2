import { describe, expect, it } from 'vitest';
import { periodRunningOn } from './tool-period.ts';

describe('the period a signature has running on a day', () => {
  it('rolls forward by whole years, the anniversary day starting the new period', () => {
    expect(periodRunningOn('2023-02-10', '2025-08-01')).toEqual({ fechaInicio: '2025-02-10', fechaFin: '2026-02-10' });
    expect(periodRunningOn('2023-02-10', '2025-02-10')).toEqual({ fechaInicio: '2025-02-10', fechaFin: '2026-02-10' });
    expect(periodRunningOn('2023-02-10', '2025-02-09')).toEqual({ fechaInicio: '2024-02-10', fechaFin: '2025-02-10' });
    expect(periodRunningOn('2023-12-31', '2024-01-01')).toEqual({ fechaInicio: '2023-12-31', fechaFin: '2024-12-31' });
  });

  it('takes 29 February to 28 February in a common year, and back to the 29th in a leap one', () => {
    expect(periodRunningOn('2024-02-29', '2026-02-28')).toEqual({ fechaInicio: '2026-02-28', fechaFin: '2027-02-28' });
    expect(periodRunningOn('2024-02-29', '2026-02-27')).toEqual({ fechaInicio: '2025-02-28', fechaFin: '2026-02-28' });
    expect(periodRunningOn('2024-02-29', '2025-03-01')).toEqual({ fechaInicio: '2025-02-28', fechaFin: '2026-02-28' });
    expect(periodRunningOn('2024-02-29', '2028-02-28')).toEqual({ fechaInicio: '2027-02-28', fechaFin: '2028-02-29' });
    expect(periodRunningOn('2024-02-29', '2028-02-29')).toEqual({ fechaInicio: '2028-02-29', fechaFin: '2029-02-28' });
  });

  it('gives a signature not yet a year old, or dated after the day, its first period', () => {
    expect(periodRunningOn('2026-05-01', '2026-11-30')).toEqual({ fechaInicio: '2026-05-01', fechaFin: '2027-05-01' });
    expect(periodRunningOn('2026-12-01', '2026-11-30')).toEqual({ fechaInicio: '2026-12-01', fechaFin: '2027-12-01' });
  });
});
