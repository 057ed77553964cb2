import { z } from 'zod';
import { TOOL_CODES, TOOLS, type ToolCode, type ToolFlag } from '../enums.ts';
import { toolCodeField, toolCodeSchema } from './tool-code.ts';
import { pageQuerySchema } from './page.ts';
import { addDaysIso, addYearsIso, formatDate } from '../calendar.ts';
import { MAX_TOOL_PRICE_EUROS } from '../money.ts';
import { isoDateField, toolPriceField } from './zod-fields.ts';

/*
 * Renewals (spec 3 §3, §4.1–4.4, §4.6, §5, §7 "Renewals", §8, §9; spec 0 "Renewals";
 * docs/decisions/0030-renewals.md). Dates travel as yyyy-mm-dd (Europe/Madrid calendar days),
 * `ultimaActualizacion` as an ISO instant. Pages are 0-based.
 */

// ---------------------------------------------------------------------------------------------
// Constants (spec 3 §9)

/** Renewal lists page by 10; the company detail's history by 5. */
export const RENOVACIONES_PAGE_SIZE = 10;
export const RENOVACIONES_EMPRESA_PAGE_SIZE = 5;

/** Approval window: Confirmar is allowed when `diasRestantes` (days left to `fechaRenovacion`) ≤ 18. */
export const RENOVACION_APPROVAL_WINDOW_DAYS = 18;
/** `fechaRenovacion` is 18 days before the period's end (`fechaFin`). */
export const RENOVACION_DATE_OFFSET_DAYS = 18;
/** Worker list: default "days remaining" filter, sent as `fechaFinMax` = today + days. */
export const WORKER_DIAS_RESTANTES_DEFAULT = 18;
/** Year input of the superadmin filter. */
export const RENOVACION_YEAR_MIN = 2000;
export const RENOVACION_YEAR_MAX = 2050;

/** Fallback renewal prices in euros (the products endpoint empty or failing, or no current price). */
export const RENOVACION_FALLBACK_PRICES: Readonly<Record<ToolCode, number>> = { LOPD: 90, ACOSO: 75, DIGITAL: 75 };
/** The price a tool takes when it is ticked on in a renewal dialog (spec 3 §9). */
export const RENOVACION_TOGGLE_PRICE = 180;
/** The worker view's superadmin-tab defaults (spec 3 §9). */
export const RENOVACION_WORKER_TAB_PRICES: Readonly<Record<ToolCode, number>> = { LOPD: 250, ACOSO: 180, DIGITAL: 150 };

// ---------------------------------------------------------------------------------------------
// Texts (spec 3 §4.6, §5, §8)

