import { z } from 'zod';
import { METODOS_DE_PAGO, PLACEHOLDER_IBAN, TIPOS_EMPRESA, TOOL_CODES, type ToolCode } from '../enums.ts';
import { toolCodeField, toolCodeSchema } from './tool-code.ts';
import { isValidIban } from '../validators/iban.ts';
import { emailField, nifField, personalNifField, phoneField, requiredText, toolPriceField } from './zod-fields.ts';
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
  /** The town ("Población"); empty for a company registered before it was asked (decision 0057). */
  localidad: z.string(),
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
  localidad: 'Población es requerida.',
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
  localidad: requiredText(EMPRESA_MESSAGES.localidad, 100),
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

/**
 * A line of a bulk upload whose file has no "localidad" column (a file made before the town was
 * asked): the creation form's rules with the town left empty, to be asked for on the company's next
 * edit; documents write the province in its place until then (decision 0057). A file with the column
 * is read with `empresaCreateSchema` itself, an empty town refused as in the form.
 */
export const empresaCreateWithoutLocalidadSchema = z
  .object({
    ...empresaFields,
    localidad: z.literal('').default(''),
    username: personalNifField(EMPRESA_MESSAGES.username),
    ...toolFlags,
  })
  .superRefine(requireIbanForSepa(EMPRESA_MESSAGES.numCuenta));

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
  /**
   * Only companies with a contract sent CONTRATO_SIN_FIRMAR_DIAS (7) days ago or more and not yet
   * signed: the collaborator's home leads here (issue 23).
   */
  contratoSinFirmar: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});

/** GET {core}/gestorias/my: the gestoría as its collaborator reads it. */
export const gestoriaMySchema = z.object({
  id: z.string(),
  nombreComercial: z.string(),
  razonSocial: z.string(),
  nifCif: z.string(),
  empresas: z.array(empresaListItemSchema),
});

// ---------------------------------------------------------------------------------------------
// Staff (spec 2): "Alta de una empresa" by the superadmin and the worker, their company lists and
// the tool activation calls.

/** A product line of a staff form: protocol and price in euros (spec 2 §3 "Product line"). */
export const PRODUCTO_MESSAGES = {
  nombrePlantilla: 'Seleccione un protocolo',
  precioDescuento: 'Ingrese un precio válido',
  repeated: 'Este protocolo ya está en otra línea.',
} as const;

/** The price a protocol line starts with when it is chosen (spec 2 §9); a blank line starts at 0.00. */
export const DEFAULT_PROTOCOL_PRICES: Readonly<Record<ToolCode, number>> = { LOPD: 120, ACOSO: 90, DIGITAL: 90 };


/** Euros as a number or the text of an input ("90", "90.5", "90,50"): at least 0,01 €, two decimals at most. */
const precioLineField = toolPriceField(PRODUCTO_MESSAGES.precioDescuento);

export const productoLineSchema = z.object({
  nombrePlantilla: toolCodeField(PRODUCTO_MESSAGES.nombrePlantilla),
  precioDescuento: precioLineField,
});
export type ProductoLineForm = z.input<typeof productoLineSchema>;
export type ProductoLine = z.output<typeof productoLineSchema>;

/** A list of product lines with each protocol at most once. */
export const productoLinesSchema = z.array(productoLineSchema).max(TOOL_CODES.length * 4).superRefine((lines, context) => {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.nombrePlantilla)) context.addIssue({ code: 'custom', path: [index, 'nombrePlantilla'], message: PRODUCTO_MESSAGES.repeated });
    seen.add(line.nombrePlantilla);
  });
});

const optionalPrecio = toolPriceField(PRODUCTO_MESSAGES.precioDescuento).optional();

/**
 * "Alta de una empresa" by staff (POST {core}/admin/empresas, POST {core}/worker/empresas; spec 2
 * §5): the gestoría's creation fields, the product lines (each switches its tool on at its price),
 * the flags and flat prices the original form also sent (derived from the lines; a flag without a
 * line takes the price field, else the gestoría's or base price) and, beyond the spec, an optional
 * gestoría the company belongs to (`gestoriaId`; none: a company of the provider's own).
 */
