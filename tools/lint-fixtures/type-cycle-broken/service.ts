import { render } from './document.ts';
import type { Liquidacion } from './liquidacion.ts';

export const pdf = (liquidacion: Liquidacion) => render(liquidacion);