export const RENOVACION_MESSAGES = {
  // Lists and products
  listError: 'Error al obtener las renovaciones.',
  productosError: 'Error al cargar los productos de la renovación.',
  productosEmpty: 'No se encontraron productos asociados a esta renovación.',
  productosEmptyWorker:
    'No se encontraron productos asociados a esta renovación. Contacte con el administrador del sistema si esto es inesperado.',
  // Services and prices
  servicioError: 'Error al actualizar el servicio. Inténtelo de nuevo.',
  servicioToolError: (tool: string) => `Error al actualizar ${tool}. Inténtelo de nuevo.`,
  preciosError: 'Error al guardar los precios de los productos. Revise los valores e intente nuevamente.',
  preciosTitle: 'Validación de precios',
  preciosInvalid: 'Todos los productos deben tener un precio válido mayor o igual a 0.',
  // Actions
  confirmError: 'Error al confirmar la renovación. Inténtelo de nuevo.',
  disableError: 'Error al deshabilitar la renovación. Inténtelo de nuevo.',
  approvalWindow: 'La renovación solo se puede aprobar cuando faltan 18 días o menos para la fecha de renovación.',
  // Company detail (spec 3 §4.6)
  createError: 'Error al crear la renovación con precios',
  toggleError: 'Error al actualizar el estado de renovación',
  disableEmpresaError: 'Error al deshabilitar la renovación',
  // New renewal form (spec 3 §5; the date texts are ours, the spec gives the rule only)
  toolRequired: 'Debe seleccionar al menos una tool',
  fechaInicioInvalid: 'La fecha de inicio no es válida (aaaa-mm-dd).',
  fechaFinInvalid: 'La fecha de fin no es válida (aaaa-mm-dd).',
  fechaRenovacionInvalid: 'La fecha de renovación no es válida (aaaa-mm-dd).',
  fechaFinBeforeInicio: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  fechaRenovacionAfterFin: 'La fecha de renovación no puede ser posterior a la fecha de fin.',
  // Server answers beyond the spec's screen texts
  notFound: 'La renovación no existe.',
  empresaNotFound: 'La empresa no existe.',
  noCurrent: 'La empresa no tiene ninguna renovación en curso.',
  alreadyProcessed: 'La renovación ya está procesada: su periodo ha comenzado y no se puede cambiar.',
  alreadyDisabled: 'La renovación está deshabilitada y no se puede cambiar.',
  overlapping: 'La empresa ya tiene una renovación en curso para ese periodo.',
  toolNotInRenewal: 'La herramienta no forma parte de esta renovación.',
  toolNotActive: (tools: string) => `${tools}: la herramienta no está activa en la empresa. Actívela desde la ficha de la empresa (con su contrato) antes de renovarla.`,
  lastTool: 'La renovación debe incluir al menos una herramienta. Para no renovar, deshabilítela.',
  productoUnknown: 'El producto no pertenece a esta renovación.',
  preciosAceptada:
    'La renovación ya está aceptada y la empresa ha recibido la confirmación con estos precios, así que no se pueden cambiar. Para corregirlos, cancele primero la aprobación, cambie los precios y vuelva a aprobarla: la empresa recibirá la nueva confirmación.',
  serviciosAceptada:
    'La renovación ya está aceptada y la empresa ha recibido la confirmación con estas herramientas, así que no se pueden cambiar. Para corregirlas, cancele primero la aprobación, cambie las herramientas y vuelva a aprobarla: la empresa recibirá la nueva confirmación.',
  // A staff renewal continues its tools' running period (docs/decisions/0075); dates as yyyy-mm-dd, shown dd/mm/aaaa
  periodoEnCurso: (fechaInicio: string, fechaFin: string) => `Periodo en curso de las herramientas: ${formatDate(fechaInicio)} – ${formatDate(fechaFin)}`,
  periodosEnCurso: (periodos: string) =>
    `Periodos en curso de las herramientas: ${periodos}. Las fechas son las del que termina antes; las herramientas que terminan otro día se renuevan por separado.`,
  periodoDeHerramienta: (herramienta: string, fechaInicio: string, fechaFin: string) => `${herramienta} ${formatDate(fechaInicio)} – ${formatDate(fechaFin)}`,
  fechaFinPeriodo: (herramientas: string, fechaFin: string) =>
    `La fecha de fin debe ser la del fin del periodo en curso de ${herramientas} (${formatDate(fechaFin)}): otra dejaría días sin facturar o los facturaría dos veces.`,
  periodosDistintos: (finales: string) =>
    `Las herramientas elegidas terminan su periodo en días distintos (${finales}): renuévelas por separado, una renovación por cada fin de periodo.`,
  finDeHerramienta: (herramienta: string, fechaFin: string) => `${herramienta} el ${formatDate(fechaFin)}`,
  // Success texts the screens may show
  confirmed: 'Renovación confirmada.',
  disabled: 'Renovación deshabilitada.',
  created: 'Renovación creada correctamente.',
  preciosSaved: 'Precios guardados.',
} as const;

// ---------------------------------------------------------------------------------------------
// Status (spec 3 §4.1, §4.2, §4.6)

