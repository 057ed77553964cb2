import { z } from 'zod';
import { TOOL_CODES } from '../enums.ts';
import { toolCodeField, toolCodeSchema } from './tool-code.ts';
import { TIPO_EMPRESA_CODES, empresaListItemSchema } from './empresa.ts';
import { pageQuerySchema, pageResponseSchema } from './page.ts';
import { emailField, ibanField, nifField, personalNifField, phoneField, requiredText, toolPriceField } from './zod-fields.ts';

/**
 * A collaborator (gestoría) as staff create, list, read and edit it (spec 2 "Collaborator
 * creation", "Collaborator list", "Collaborator detail", §5, §7). One family: the forms of the web
 * and the routes of the API parse the same schemas.
 */

/** Texts of spec 2 §5 "Collaborator creation"; where the spec gives none, the company forms' wording. */
export const GESTORIA_MESSAGES = {
  razonSocial: 'Razón Social es requerida.',
  nifCif: { required: 'NIF/CIF es requerido.', invalid: 'NIF/CIF inválido.' },
  tipo: 'Tipo es requerido.',
  nombre: 'Nombre es requerido.',
  dni: { required: 'DNI es requerido.', invalid: 'NIF inválido.' },
  email: { required: 'Correo electrónico es requerido.', invalid: 'Correo electrónico inválido.' },
  telefono: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
  nombreComercial: 'Nombre Comercial es requerido.',
  direccion: 'Dirección es requerida.',
  provincia: 'Provincia no puede superar 100 caracteres.',
  codigoPostal: 'Código Postal inválido: 5 dígitos.',
  cnae: { required: 'CNAE es requerido.', max: 'CNAE debe ser menor de 60 carácteres.' },
  actividad: 'Actividad de la Empresa es requerida.',
  numTrabajadores: 'Número de trabajadores es requerido.',
  numCuenta: { required: 'Número de Cuenta es requerido.', shape: 'Formato de IBAN inválido.', invalid: 'IBAN no válido' },
  comision: { required: 'Comisión es requerida.', invalid: 'La comisión debe ser un número entre 0 y 100 con 2 decimales como máximo.' },
  nombrePlantilla: 'Seleccione un protocolo',
  precioDescuento: 'Ingrese un precio válido',
  productoRepetido: 'Cada protocolo solo puede aparecer una vez.',
  summary: 'Por favor, corrija los errores en el formulario.',
} as const;

/** Success texts of the creation forms (spec 2 "Collaborator creation"). */
export const GESTORIA_CREATED = {
  superadmin: 'El colaborador se ha añadido correctamente.',
  worker: 'La gestoría se ha añadido correctamente.',
} as const;

/** Commission choices of the worker's form, in percent; its default is the first (spec 2 §9). */
export const WORKER_COMISIONES = [3, 5, 10, 15, 20, 25] as const;
export const DEFAULT_COMISION = { superadmin: 10, worker: 3 } as const;

/** The largest price a product line takes, in euros: a typo guard, far above any real price. */
const MAX_PRECIO = 100_000;

/** A number typed in a form (text) or sent on the wire (number); empty text is "missing", other text NaN. */
function numberInput(requiredMessage: string) {
  return z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value.trim().replace(',', '.'))));
}

/** The number after `numberInput`: missing gives the required text, anything else not a number the invalid one. */
const parsedNumber = (required: string, invalid: string) => z.number({ error: (issue) => (issue.input === undefined ? required : invalid) });

/** At most two decimals, read on the decimal text so that 0.1 + 0.2 style floats do not decide. */
function hasAtMostTwoDecimals(value: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

/** A percentage from 0 to 100 with at most 2 decimals (stored as basis points). */
export const comisionField = numberInput(GESTORIA_MESSAGES.comision.required).pipe(
  parsedNumber(GESTORIA_MESSAGES.comision.required, GESTORIA_MESSAGES.comision.invalid)
    .min(0, GESTORIA_MESSAGES.comision.invalid)
    .max(100, GESTORIA_MESSAGES.comision.invalid)
    .refine(hasAtMostTwoDecimals, GESTORIA_MESSAGES.comision.invalid),
);

/** A product line: a protocol and its price for the gestoría's companies, in euros (spec 2 §3). */
export const productoSchema = z.object({
  nombrePlantilla: toolCodeField(GESTORIA_MESSAGES.nombrePlantilla),
  precioDescuento: toolPriceField(GESTORIA_MESSAGES.precioDescuento, MAX_PRECIO),
});
export type ProductoForm = z.input<typeof productoSchema>;
export type Producto = z.output<typeof productoSchema>;

/** The lines, each protocol once: a gestoría has one price per tool (`gestoria_productos`). */
export const productosField = z
  .array(productoSchema)
  .max(TOOL_CODES.length, GESTORIA_MESSAGES.productoRepetido)
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.nombrePlantilla)) {
        context.addIssue({ code: 'custom', path: [index, 'nombrePlantilla'], message: GESTORIA_MESSAGES.productoRepetido });
      }
      seen.add(line.nombrePlantilla);
    });
  });

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');

