import { z } from 'zod';
import { METODOS_DE_PAGO, PLACEHOLDER_IBAN, TIPOS_EMPRESA } from '../enums.ts';
import { isValidIban } from '../validators/iban.ts';
import { emailField, nifField, personalNifField, phoneField, requiredText } from './zod-fields.ts';
import { pageQuerySchema } from './page.ts';

export const TIPO_EMPRESA_CODES = Object.keys(TIPOS_EMPRESA) as [keyof typeof TIPOS_EMPRESA, ...(keyof typeof TIPOS_EMPRESA)[]];
export const METODO_DE_PAGO_CODES = Object.keys(METODOS_DE_PAGO) as [keyof typeof METODOS_DE_PAGO, ...(keyof typeof METODOS_DE_PAGO)[]];

/** A company as the server answers it (spec 1 §3): prices in euros, the administrator as username/dni. */
export const empresaSchema = z.object({
  id: z.string(),
  razonSocial: z.string(),
  nifCif: z.string(),
  tipo: z.enum(TIPO_EMPRESA_CODES),
  nombre: z.string(),
  username: z.string().nullable(),
  dni: z.string().nullable(),
  email: z.string(),
  telefono: z.string(),
  nombreComercial: z.string(),
  direccion: z.string(),
  provincia: z.string(),
  codigoPostal: z.string(),
  cnae: z.string(),
  actividad: z.string(),
  numTrabajadores: z.number().int(),
  numCuenta: z.string(),
  metodoDePago: z.enum(METODO_DE_PAGO_CODES),
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
  precioLopdgdd: z.number(),
  precioAcosoLaboral: z.number(),
  precioDesconexionDigital: z.number(),
  contratoLopdAceptado: z.boolean(),
  contratoAcosoAceptado: z.boolean(),
  contratoDesconexionAceptado: z.boolean(),
  permitirDescarga: z.boolean(),
  verificado: z.boolean(),
  gestoriaNombre: z.string().nullable(),
  createdAt: z.string(),
});
export type Empresa = z.output<typeof empresaSchema>;

/** Messages of the company forms (spec 1 §5 "Collaborator company creation"). */
export const EMPRESA_MESSAGES = {
  razonSocial: 'Razón Social es requerida.',
  nifCif: { required: 'NIF/CIF es requerido.', invalid: 'NIF/CIF inválido.' },
  tipo: 'Tipo es requerido.',
  nombre: 'Nombre es requerido.',
  username: { required: 'DNI del usuario es requerido.', invalid: 'DNI del usuario inválido.' },
  email: { required: 'Correo electrónico es requerido.', invalid: 'Correo electrónico inválido.' },
  telefono: { required: 'Teléfono es requerido.', invalid: 'Teléfono inválido: +34 seguido de 9 dígitos.' },
  nombreComercial: 'Nombre Comercial es requerido.',
  direccion: 'Dirección es requerida.',
  codigoPostal: 'Código Postal es requerido.',
  provincia: 'Provincia es requerida.',
  cnae: 'CNAE es requerido.',
  actividad: 'Actividad de la Empresa es requerida.',
  numTrabajadores: 'Número de trabajadores es requerido.',
  metodoDePago: 'Método de Pago es requerido.',
  numCuenta: { required: 'Número de Cuenta es requerido.', invalid: 'IBAN no válido' },
  herramientas: 'Seleccione al menos una herramienta.',
} as const;

const numTrabajadoresField = z
  .union([z.number(), z.string()], { error: EMPRESA_MESSAGES.numTrabajadores })
  .transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim())))
  .pipe(
    z
      .number({ error: EMPRESA_MESSAGES.numTrabajadores })
      .int('El número de trabajadores debe ser un número entero.')
      .min(0, 'El número de trabajadores no puede ser negativo.')
      .max(1_000_000, 'El número de trabajadores no es válido.'),
  );

const toolFlags = {
  lopdgdd: z.boolean().default(false),
  acosoLaboral: z.boolean().default(false),
  desconexionDigital: z.boolean().default(false),
};

/** SEPA needs a real IBAN; other methods store the placeholder (spec 1 §4 "Payment method"). */
function requireIbanForSepa(messages: { required: string; invalid: string }) {
  return (raw: { metodoDePago?: unknown; numCuenta?: unknown }, context: z.RefinementCtx) => {
    if (raw.metodoDePago !== 'SEPA') return;
    const numCuenta = typeof raw.numCuenta === 'string' ? raw.numCuenta.replace(/\s+/g, '').toUpperCase() : '';
    if (!numCuenta || numCuenta === PLACEHOLDER_IBAN) {
      context.addIssue({ code: 'custom', path: ['numCuenta'], message: messages.required });
    } else if (!isValidIban(numCuenta)) {
      context.addIssue({ code: 'custom', path: ['numCuenta'], message: messages.invalid });
    }
  };
}

const accountField = z.string().trim().overwrite((value) => value.replace(/\s+/g, '').toUpperCase()).default('');

