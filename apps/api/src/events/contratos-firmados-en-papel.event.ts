import { z } from 'zod';
import { defineEvent } from './define-event.ts';
import { instant, pricedTool } from './payload-fields.ts';

/**
 * Staff switched tools on with their contracts signed on paper (`callViafirma: false`, spec 2 §7):
 * signed at `signedAt`, at these prices. The tools are invoiced (facturas), as after an SMS signature.
 */
export const contratosFirmadosEnPapel = defineEvent({
  name: 'contratos.firmados-en-papel',
  payload: z.object({ empresaId: z.uuid(), tools: z.array(pricedTool).min(1), signedAt: instant }),
});
export type ContratosFirmadosEnPapel = z.output<typeof contratosFirmadosEnPapel.payload>;
