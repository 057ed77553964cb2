import type { Liquidacion } from './liquidacion.ts';

export const render = (liquidacion: Liquidacion) => `Total ${liquidacion.total}`;
