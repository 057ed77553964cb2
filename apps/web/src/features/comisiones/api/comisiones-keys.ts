import type { StaffArea } from '@cumplia/shared/enums';

/** Query keys of the commission statements. */
export const comisionesKeys = {
  all: ['comisiones'] as const,
  staff: (area: StaffArea, params: StaffComisionesParams) => [...comisionesKeys.all, 'staff', area, params] as const,
  own: (mes: string) => [...comisionesKeys.all, 'own', mes] as const,
};

/** A calendar month, yyyy-mm, and a page of the overview. */
export type StaffComisionesParams = { mes: string; page: number; size: number };

/** The two files a statement is served as: the paths' last segment. */
export type LiquidacionFormat = 'pdf' | 'excel';

/** The extension each file is saved with (liquidacionFileName). */
export const LIQUIDACION_EXTENSION = { pdf: 'pdf', excel: 'xlsx' } as const satisfies Record<LiquidacionFormat, 'pdf' | 'xlsx'>;