export const empresaStaffCreateSchema = z
  .object({
    ...empresaFields,
    username: personalNifField(EMPRESA_MESSAGES.username),
    ...toolFlags,
    productos: productoLinesSchema.default([]),
    precioLopdgdd: optionalPrecio,
    precioAcosoLaboral: optionalPrecio,
    precioDesconexionDigital: optionalPrecio,
    gestoriaId: z.uuid('Seleccione una gestoría válida.').nullish(),
  })
  .superRefine(requireIbanForSepa(EMPRESA_MESSAGES.numCuenta));
export type EmpresaStaffCreateForm = z.input<typeof empresaStaffCreateSchema>;
export type EmpresaStaffCreate = z.output<typeof empresaStaffCreateSchema>;

export const EMPRESA_STAFF_CREATED = '¡Éxito! Empresa creada exitosamente en el sistema.';

/** ?page&size&verificado&nifCif&nombre of the staff company lists (spec 2 §7). */
export const staffEmpresaListQuerySchema = pageQuerySchema.extend({
  verificado: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  nombre: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(20).optional(),
});
export type StaffEmpresaListQuery = z.output<typeof staffEmpresaListQuerySchema>;

/** A row of the staff company lists: a gestoría's row plus what staff read in it. */
export const staffEmpresaListItemSchema = empresaListItemSchema.extend({
  telefono: z.string(),
  /** The administrator's name as the company was registered. */
  nombre: z.string(),
  gestoriaNombre: z.string().nullable(),
  precioLopdgdd: z.number(),
  precioAcosoLaboral: z.number(),
  precioDesconexionDigital: z.number(),
});
export type StaffEmpresaListItem = z.output<typeof staffEmpresaListItemSchema>;

export const TOOLS_MESSAGES = {
  price: 'El precio debe ser mayor a 0',
  noneSelected: 'Debe seleccionar al menos una herramienta',
  multiplePrice: 'El precio es requerido y debe ser mayor a 0',
  generic: 'Error al actualizar las herramientas. Por favor, inténtelo de nuevo.',
} as const;

/**
 * `callViafirma`: true sends the contract of each tool switched on for signature (contracts issue);
 * false records it as signed on paper now. Defaults to true: the safe reading of a missing value.
 */
const callViafirmaField = z.boolean().default(true);

/**
 * PUT {core}/admin/empresas/{nifCif}/tools: the three flags wanted, one price in euros for the tools
 * switched on (required, at least 0,01 €, when any is; ignored when only switching off).
 */
export const staffEmpresaToolsSchema = z.object({
  tools: empresaToolsSchema,
  price: toolPriceField(TOOLS_MESSAGES.price).nullish(),
  callViafirma: callViafirmaField,
});
export type StaffEmpresaToolsForm = z.input<typeof staffEmpresaToolsSchema>;
export type StaffEmpresaTools = z.output<typeof staffEmpresaToolsSchema>;

/** A price typed as text (digits with at most one decimal point, spec 2 §7) or sent as a number: at least 0,01 €. */
const multiplePriceField = z
  .union([z.number(), z.string()], { error: TOOLS_MESSAGES.multiplePrice })
  .refine((value) => typeof value === 'number' || /^\s*\d+(\.\d{1,2})?\s*$/.test(value), TOOLS_MESSAGES.multiplePrice)
  .pipe(toolPriceField(TOOLS_MESSAGES.multiplePrice));

const multiplePriceEntry = z.object({ enabled: z.boolean(), price: z.unknown().optional() });

/**
 * PUT {core}/admin/empresas/{nifCif}/tools/multiple-price: a map keyed by the wire's tool flags
 * (`lopdgdd`, `acosoLaboral`, `desconexionDigital`) of the tools to change, each `{enabled, price}`;
 * a tool switched on needs its price. Tools not in the map stay as they are.
 */
export const staffEmpresaMultiplePriceSchema = z
  .object({
    tools: z.object({ lopdgdd: multiplePriceEntry.optional(), acosoLaboral: multiplePriceEntry.optional(), desconexionDigital: multiplePriceEntry.optional() }, { error: TOOLS_MESSAGES.noneSelected }),
    callViafirma: callViafirmaField,
  })
  .superRefine((raw, context) => {
    const entries = Object.entries(raw.tools).filter(([, entry]) => entry !== undefined);
    if (entries.length === 0) context.addIssue({ code: 'custom', path: ['tools'], message: TOOLS_MESSAGES.noneSelected });
    for (const [flag, entry] of entries) {
      if (entry?.enabled && !multiplePriceField.safeParse(entry.price).success) {
        context.addIssue({ code: 'custom', path: ['tools', flag, 'price'], message: TOOLS_MESSAGES.multiplePrice });
      }
    }
  })
  .transform(({ tools, callViafirma }) => {
    const changes: Partial<Record<'lopdgdd' | 'acosoLaboral' | 'desconexionDigital', { enabled: boolean; price: number | null }>> = {};
    for (const [flag, entry] of Object.entries(tools) as Array<[keyof typeof tools, { enabled: boolean; price?: unknown } | undefined]>) {
      if (!entry) continue;
      const price = entry.enabled ? multiplePriceField.parse(entry.price) : null;
      changes[flag] = { enabled: entry.enabled, price };
    }
    return { tools: changes, callViafirma };
  });
