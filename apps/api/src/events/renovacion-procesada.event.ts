import { z } from 'zod';
import { defineEvent } from './define-event.ts';
import { pricedTool } from './payload-fields.ts';

/**
 * A renewal accepted and processed by the daily cycle (renovaciones; decision 0030): the tools
 * renewed for a new period, at these prices. The new period is invoiced (facturas).
 */
export const renovacionProcesada = defineEvent({
  name: 'renovacion.procesada',
  payload: z.object({
    renovacionId: z.uuid(),
    empresaId: z.uuid(),
    tools: z.array(pricedTool).min(1),
    /** The new period, ISO dates. */
    fechaInicio: z.iso.date(),
    fechaFin: z.iso.date(),
  }),
});
export type RenovacionProcesada = z.output<typeof renovacionProcesada.payload>;
