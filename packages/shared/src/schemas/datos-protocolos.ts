import { z } from 'zod';
import { isValidEmail } from '../validators/email.ts';

/**
 * "Datos para los protocolos" (issue 22, docs/decisions/0046): the facts about a company that its
 * protocol documents need and that its company record does not hold, asked once and shared by the
 * form, the routes and the documents. Every fact may be null: unknown. A document prints
 * "pendiente de completar" for an unknown fact and never draws a legal conclusion from it.
 */

/** The workers' legal representation (ET arts. 62 and 63). */
export const REPRESENTACIONES = ['NINGUNA', 'DELEGADOS', 'COMITE'] as const;
export type Representacion = (typeof REPRESENTACIONES)[number];
export const REPRESENTACION_LABELS: Record<Representacion, string> = {
  NINGUNA: 'Sin representación legal',
  DELEGADOS: 'Delegados de personal',
  COMITE: 'Comité de empresa',
};

/** The kinds of processors (RGPD art. 28) a company commonly uses. */
export const ENCARGADOS = ['NOMINAS', 'CONTABILIDAD', 'PREVENCION', 'INFORMATICA', 'NUBE', 'MARKETING', 'DESTRUCCION'] as const;
export type Encargado = (typeof ENCARGADOS)[number];
export const ENCARGADO_LABELS: Record<Encargado, string> = {
  NOMINAS: 'Gestoría laboral y nóminas',
  CONTABILIDAD: 'Asesoría contable y fiscal',
  PREVENCION: 'Servicio de prevención ajeno',
  INFORMATICA: 'Mantenimiento informático',
  NUBE: 'Servicios en la nube y alojamiento',
  MARKETING: 'Marketing y envío de comunicaciones',
  DESTRUCCION: 'Destrucción de documentación',
};

/**
 * The activity families the data-protection register is written for. The family comes from the
 * company's CNAE; the fact `familiaActividad` corrects it when the CNAE says less than the activity.
 */
export const FAMILIAS_ACTIVIDAD = [
  'SANIDAD',
  'EDUCACION',
  'HOSTELERIA',
  'COMERCIO',
  'CONSTRUCCION_INDUSTRIA',
  'SERVICIOS_PROFESIONALES',
  'TRANSPORTE_LOGISTICA',
  'SEGURIDAD_PRIVADA',
  'FINANZAS_SEGUROS',
  'SERVICIOS_SOCIALES',
  'GENERAL',
] as const;
export type FamiliaActividad = (typeof FAMILIAS_ACTIVIDAD)[number];
export const FAMILIA_LABELS: Record<FamiliaActividad, string> = {
  SANIDAD: 'Sanidad y cuidados',
  EDUCACION: 'Educación y formación',
  HOSTELERIA: 'Hostelería y alojamiento',
  COMERCIO: 'Comercio',
  CONSTRUCCION_INDUSTRIA: 'Construcción e industria',
  SERVICIOS_PROFESIONALES: 'Servicios profesionales',
  TRANSPORTE_LOGISTICA: 'Transporte y logística',
  SEGURIDAD_PRIVADA: 'Seguridad privada',
  FINANZAS_SEGUROS: 'Finanzas y seguros',
  SERVICIOS_SOCIALES: 'Servicios sociales',
  GENERAL: 'Otras actividades',
};

/** The family of a CNAE-2009 code (four digits; dots and spaces ignored). */
export function familiaDeCnae(cnae: string): FamiliaActividad {
  const digits = cnae.replace(/\D/g, '');
  const division = Number(digits.slice(0, 2));
  if (digits.length < 2 || Number.isNaN(division)) return 'GENERAL';
  if (division === 86 || digits.startsWith('871')) return 'SANIDAD';
  if (division === 87 || division === 88) return 'SERVICIOS_SOCIALES';
  if (division === 85) return 'EDUCACION';
  if (division === 55 || division === 56) return 'HOSTELERIA';
  if (division >= 45 && division <= 47) return 'COMERCIO';
  if (division >= 5 && division <= 43) return 'CONSTRUCCION_INDUSTRIA';
  if (division >= 49 && division <= 53) return 'TRANSPORTE_LOGISTICA';
  if (division === 80) return 'SEGURIDAD_PRIVADA';
  if (division >= 64 && division <= 66) return 'FINANZAS_SEGUROS';
  if (division === 62 || division === 63 || (division >= 69 && division <= 74)) return 'SERVICIOS_PROFESIONALES';
  return 'GENERAL';
}

