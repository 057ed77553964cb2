import { render } from './document.ts';

export interface Liquidacion {
  total: number;
}

export const pdf = (liquidacion: Liquidacion) => render(liquidacion);