export type StaffEmpresaMultiplePriceForm = z.input<typeof staffEmpresaMultiplePriceSchema>;
export type StaffEmpresaMultiplePrice = z.output<typeof staffEmpresaMultiplePriceSchema>;

// ---------------------------------------------------------------------------------------------
// Staff (spec 2): the company edit screens and the superadmin's company detail.

/**
 * The hints of the staff edit forms (spec 2 §5 "Admin company detail edit", "Worker company edit by
 * id"); a value that breaks the pattern shows the hint as its error, as the browser did.
 */
export const EMPRESA_STAFF_HINTS = {
  nifCif: 'Debe tener 8 dígitos seguidos de una letra mayúscula o letra seguida de 7 dígitos y letra/número',
  telefono: 'Formato: +34 seguido de 9 dígitos',
  numCuenta: '2 letras mayúsculas seguidas de 22 dígitos',
  cnae: '4 dígitos',
  codigoPostal: '5 dígitos',
} as const;

/** Messages of the worker's edit by company id (spec 2 §5 "Worker company edit by id"). */
export const EMPRESA_WORKER_EDIT_MESSAGES = {
  razonSocial: 'La razón social es requerida',
  nifCif: { required: 'El NIF/CIF es requerido', invalid: EMPRESA_STAFF_HINTS.nifCif },
  email: { required: 'El correo electrónico es requerido', invalid: 'El correo electrónico no es válido' },
  numCuenta: { required: 'El número de cuenta es requerido para pagos SEPA', invalid: 'IBAN no válido' },
  cnae: 'CNAE: 4 dígitos.',
} as const;

/** The administrator's NIF is the user's login: it is shown on the company, changed on the user. */
export const EMPRESA_DNI_NOT_EDITABLE = 'El NIF del usuario no se cambia desde la empresa: edítelo en «Gestionar usuarios».';

type StaffEditTexts = {
  razonSocial: string;
  nifCif: { required: string; invalid: string };
  email: { required: string; invalid: string };
  telefono: { required: string; invalid: string };
  numCuenta: { required: string; invalid: string };
};

/** The texts of the superadmin's detail and plain edit form: the creation texts, the hints for a broken pattern. */
const ADMIN_EDIT_TEXTS: StaffEditTexts = {
  razonSocial: EMPRESA_MESSAGES.razonSocial,
  nifCif: { required: EMPRESA_MESSAGES.nifCif.required, invalid: EMPRESA_STAFF_HINTS.nifCif },
  email: EMPRESA_MESSAGES.email,
  telefono: { required: EMPRESA_MESSAGES.telefono.required, invalid: EMPRESA_STAFF_HINTS.telefono },
  numCuenta: EMPRESA_EDIT_MESSAGES.numCuenta,
};

/**
 * A staff edit of a company with a screen's texts. The spec's payload (spec 2 §7) has neither `tipo`
 * nor `numTrabajadores` nor the town (`localidad`, decision 0057): absent, they stay as they are; the
 * forms always send the town, so an empty one is asked for. `dni` is the administrator's NIF, sent back as
 * read; the server refuses a different one (EMPRESA_DNI_NOT_EDITABLE).
 */
function staffEditFields(texts: StaffEditTexts) {
  return {
    ...empresaFields,
    razonSocial: requiredText(texts.razonSocial, 255),
    nifCif: nifField(texts.nifCif),
    email: emailField({ ...texts.email, max: { length: 254, message: texts.email.invalid } }),
    telefono: phoneField(texts.telefono),
    tipo: empresaFields.tipo.optional(),
    numTrabajadores: numTrabajadoresField.optional(),
    localidad: empresaFields.localidad.optional(),
    dni: z.string().trim().max(20).nullish(),
  };
}