export const DATOS_PROTOCOLOS_MESSAGES = {
  hora: 'Indique la hora como HH:MM.',
  fecha: 'Indique una fecha válida.',
  canalAcoso: 'Indique un correo electrónico válido.',
  canalAcosoAdministrador: 'El canal de denuncias de acoso no puede ser el correo del administrador: indique una dirección confidencial de quien instruye.',
  horario: 'Indique la hora de inicio y la de fin.',
} as const;

const hora = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DATOS_PROTOCOLOS_MESSAGES.hora)
  .nullable();
const fecha = z.iso.date({ error: DATOS_PROTOCOLOS_MESSAGES.fecha }).nullable();
const siNo = z.boolean().nullable();

/** The facts, each nullable (unknown). One schema for the form, the routes and the documents. */
export const datosProtocolosSchema = z
  .object({
    /** Corrects the family the CNAE gives; null: the CNAE's. */
    familiaActividad: z.enum(FAMILIAS_ACTIVIDAD).nullable(),
    representacion: z.enum(REPRESENTACIONES).nullable(),
    /** The usual working day, "08:00"–"17:00". */
    horaInicio: hora,
    horaFin: hora,
    /** Whether the staff works in shifts (including nights or weekends). */
    turnos: siNo,
    /** Whether it keeps health data of customers, patients or users (beyond its staff's). */
    datosSalud: siNo,
    videovigilancia: siNo,
    geolocalizacion: siNo,
    /** Whether it processes data of minors (pupils, patients, customers). */
    datosMenores: siNo,
    planIgualdad: siNo,
    /** An internal reporting system of Ley 2/2023. */
    canalDenuncias: siNo,
    /** The processors it uses; [] none, null unknown. */
    encargados: z.array(z.enum(ENCARGADOS)).nullable(),
    /** The confidential address harassment complaints go to (never the administrator's own). */
    canalAcoso: z
      .string()
      .trim()
      .toLowerCase()
      .max(255)
      .refine((value) => isValidEmail(value), DATOS_PROTOCOLOS_MESSAGES.canalAcoso)
      .nullable(),
    /** When the harassment protocol was agreed (with the representatives or the staff). */
    fechaAprobacionAcoso: fecha,
    /** When the disconnection policy was approved, after hearing the representatives. */
    fechaAprobacionDesconexion: fecha,
  })
  .refine((datos) => (datos.horaInicio === null) === (datos.horaFin === null), { message: DATOS_PROTOCOLOS_MESSAGES.horario, path: ['horaFin'] });
export type DatosProtocolos = z.output<typeof datosProtocolosSchema>;

/** A company that has told nothing yet. */
export const DATOS_PROTOCOLOS_VACIOS: DatosProtocolos = {
  familiaActividad: null,
  representacion: null,
  horaInicio: null,
  horaFin: null,
  turnos: null,
  datosSalud: null,
  videovigilancia: null,
  geolocalizacion: null,
  datosMenores: null,
  planIgualdad: null,
  canalDenuncias: null,
  encargados: null,
  canalAcoso: null,
  fechaAprobacionAcoso: null,
  fechaAprobacionDesconexion: null,
};

/**
 * The facts the documents need, with how the form and the notices name them. The family (which the
 * CNAE gives) and the approval dates (a later step, not a fact about the company) are not among them.
 */
export const DATOS_REQUERIDOS = {
  representacion: 'Representación legal de las personas trabajadoras',
  horario: 'Horario de trabajo',
  turnos: 'Trabajo a turnos',
  datosSalud: 'Datos de salud',
  videovigilancia: 'Videovigilancia',
  geolocalizacion: 'Geolocalización',
  datosMenores: 'Datos de menores',
  planIgualdad: 'Plan de igualdad',
  canalDenuncias: 'Sistema interno de información (canal de denuncias)',
  encargados: 'Encargados del tratamiento',
  canalAcoso: 'Dirección confidencial para denuncias de acoso',
} as const;
export type DatoRequerido = keyof typeof DATOS_REQUERIDOS;
export const DATOS_REQUERIDOS_KEYS = Object.keys(DATOS_REQUERIDOS) as DatoRequerido[];