/**
 * `estado` as the server answers it: the collaborator and superadmin reading of spec 3 §4.1
 * (Deshabilitada checked first, then Procesada, then Aceptada, otherwise Pendiente).
 */
export const RENOVACION_ESTADOS = ['PENDIENTE', 'ACEPTADA', 'PROCESADA', 'DESHABILITADA'] as const;
export type RenovacionEstado = (typeof RENOVACION_ESTADOS)[number];
export const RENOVACION_ESTADO_LABELS: Readonly<Record<RenovacionEstado, string>> = {
  PENDIENTE: 'Pendiente',
  ACEPTADA: 'Aceptada',
  PROCESADA: 'Procesada',
  DESHABILITADA: 'Deshabilitada',
};

interface RenovacionFlags {
  renueva: boolean;
  procesada: boolean;
  deshabilitarRenovacion: boolean;
}

/** Collaborator and superadmin reading (spec 3 §4.1): the server's `estado`. */
export function estadoRenovacion(flags: RenovacionFlags): RenovacionEstado {
  if (flags.deshabilitarRenovacion) return 'DESHABILITADA';
  if (flags.procesada) return 'PROCESADA';
  if (flags.renueva) return 'ACEPTADA';
  return 'PENDIENTE';
}

/** Worker reading (spec 3 §4.1): Procesada also covers "not accepted and disabled". */
export function estadoRenovacionWorker(flags: RenovacionFlags): 'PENDIENTE' | 'ACEPTADA' | 'PROCESADA' {
  if (flags.procesada || (!flags.renueva && flags.deshabilitarRenovacion)) return 'PROCESADA';
  if (flags.renueva) return 'ACEPTADA';
  return 'PENDIENTE';
}

/** Company-detail card (spec 3 §4.6): Activa green, Deshabilitada red, otherwise Pendiente yellow. */
export const RENOVACION_EMPRESA_ESTADOS = {
  ACTIVA: { label: 'Activa', color: 'green' },
  DESHABILITADA: { label: 'Deshabilitada', color: 'red' },
  PENDIENTE: { label: 'Pendiente', color: 'yellow' },
} as const;
export function estadoRenovacionEmpresa(flags: RenovacionFlags): keyof typeof RENOVACION_EMPRESA_ESTADOS {
  if (flags.renueva) return 'ACTIVA';
  if (flags.deshabilitarRenovacion) return 'DESHABILITADA';
  return 'PENDIENTE';
}

/** The status selector of the lists and its query (spec 3 §4.2). */
export const RENOVACION_FILTROS = ['pendientes', 'aceptadas', 'procesadas', 'deshabilitadas', 'todas'] as const;
export type RenovacionFiltro = (typeof RENOVACION_FILTROS)[number];
export const RENOVACION_FILTRO_LABELS: Readonly<Record<RenovacionFiltro, string>> = {
  pendientes: 'Pendientes',
  aceptadas: 'Aceptadas',
  procesadas: 'Procesadas',
  deshabilitadas: 'Deshabilitadas',
  todas: 'Todas',
};
/** A list's `?estado=` as a filter, when it names one (a home's pending work opens `?estado=pendientes`). */
export function renovacionFiltroOf(value: string | null | undefined): RenovacionFiltro | undefined {
  return RENOVACION_FILTROS.find((filtro) => filtro === value);
}