/** PUT {core}/admin/empresas/{id} (spec 2 §7): the superadmin's detail and plain edit form. */
export const empresaStaffUpdateSchema = z.object(staffEditFields(ADMIN_EDIT_TEXTS)).superRefine(requireIbanForSepa(ADMIN_EDIT_TEXTS.numCuenta));
export type EmpresaStaffUpdateForm = z.input<typeof empresaStaffUpdateSchema>;
export type EmpresaStaffUpdate = z.output<typeof empresaStaffUpdateSchema>;

/** The three service flags, optional: the worker's tool toggle sends them through the edit call. */
const optionalToolFlags = {
  lopdgdd: z.boolean().optional(),
  acosoLaboral: z.boolean().optional(),
  desconexionDigital: z.boolean().optional(),
};

/**
 * PUT {core}/worker/empresas/{idOrNifCif} (spec 2 §7): the company's fields and, optionally, the three
 * service flags (the worker's tool toggle); flags that differ from the company's switch its tools.
 * The texts are those of the edit by cifNif (spec 2 §5).
 */
export const empresaWorkerUpdateSchema = z
  .object({ ...staffEditFields({ ...ADMIN_EDIT_TEXTS, nifCif: EMPRESA_MESSAGES.nifCif, telefono: EMPRESA_MESSAGES.telefono }), ...optionalToolFlags })
  .superRefine(requireIbanForSepa(EMPRESA_EDIT_MESSAGES.numCuenta));
export type EmpresaWorkerUpdate = z.output<typeof empresaWorkerUpdateSchema>;

/** The same call from the worker's edit by company id, with that screen's texts and its CNAE pattern (spec 2 §5). */
export const empresaWorkerByIdUpdateSchema = z
  .object({
    ...staffEditFields({ ...EMPRESA_WORKER_EDIT_MESSAGES, telefono: { required: EMPRESA_MESSAGES.telefono.required, invalid: EMPRESA_STAFF_HINTS.telefono } }),
    cnae: requiredText(EMPRESA_MESSAGES.cnae).regex(/^\d{4}$/, EMPRESA_WORKER_EDIT_MESSAGES.cnae),
    ...optionalToolFlags,
  })
  .superRefine(requireIbanForSepa(EMPRESA_WORKER_EDIT_MESSAGES.numCuenta));

/** The account rule alone with the staff screens' texts (see empresaCuentaSchema). */
export const empresaCuentaWorkerByIdSchema = z
  .object({ metodoDePago: z.unknown(), numCuenta: z.unknown() })
  .superRefine(requireIbanForSepa(EMPRESA_WORKER_EDIT_MESSAGES.numCuenta));

/** One of a company's three tools in the staff detail: state, price (euros), contract and period. */
export const empresaToolDetailSchema = z.object({
  tool: toolCodeSchema,
  activa: z.boolean(),
  /** What the company pays for it before VAT: the last price set (invoices come with their issue). */
  precio: z.number(),
  fechaFirmaContrato: z.string().nullable(),
  /** The tool's running yearly period (yyyy-mm-dd), which a staff renewal continues (docs/decisions/0075); null when it has none (never signed nor adopted). */
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
});
export type EmpresaToolDetail = z.output<typeof empresaToolDetailSchema>;

/** The administrator user's account, as the detail's "Verificación y acceso" block reads it. */
export const empresaAdministradorSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** The account was verified: a password was chosen with the e-mailed code. */
  verificada: z.boolean(),
  enabled: z.boolean(),
  /** The verification link still open, if any: when it was e-mailed and until when it works. */
  verificacionEnviada: z.string().nullable(),
  verificacionCaduca: z.string().nullable(),
});
export type EmpresaAdministrador = z.output<typeof empresaAdministradorSchema>;

/** GET {core}/admin/empresas/{id}: the company, its gestoría, its tools and its administrator's account. */
export const empresaStaffDetailSchema = empresaSchema.extend({
  gestoriaId: z.string().nullable(),
  herramientas: z.array(empresaToolDetailSchema),
  administrador: empresaAdministradorSchema.nullable(),
});
export type EmpresaStaffDetail = z.output<typeof empresaStaffDetailSchema>;

export const VERIFICATION_RESENT_MESSAGE = 'Verificación reenviada exitosamente. La contraseña ha sido reseteada.';
export const NO_ADMINISTRADOR_MESSAGE = 'La empresa no tiene un usuario asignado.';
