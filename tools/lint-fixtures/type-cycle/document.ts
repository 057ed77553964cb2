// Only a type goes back to the service, as comisiones-document.ts did: a cycle all the same.
import type { Liquidacion } from './service.ts';

export const render = (liquidacion: Liquidacion) => `Total ${liquidacion.total}`;
