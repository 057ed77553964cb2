import { z } from 'zod';
import { defineEvent } from './define-event.ts';

/**
 * The bank's return or reject file recorded (sepa; docs/decisions/0051): its collections returned
 * now are DEVUELTA and their invoices pending again. The company of each is told by e-mail (sepa
 * `avisar-devolucion`).
 */
export const sepaDevolucionesRegistradas = defineEvent({
  name: 'sepa.devoluciones-registradas',
  payload: z.object({ ficheroId: z.uuid() }),
});
export type SepaDevolucionesRegistradas = z.output<typeof sepaDevolucionesRegistradas.payload>;
