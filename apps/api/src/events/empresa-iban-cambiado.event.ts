import { z } from 'zod';
import { defineEvent } from './define-event.ts';
import { instant, metodoDePago } from './payload-fields.ts';

/**
 * A company's debtor account changed by an edit (empresas; decision 0050): the company is told by
 * e-mail, so an unwanted change is noticed (empresas), and a mandate for the new account goes out for
 * signature when the company pays by SEPA and has signed contracts (contratos).
 */
export const empresaIbanCambiado = defineEvent({
  name: 'empresa.iban-cambiado',
  payload: z.object({
    empresaId: z.uuid(),
    /** The IBANs as stored (the placeholder when the company does not pay by SEPA). */
    ibanAnterior: z.string(),
    ibanNuevo: z.string(),
    metodoDePago,
    at: instant,
    /** Who changed it: the gestoría, staff or the company itself. */
    por: z.enum(['GESTORIA', 'STAFF', 'EMPRESA']),
  }),
});
export type EmpresaIbanCambiado = z.output<typeof empresaIbanCambiado.payload>;
