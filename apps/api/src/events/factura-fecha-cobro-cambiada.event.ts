import { z } from 'zod';
import { defineEvent } from './define-event.ts';

/**
 * Staff moved the collection date of an invoice not yet remitted (facturas): a company paying by
 * SEPA gets the new date and amount, the pre-notification of the EPC SDD Core rulebook (sepa;
 * decision 0050).
 */
export const facturaFechaCobroCambiada = defineEvent({
  name: 'factura.fecha-cobro-cambiada',
  payload: z.object({
    facturaId: z.uuid(),
    empresaId: z.uuid(),
    numeroFactura: z.string(),
    fechaAnterior: z.iso.date(),
    fechaNueva: z.iso.date(),
    totalCents: z.number().int(),
  }),
});
export type FacturaFechaCobroCambiada = z.output<typeof facturaFechaCobroCambiada.payload>;