/** The company fields every form has, with the creation texts of spec 1 §5. */
const empresaFields = {
  razonSocial: requiredText(EMPRESA_MESSAGES.razonSocial, 255),
  nifCif: nifField(EMPRESA_MESSAGES.nifCif),
  tipo: z.enum(TIPO_EMPRESA_CODES, { error: EMPRESA_MESSAGES.tipo }),
  nombre: requiredText(EMPRESA_MESSAGES.nombre, 200),
  email: emailField({ ...EMPRESA_MESSAGES.email, max: { length: 254, message: EMPRESA_MESSAGES.email.invalid } }),
  telefono: phoneField(EMPRESA_MESSAGES.telefono),
  nombreComercial: requiredText(EMPRESA_MESSAGES.nombreComercial, 255),
  direccion: requiredText(EMPRESA_MESSAGES.direccion, 255),
  provincia: requiredText(EMPRESA_MESSAGES.provincia, 100),
  codigoPostal: requiredText(EMPRESA_MESSAGES.codigoPostal).regex(/^\d{5}$/, 'Código Postal inválido: 5 dígitos.'),
  cnae: requiredText(EMPRESA_MESSAGES.cnae, 60, 'CNAE debe ser menor de 60 carácteres.'),
  actividad: requiredText(EMPRESA_MESSAGES.actividad, 60, 'Actividad no puede superar 60 caracteres.'),
  numTrabajadores: numTrabajadoresField.default(0),
  numCuenta: accountField,
  metodoDePago: z.enum(METODO_DE_PAGO_CODES, { error: EMPRESA_MESSAGES.metodoDePago }),
};

/**
 * Public registration ("Regístre su Empresa", POST {core}/empresas/register). Beyond the spec's
 * required fields, the server also checks the NIF/CIF and, for direct debit, the IBAN: a company
 * that cannot be invoiced or debited is no use to anyone (docs/decisions/0009-public-registration.md).
 */
export const empresaRegistrationSchema = z
  .object({
    ...empresaFields,
    numTrabajadores: numTrabajadoresField,
    username: personalNifField({ required: 'NIF del usuario es requerido.', invalid: 'NIF del usuario inválido.' }),
    ...toolFlags,
    captchaToken: z.string().optional(),
  })
  .superRefine(requireIbanForSepa(EMPRESA_MESSAGES.numCuenta))
  .superRefine((raw: { lopdgdd?: unknown; acosoLaboral?: unknown; desconexionDigital?: unknown }, context) => {
    if (raw.lopdgdd !== true && raw.acosoLaboral !== true && raw.desconexionDigital !== true) {
      context.addIssue({ code: 'custom', path: ['lopdgdd'], message: EMPRESA_MESSAGES.herramientas });
    }
  });
export type EmpresaRegistrationForm = z.input<typeof empresaRegistrationSchema>;
export type EmpresaRegistration = z.output<typeof empresaRegistrationSchema>;

export const empresaRegistrationResponseSchema = z.object({
  id: z.string(),
  nifCif: z.string(),
  username: z.string(),
  email: z.string(),
  message: z.string(),
});

export const EMPRESA_REGISTRATION_SUCCESS =
  'Empresa registrada correctamente. Le hemos enviado un correo electrónico para verificar su cuenta.';

/**
 * "Alta de una empresa" by a gestoría (POST {core}/gestorias/my/empresas) and each line of a bulk
 * upload: the company, its administrator's NIF (username) and the tools to switch on.
 */
export const empresaCreateSchema = z
  .object({
    ...empresaFields,
    username: personalNifField(EMPRESA_MESSAGES.username),
    ...toolFlags,
  })
  .superRefine(requireIbanForSepa(EMPRESA_MESSAGES.numCuenta));
export type EmpresaCreateForm = z.input<typeof empresaCreateSchema>;
export type EmpresaCreate = z.output<typeof empresaCreateSchema>;

/** Messages of the collaborator's edit form (spec 1 §5 "Collaborator company edit"). */
export const EMPRESA_EDIT_MESSAGES = {
  numCuenta: { required: 'Número de Cuenta es requerido.', invalid: 'Número de Cuenta inválido.' },
} as const;

/** "Editar empresa" by its gestoría (PUT {core}/gestorias/my/empresas/{nifCif}): no username, no tools. */
export const empresaUpdateSchema = z
  .object(empresaFields)
  .superRefine(requireIbanForSepa(EMPRESA_EDIT_MESSAGES.numCuenta));
export type EmpresaUpdateForm = z.input<typeof empresaUpdateSchema>;
export type EmpresaUpdate = z.output<typeof empresaUpdateSchema>;

/**
 * The account rule alone. zod runs object-level checks only once every field passes, so a form
 * can ask this schema too and show the account error in the same round as the others.
 */
export const empresaCuentaSchema = z
  .object({ metodoDePago: z.unknown(), numCuenta: z.unknown() })
  .superRefine(requireIbanForSepa(EMPRESA_MESSAGES.numCuenta));
export const empresaCuentaEditSchema = z
  .object({ metodoDePago: z.unknown(), numCuenta: z.unknown() })
  .superRefine(requireIbanForSepa(EMPRESA_EDIT_MESSAGES.numCuenta));

/** PUT {core}/gestorias/my/empresas/{nifCif}/tools. */
export const empresaToolsSchema = z.object({
  lopdgdd: z.boolean({ error: 'Indique si LOPDGDD está activa.' }),
  acosoLaboral: z.boolean({ error: 'Indique si Acoso Laboral está activa.' }),
  desconexionDigital: z.boolean({ error: 'Indique si Desconexión Digital está activa.' }),
});
export type EmpresaTools = z.output<typeof empresaToolsSchema>;

/** A row of the gestoría's company lists (home, "Tus empresas", "Empresas sin usuario"). */
export const empresaListItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  nifCif: z.string(),
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
  metodoDePago: z.enum(METODO_DE_PAGO_CODES),
  verificado: z.boolean(),
  /** The administrator user's NIF; null for a company without user. */
  username: z.string().nullable(),
});
export type EmpresaListItem = z.output<typeof empresaListItemSchema>;

/** ?page&size&nombreEmpresa&nifCif of the company lists. */
export const empresaListQuerySchema = pageQuerySchema.extend({
  nombreEmpresa: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(20).optional(),
});

/** GET {core}/gestorias/my: the gestoría as its collaborator reads it. */
export const gestoriaMySchema = z.object({
  id: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  nifCif: z.string(),
  empresas: z.array(empresaListItemSchema),
});