export function renovacionFiltroQuery(filtro: RenovacionFiltro): { renueva?: boolean; deshabilitarRenovacion?: boolean; procesada?: boolean } {
  switch (filtro) {
    case 'pendientes':
      return { renueva: false, deshabilitarRenovacion: false, procesada: false };
    case 'aceptadas':
      return { renueva: true };
    case 'procesadas':
      return { procesada: true };
    case 'deshabilitadas':
      return { deshabilitarRenovacion: true };
    case 'todas':
      return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Wire shapes (spec 3 §3)

/**
 * The company of a renewal. The three flags are the tools this renewal covers (renews for the
 * next period); a tool the company has today but the renewal does not cover ends at `fechaFin`.
 */
export const renovacionEmpresaSchema = z.object({
  id: z.string(),
  /** The administrator's full name, as in the company's own record (spec 1 §3); the company's name is razonSocial / nombreComercial. */
  nombre: z.string(),
  nifCif: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  lopdgdd: z.boolean(),
  acosoLaboral: z.boolean(),
  desconexionDigital: z.boolean(),
});
export type RenovacionEmpresa = z.output<typeof renovacionEmpresaSchema>;

export const renovacionGestoriaSchema = z.object({ nombre: z.string() });

/**
 * A renewal as every list and action answers it. A renewal is a period of the company's tools
 * (`fechaInicio` to `fechaFin`) and the decision about what happens at its end: accepted
 * (`renueva`), the tools run one more year from `fechaFin` and that year is invoiced (`procesada`
 * once done); disabled (`deshabilitarRenovacion`), the tools end at `fechaFin`; still pending at
 * `fechaFin`, nothing ends and it stays priority until staff decide.
 */
export const renovacionSchema = z.object({
  id: z.string(),
  /** First day of the period. */
  fechaInicio: z.string(),
  /** The period's end: the day the next period starts if the renewal is accepted. */
  fechaFin: z.string(),
  /** `fechaFin` minus 18 days: approval opens 18 days before it; past it, a pending renewal is priority. */
  fechaRenovacion: z.string(),
  empresa: renovacionEmpresaSchema,
  /** The company's gestoría; null for a company of the provider's own. */
  gestoria: renovacionGestoriaSchema.nullable(),
  estado: z.enum(RENOVACION_ESTADOS),
  /** ISO instant of the last change. */
  ultimaActualizacion: z.string(),
  /** Accepted (Confirmar). */
  renueva: z.boolean(),
  /** The new period has started and its invoice is issued. */
  procesada: z.boolean(),
  /** Disabled (Deshabilitar): the tools end at `fechaFin`, no invoice. */
  deshabilitarRenovacion: z.boolean(),
  /** Days from today (Europe/Madrid) to `fechaRenovacion`; negative once it has passed. */
  diasRestantes: z.number().int(),
  /** Pending and `fechaRenovacion` reached (diasRestantes ≤ 0): rings the staff bell. */
  prioritaria: z.boolean(),
});
export type Renovacion = z.output<typeof renovacionSchema>;

/** GET admin/empresas/{id}/renovaciones/current: the current renewal, or null when there is none. */
export const renovacionCurrentSchema = renovacionSchema.nullable();

/** A renewal product (spec 3 §3): one line per tool of the renewal, prices in euros before VAT. */
export const renovacionProductoSchema = z.object({
  productoId: z.string(),
  nombrePlantilla: toolCodeSchema,
  precioDescuento: z.number(),
});
export type RenovacionProducto = z.output<typeof renovacionProductoSchema>;
/** GET …/renovaciones/{id}/productos answers this list (empty when the renewal has none). */
export const renovacionProductosSchema = z.array(renovacionProductoSchema);

/**
 * A renewal's price: the tools' one price check (decision 0057: at most two decimals, refused rather
 * than rounded, so "0,004" is not saved as a free year), except that 0 is a price here (spec 3 §5
 * "mayor o igual a 0": a renewal may be free on purpose).
 */
const precioField = toolPriceField(RENOVACION_MESSAGES.preciosInvalid, MAX_TOOL_PRICE_EUROS, 0);

const protocoloField = toolCodeField('Seleccione un protocolo');

/**
 * POST …/renovaciones/{id}/productos: the prices to save. A line is matched by `nombrePlantilla`
 * (`productoId` may be sent as read, or left out for lines built from the fallback prices). Saving
 * prices does not add or remove tools: a line for a tool the renewal does not cover is refused.
 */
export const renovacionProductosSaveSchema = z
  .array(
    z.object({
      productoId: z.string().nullish(),
      nombrePlantilla: protocoloField,
      precioDescuento: precioField,
    }),
  )
  .max(TOOL_CODES.length)
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.nombrePlantilla)) context.addIssue({ code: 'custom', path: [index, 'nombrePlantilla'], message: 'Este protocolo ya está en otra línea.' });
      seen.add(line.nombrePlantilla);
    });
  });
