import { z } from 'zod';
import { isValidEmail } from '../validators/email.ts';
import { isValidNifCif, normalizeNif } from '../validators/nif.ts';
import { isValidSpanishPhone, normalizeSpanishPhone } from '../validators/phone.ts';

/**
 * A request of a person to know the data Cumplia holds about them (RGPD art. 15, access) and to take
 * them in a machine-readable form (art. 20, portability), answered by a superadmin: the person is
 * found by any of their NIF/NIE (or an autónomo's), e-mail address and phone, at least one
 * (decision 0082). Empty fields are "not given".
 */
export const solicitudDatosPersonalesSchema = z
  .object({
    nif: z
      .string()
      .trim()
      .overwrite(normalizeNif)
      .refine((nif) => nif === '' || isValidNifCif(nif), 'NIF/NIE no válido.')
      .default(''),
    email: z
      .string()
      .trim()
      .overwrite((email) => email.toLowerCase())
      .refine((email) => email === '' || isValidEmail(email), 'Correo electrónico inválido.')
      .default(''),
    telefono: z
      .string()
      .overwrite((telefono) => (telefono.trim() === '' || telefono.trim() === '+34' ? '' : normalizeSpanishPhone(telefono)))
      .refine((telefono) => telefono === '' || isValidSpanishPhone(telefono), 'Teléfono no válido.')
      .default(''),
  })
  .refine((solicitud) => solicitud.nif !== '' || solicitud.email !== '' || solicitud.telefono !== '', {
    message: 'Indique el NIF/NIE, el correo electrónico o el teléfono de la persona.',
    path: ['nif'],
  });
export type SolicitudDatosPersonales = z.input<typeof solicitudDatosPersonalesSchema>;
/** The request as checked: each identifier normalized, '' when not given. */
export type SolicitudDatosPersonalesEnviada = z.output<typeof solicitudDatosPersonalesSchema>;
/** The person as the server searches for them: what was given, normalized; null what was not. */
export interface Interesado {
  nif: string | null;
  email: string | null;
  telefono: string | null;
}

/** One set of data, as one module holds it: what for, for how long, and each record. */
export const datosPersonalesSeccionSchema = z.object({
  titulo: z.string(),
  /** The purpose of the processing (art. 15.1.a). */
  finalidad: z.string(),
  /** How long it is kept (art. 15.1.d). */
  conservacion: z.string(),
  registros: z.array(z.record(z.string(), z.unknown())),
});
export type DatosPersonalesSeccion = z.infer<typeof datosPersonalesSeccionSchema>;

export const datosPersonalesSchema = z.object({
  generadoEl: z.string(),
  interesado: z.object({ nif: z.string().nullable(), email: z.string().nullable(), telefono: z.string().nullable() }),
  /** Only the sets that hold something about the person. */
  secciones: z.array(datosPersonalesSeccionSchema),
});
export type DatosPersonales = z.infer<typeof datosPersonalesSchema>;
