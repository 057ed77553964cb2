import { z } from 'zod';
import { defineEvent } from './define-event.ts';
import { instant, metodoDePago, toolCode } from './payload-fields.ts';

/**
 * A tool's contract signed by SMS code (contratos; decision 0022). The company's tool records the
 * signature and allows the downloads (empresas); the tool is invoiced (facturas).
 */
export const contratoFirmado = defineEvent({
  name: 'contrato.firmado',
  payload: z.object({
    contratoId: z.uuid(),
    empresaId: z.uuid(),
    tool: toolCode,
    signedAt: instant,
    precioCents: z.number().int(),
    metodoDePago,
    /** The SEPA mandate's reference (signed at `signedAt`), or null. */
    mandateReference: z.string().nullable(),
  }),
});
export type ContratoFirmado = z.output<typeof contratoFirmado.payload>;