export type RenovacionProductosSave = z.output<typeof renovacionProductosSaveSchema>;

// ---------------------------------------------------------------------------------------------
// List queries (spec 3 §7)

const booleanFilter = z.enum(['true', 'false']).transform((value) => value === 'true');

const searchFields = {
  nombreEmpresa: z.string().trim().max(255).optional(),
  /** Trailing (and leading) spaces stripped (spec 3 §2.1). */
  nifCif: z.string().trim().max(20).optional(),
};
const statusFields = {
  renueva: booleanFilter.optional(),
  deshabilitarRenovacion: booleanFilter.optional(),
  procesada: booleanFilter.optional(),
};

/**
 * GET gestorias/my/renovaciones: ?page&size&nombreEmpresa&nifCif, newest period end first; the status
 * flags of §4.2 too, so that the collaborator's home can lead to its pending renewals (issue 23).
 */
export const gestoriaRenovacionListQuerySchema = pageQuerySchema.extend({ ...searchFields, ...statusFields });
export type GestoriaRenovacionListQuery = z.output<typeof gestoriaRenovacionListQuerySchema>;

/**
 * GET admin/renovaciones: the status flags of §4.2, `mes` (1–12) and `year` (2000–2050) of
 * `fechaRenovacion`. The server applies no default: the screen sends pending + current month/year.
 * Order: exactly 18 days left first, then `diasRestantes` ascending.
 */
export const adminRenovacionListQuerySchema = pageQuerySchema.extend({
  ...searchFields,
  ...statusFields,
  mes: z.coerce.number({ error: 'El mes debe estar entre 1 y 12.' }).int('El mes debe estar entre 1 y 12.').min(1, 'El mes debe estar entre 1 y 12.').max(12, 'El mes debe estar entre 1 y 12.').optional(),
  year: z.coerce
    .number({ error: 'El año debe estar entre 2000 y 2050.' })
    .int('El año debe estar entre 2000 y 2050.')
    .min(RENOVACION_YEAR_MIN, 'El año debe estar entre 2000 y 2050.')
    .max(RENOVACION_YEAR_MAX, 'El año debe estar entre 2000 y 2050.')
    .optional(),
});
export type AdminRenovacionListQuery = z.output<typeof adminRenovacionListQuerySchema>;

/**
 * GET worker/renovaciones: the status flags and `fechaFinMax` (yyyy-mm-dd, today plus the days
 * remaining): renewals whose `fechaFin` is on or before it. Order: priority first, then
 * `diasRestantes` ascending.
 */
export const workerRenovacionListQuerySchema = pageQuerySchema.extend({
  ...searchFields,
  ...statusFields,
  fechaFinMax: isoDateField('La fecha máxima no es válida (aaaa-mm-dd).').optional(),
});
export type WorkerRenovacionListQuery = z.output<typeof workerRenovacionListQuerySchema>;

/** GET admin/empresas/{id}/renovaciones/all: ?page&size, 5 by default, newest first. */
export const empresaRenovacionHistoryQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(RENOVACIONES_EMPRESA_PAGE_SIZE),
});

// ---------------------------------------------------------------------------------------------
// Actions

