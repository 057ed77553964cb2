import { z } from 'zod';
import { defineEvent } from './define-event.ts';
import { toolCode } from './payload-fields.ts';

/**
 * An invoice issued (facturas; decision 0026): it is e-mailed to the company with its PDF and the
 * leaflets of `folletos` (facturas), and a renewal's invoice is linked to its renewal (renovaciones).
 */
export const facturaEmitida = defineEvent({
  name: 'factura.emitida',
  payload: z.object({
    facturaId: z.uuid(),
    empresaId: z.uuid(),
    /** What issued it: a contract, a renewal (`origenId` is the renewal), a rectification. */
    origen: z.enum(['CONTRATO', 'RENOVACION', 'RECTIFICACION']),
    origenId: z.uuid().nullable(),
    /** The products whose leaflet goes with the e-mail: the tools of a first invoice. */
    folletos: z.array(toolCode),
  }),
});
export type FacturaEmitida = z.output<typeof facturaEmitida.payload>;