/** The facts still unknown, in the form's order. */
export function datosPendientes(datos: DatosProtocolos): DatoRequerido[] {
  return DATOS_REQUERIDOS_KEYS.filter((key) => (key === 'horario' ? datos.horaInicio === null || datos.horaFin === null : datos[key] === null));
}

/** GET …/datos-protocolos: the facts and which are still unknown. */
export const datosProtocolosResponseSchema = z.object({
  datos: datosProtocolosSchema,
  pendientes: z.array(z.enum(DATOS_REQUERIDOS_KEYS as [DatoRequerido, ...DatoRequerido[]])),
  /** The family the register is written for: the fact's, else the CNAE's. */
  familia: z.enum(FAMILIAS_ACTIVIDAD),
});
export type DatosProtocolosResponse = z.output<typeof datosProtocolosResponseSchema>;

/** GET gestorias/my/datos-protocolos/pendientes: the gestoría's companies with facts missing (the first ones by name, and how many). */
export const empresasDatosPendientesSchema = z.object({
  total: z.number().int(),
  empresas: z.array(z.object({ id: z.string(), nifCif: z.string(), nombreComercial: z.string(), pendientes: z.number().int() })),
});
export type EmpresasDatosPendientes = z.output<typeof empresasDatosPendientesSchema>;

export const DATOS_PROTOCOLOS_SAVED = 'Datos para los protocolos guardados.';
/** What a document prints for a fact left unknown. */
export const PENDIENTE_DE_COMPLETAR = 'pendiente de completar';

/**
 * The optional columns of a bulk upload that carry the facts (issue 22, docs/decisions/0056), named
 * as the facts. A file without them, or with a cell left empty, leaves the fact unknown.
 */
export const DATOS_PROTOCOLOS_CSV_COLUMNS = [
  'representacion',
  'horaInicio',
  'horaFin',
  'turnos',
  'datosSalud',
  'videovigilancia',
  'geolocalizacion',
  'datosMenores',
  'planIgualdad',
  'canalDenuncias',
  'encargados',
  'canalAcoso',
] as const;
export type DatosProtocolosCsvColumn = (typeof DATOS_PROTOCOLOS_CSV_COLUMNS)[number];

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const SI_CSV = new Set(['si', 's', 'yes', 'y', 'true', '1', 'x']);
const NO_CSV = new Set(['no', 'n', 'false', '0']);

/**
 * One CSV line's fact cells (text as written) to the facts' shape, for `datosProtocolosSchema`: an
 * empty cell is null (unknown); SI/NO for the yes-or-no facts; the representation by its name;
 * processors separated by "," or "|", by code or label. What cannot be read is passed on as written,
 * so the schema answers with the field's message.
 */
export function datosProtocolosDeCsv(cells: Partial<Record<DatosProtocolosCsvColumn, string>>): Record<string, unknown> {
  const datos: Record<string, unknown> = { ...DATOS_PROTOCOLOS_VACIOS };
  for (const column of DATOS_PROTOCOLOS_CSV_COLUMNS) {
    const text = (cells[column] ?? '').trim();
    if (text === '') continue;
    const key = normalized(text);
    if (column === 'representacion') {
      datos[column] = key.startsWith('ningun') || key === 'no' ? 'NINGUNA' : key.startsWith('delegad') ? 'DELEGADOS' : key.startsWith('comite') ? 'COMITE' : text;
    } else if (column === 'encargados') {
      datos[column] = key === 'ninguno' || key === 'no' ? [] : text.split(/[,|]/).map((part) => ENCARGADOS.find((code) => normalized(code) === normalized(part) || normalized(ENCARGADO_LABELS[code]) === normalized(part)) ?? part.trim());
    } else if (column === 'horaInicio' || column === 'horaFin' || column === 'canalAcoso') {
      datos[column] = text;
    } else {
      datos[column] = SI_CSV.has(key) ? true : NO_CSV.has(key) ? false : text;
    }
  }
  return datos;
}
