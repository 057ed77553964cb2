import { z } from 'zod';
import { isoDateField } from './zod-fields.ts';

/**
 * The invoice records sent to the tax agency because it asked for them (decision 0083): a system
 * that is not VERI*FACTU keeps its records and remits them only "bajo requerimiento", through the
 * agency's RequerimientoSOAP service, each message's header naming the request (RefRequerimiento,
 * SuministroInformacion.xsd's TextMax18Type) and the last one closing it (FinRequerimiento S).
 */

/** The agency's own check on RefRequerimiento: letters and digits only, at most 18. */
export const REFERENCIA_REQUERIMIENTO = /^[A-Za-z0-9]{1,18}$/;

/** POST admin/verifactu/requerimientos: the request's reference and the invoices' issue dates it covers. */
export const requerimientoSolicitudSchema = z
  .object({
    referencia: z
      .string({ error: 'Indique la referencia del requerimiento.' })
      .trim()
      .min(1, { message: 'Indique la referencia del requerimiento.', abort: true })
      .regex(REFERENCIA_REQUERIMIENTO, 'La referencia del requerimiento tiene de 1 a 18 letras o cifras, sin espacios, guiones ni barras, tal como la escribe la notificación de la AEAT.'),
    desde: isoDateField('Indique desde qué fecha de expedición.'),
    hasta: isoDateField('Indique hasta qué fecha de expedición.'),
  })
  .refine((value) => value.desde <= value.hasta, { message: 'La fecha «desde» no puede ser posterior a la fecha «hasta».', path: ['desde'] });
export type RequerimientoSolicitud = z.output<typeof requerimientoSolicitudSchema>;

export const REQUERIMIENTO_ESTADOS = {
  pendiente: 'Pendiente de envío',
  enviando: 'Enviando',
  remitido: 'Remitido',
  fallido: 'Envío interrumpido',
} as const;
export type RequerimientoEstado = keyof typeof REQUERIMIENTO_ESTADOS;
export const REQUERIMIENTO_ESTADO_CODES = Object.keys(REQUERIMIENTO_ESTADOS) as [RequerimientoEstado, ...RequerimientoEstado[]];

/** What the agency answered to one message of a remittance (RespuestaSuministro.xsd). */
export const requerimientoMensajeSchema = z.object({
  numero: z.number().int(),
  registros: z.number().int(),
  /** EstadoEnvio: Correcto, ParcialmenteCorrecto or Incorrecto. */
  estado: z.string(),
  csv: z.string().nullable(),
  fin: z.boolean(),
  /** The records the agency did not accept, with its code and reason. */
  rechazados: z.array(z.object({ numSerieFactura: z.string(), operacion: z.enum(['Alta', 'Anulacion']), codigo: z.string().nullable(), descripcion: z.string().nullable() })),
});

export const requerimientoSchema = z.object({
  id: z.string(),
  referencia: z.string(),
  desde: z.string(),
  hasta: z.string(),
  /** The records it remits, fixed when it was asked for. */
  registros: z.number().int(),
  estado: z.enum(REQUERIMIENTO_ESTADO_CODES),
  mensajes: z.array(requerimientoMensajeSchema),
  /** Why the last attempt stopped (estado "fallido"). */
  error: z.string().nullable(),
  solicitadoPor: z.string().nullable(),
  solicitadoEl: z.string(),
  remitidoEl: z.string().nullable(),
});
export type Requerimiento = z.output<typeof requerimientoSchema>;
export type RequerimientoMensaje = z.output<typeof requerimientoMensajeSchema>;

/** GET admin/verifactu/requerimientos: the remittances, newest first, and why none can be made now (or null). */
export const requerimientosSchema = z.object({
  /** The server's reason (a VERI*FACTU system; no certificate configured) in the words of its error, or null when it can remit. */
  sinRemision: z.string().nullable(),
  remisiones: z.array(requerimientoSchema),
});
export type Requerimientos = z.output<typeof requerimientosSchema>;