/** Every field of spec 2 §5 "Collaborator creation", with its texts. */
const gestoriaFields = {
  razonSocial: requiredText(GESTORIA_MESSAGES.razonSocial, 255),
  nifCif: nifField(GESTORIA_MESSAGES.nifCif),
  tipo: z.enum(TIPO_EMPRESA_CODES, { error: GESTORIA_MESSAGES.tipo }),
  nombre: requiredText(GESTORIA_MESSAGES.nombre, 200),
  dni: personalNifField(GESTORIA_MESSAGES.dni),
  email: emailField({ ...GESTORIA_MESSAGES.email, max: { length: 254, message: GESTORIA_MESSAGES.email.invalid } }),
  telefono: phoneField(GESTORIA_MESSAGES.telefono),
  nombreComercial: requiredText(GESTORIA_MESSAGES.nombreComercial, 255),
  direccion: requiredText(GESTORIA_MESSAGES.direccion, 255),
  provincia: optionalText(100, GESTORIA_MESSAGES.provincia),
  codigoPostal: optionalText(5, GESTORIA_MESSAGES.codigoPostal).refine((value) => value === '' || /^\d{5}$/.test(value), GESTORIA_MESSAGES.codigoPostal),
  cnae: requiredText(GESTORIA_MESSAGES.cnae.required, 60, GESTORIA_MESSAGES.cnae.max),
  actividad: requiredText(GESTORIA_MESSAGES.actividad, 255),
  numTrabajadores: numberInput(GESTORIA_MESSAGES.numTrabajadores)
    .pipe(
      parsedNumber(GESTORIA_MESSAGES.numTrabajadores, 'El número de trabajadores no es válido.')
        .int('El número de trabajadores debe ser un número entero.')
        .min(0, 'El número de trabajadores no puede ser negativo.')
        .max(1_000_000, 'El número de trabajadores no es válido.'),
    )
    .default(0),
  numCuenta: ibanField(GESTORIA_MESSAGES.numCuenta),
  comision: comisionField,
  superColaborador: z.boolean().default(false),
  productos: productosField.default([]),
};

/**
 * POST {core}/admin/gestorias and worker/gestorias. The dni is the administrator's NIF and their
 * username: the form also sends it as `username`, which the server does not need (it is the dni).
 */
export const gestoriaCreateSchema = z.object(gestoriaFields);
export type GestoriaCreateForm = z.input<typeof gestoriaCreateSchema>;
export type GestoriaCreate = z.output<typeof gestoriaCreateSchema>;

/** PUT {core}/admin/gestorias/{id} (and admin/gestoria/{id}, worker/gestorias/{id}): spec 2 §7's fields. */
export const gestoriaUpdateSchema = z.object({
  razonSocial: gestoriaFields.razonSocial,
  nombreComercial: gestoriaFields.nombreComercial,
  nifCif: gestoriaFields.nifCif,
  dni: gestoriaFields.dni,
  email: gestoriaFields.email,
  telefono: gestoriaFields.telefono,
  numCuenta: gestoriaFields.numCuenta,
  comision: gestoriaFields.comision,
  productos: productosField,
});
export type GestoriaUpdateForm = z.input<typeof gestoriaUpdateSchema>;
export type GestoriaUpdate = z.output<typeof gestoriaUpdateSchema>;

/** A user of a gestoría as its list rows carry them. */
export const gestoriaUserSchema = z.object({ id: z.string(), email: z.string() });
export type GestoriaUser = z.output<typeof gestoriaUserSchema>;

/** A row of the collaborator lists (GET admin/gestorias, worker/gestorias; the users screen too). */
export const gestoriaListItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  nifCif: z.string(),
  /** Percent, 2 decimals at most. */
  comision: z.number(),
  users: z.array(gestoriaUserSchema),
});
export type GestoriaListItem = z.output<typeof gestoriaListItemSchema>;

/** ?page&size&nombre&nifCif of the collaborator lists. */
export const gestoriaListQuerySchema = pageQuerySchema.extend({
  nombre: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(20).optional(),
});
export type GestoriaListQuery = z.output<typeof gestoriaListQuerySchema>;

/** The gestoría as staff read it: every field, its product lines (prices in euros). */
export const gestoriaSchema = z.object({
  id: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  nifCif: z.string(),
  tipo: z.enum(TIPO_EMPRESA_CODES),
  nombre: z.string(),
  dni: z.string(),
  email: z.string(),
  telefono: z.string(),
  direccion: z.string(),
  provincia: z.string(),
  codigoPostal: z.string(),
  cnae: z.string(),
  actividad: z.string(),
  numTrabajadores: z.number().int(),
  numCuenta: z.string(),
  comision: z.number(),
  superColaborador: z.boolean(),
  createdAt: z.string(),
  productos: z.array(z.object({ nombrePlantilla: toolCodeSchema, precioDescuento: z.number() })),
});
export type Gestoria = z.output<typeof gestoriaSchema>;

/** GET admin/gestorias/{id} and worker/gestorias/{id}: the gestoría and one page of its companies. */
export const gestoriaDetailSchema = gestoriaSchema.extend({
  empresas: pageResponseSchema(empresaListItemSchema),
});
export type GestoriaDetail = z.output<typeof gestoriaDetailSchema>;