/** The `{tool}` of POST worker/empresas/{id}/renovaciones/{tool}. */
export const RENOVACION_TOOL_FLAGS = ['lopdgdd', 'acosoLaboral', 'desconexionDigital'] as const satisfies readonly ToolFlag[];
export const renovacionToolParamSchema = z.enum(RENOVACION_TOOL_FLAGS, { error: 'La herramienta no es válida.' });
export const TOOL_CODE_BY_FLAG: Readonly<Record<ToolFlag, ToolCode>> = {
  [TOOLS.LOPD.flag]: 'LOPD',
  [TOOLS.ACOSO.flag]: 'ACOSO',
  [TOOLS.DIGITAL.flag]: 'DIGITAL',
};

/**
 * POST admin/empresas/{id}/renovaciones/completa (spec 3 §7, §5): a renewal built by staff with
 * its tools, prices and dates. Tools without a product line take the fallback price.
 */
export const renovacionCompletaSchema = z
  .object({
    fechaInicio: isoDateField(RENOVACION_MESSAGES.fechaInicioInvalid),
    fechaFin: isoDateField(RENOVACION_MESSAGES.fechaFinInvalid),
    fechaRenovacion: isoDateField(RENOVACION_MESSAGES.fechaRenovacionInvalid),
    tools: z.object({
      lopdgdd: z.boolean().default(false),
      acosoLaboral: z.boolean().default(false),
      desconexionDigital: z.boolean().default(false),
    }),
    productos: z
      .array(z.object({ nombrePlantilla: protocoloField, precioDescuento: precioField }))
      .max(TOOL_CODES.length * 2)
      .default([]),
    /** E-mail the company the renewal notice. */
    enviarEmail: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (!value.tools.lopdgdd && !value.tools.acosoLaboral && !value.tools.desconexionDigital) {
      context.addIssue({ code: 'custom', path: ['tools'], message: RENOVACION_MESSAGES.toolRequired });
    }
    if (value.fechaFin < value.fechaInicio) context.addIssue({ code: 'custom', path: ['fechaFin'], message: RENOVACION_MESSAGES.fechaFinBeforeInicio });
    if (value.fechaRenovacion > value.fechaFin) {
      context.addIssue({ code: 'custom', path: ['fechaRenovacion'], message: RENOVACION_MESSAGES.fechaRenovacionAfterFin });
    }
  });
export type RenovacionCompletaForm = z.input<typeof renovacionCompletaSchema>;
export type RenovacionCompleta = z.output<typeof renovacionCompletaSchema>;


/** A tool's running period as the staff company detail carries it: both null when it has none (never signed nor adopted). */
export interface ToolPeriodo {
  fechaInicio: string | null;
  fechaFin: string | null;
}

/**
 * The running period a staff renewal continues (docs/decisions/0075): of the tools' periods, the one
 * ending first (tools ending on another day are renewed separately, and the server says so); null
 * when none of them has a period.
 */
export function periodoARenovar(periodos: readonly ToolPeriodo[]): { fechaInicio: string; fechaFin: string } | null {
  let first: { fechaInicio: string; fechaFin: string } | null = null;
  for (const { fechaInicio, fechaFin } of periodos) {
    if (fechaInicio === null || fechaFin === null) continue;
    if (!first || fechaFin < first.fechaFin) first = { fechaInicio, fechaFin };
  }
  return first;
}

/**
 * The new-renewal form's dates. The tools' running period when they have one, so that the next
 * period, invoiced from `fechaFin` (renovaciones-cycle.service.ts), follows the one invoiced without
 * a gap or a day twice (docs/decisions/0075); else spec 3 §9: starts today, ends a year later. The
 * renewal date is 18 days before the end either way.
 */
export function defaultRenovacionDates(todayIso: string, periodos: readonly ToolPeriodo[] = []): { fechaInicio: string; fechaFin: string; fechaRenovacion: string } {
  const periodo = periodoARenovar(periodos);
  const fechaFin = periodo?.fechaFin ?? addYearsIso(todayIso, 1);
  return { fechaInicio: periodo?.fechaInicio ?? todayIso, fechaFin, fechaRenovacion: addDaysIso(fechaFin, -RENOVACION_DATE_OFFSET_DAYS) };
}
