import { z } from 'zod';

/**
 * What rings the header bell (spec 1 §1, issue 20): priority renewals for staff, debits the bank
 * returned for staff and for the collaborator (its own companies). Each leads to its filtered list.
 */
export const AVISO_TIPOS = ['RENOVACIONES_PRIORITARIAS', 'COBROS_DEVUELTOS'] as const;
export type AvisoTipo = (typeof AVISO_TIPOS)[number];

export const avisoSchema = z.object({ tipo: z.enum(AVISO_TIPOS), total: z.number().int().positive() });
export type Aviso = z.infer<typeof avisoSchema>;

export const avisosSchema = z.array(avisoSchema);
