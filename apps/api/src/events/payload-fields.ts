import { z } from 'zod';
import { METODO_DE_PAGO_CODES } from '@cumplia/shared/schemas/empresa';

/** Fields several events carry, as they are stored (JSON). */
export const toolCode = z.enum(['LOPD', 'ACOSO', 'DIGITAL']);
export const metodoDePago = z.enum(METODO_DE_PAGO_CODES);
/** A moment, as an ISO 8601 string. */
export const instant = z.iso.datetime({ offset: true });
/** A tool at the price it is charged. */
export const pricedTool = z.object({ tool: toolCode, precioCents: z.number().int() });
