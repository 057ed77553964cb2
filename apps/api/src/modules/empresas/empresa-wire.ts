import { byTool, TOOL_CODES, TOOLS, type ToolCode, type ToolFlag } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS, centsToEuros, eurosToCents } from '@cumplia/shared/money';
import type { Empresa, EmpresaAdministrador, EmpresaListItem, EmpresaStaffDetail, ProductoLine, StaffEmpresaListItem, StaffEmpresaMultiplePrice } from '@cumplia/shared/schemas/empresa';
import type { EmpresaAdministradorRow } from './empresa-administrador.repository.ts';
import type { EmpresaTool, ListedTool } from './empresa-tools.repository.ts';
import type { EmpresaListRow, EmpresaView, StaffEmpresaListRow } from './empresas.repository.ts';

/**
 * The one place where a company's tool rows meet the spec's flat fields (spec 1 §3): per tool, its
 * flag (`TOOLS[code].flag`), its price in euros and its contract flag (docs/decisions/0015).
 */
const TOOL_FIELDS = {
  LOPD: { precio: 'precioLopdgdd', contrato: 'contratoLopdAceptado' },
  ACOSO: { precio: 'precioAcosoLaboral', contrato: 'contratoAcosoAceptado' },
  DIGITAL: { precio: 'precioDesconexionDigital', contrato: 'contratoDesconexionAceptado' },
} as const satisfies Record<ToolCode, { precio: keyof Empresa; contrato: keyof Empresa }>;

type PriceField = (typeof TOOL_FIELDS)[ToolCode]['precio'];
type ContractField = (typeof TOOL_FIELDS)[ToolCode]['contrato'];

/** The tool flags of the wire (a creation's, a toggle's, a list row's). */
export type ToolFlagsWire = Pick<Empresa, ToolFlag>;
/** Every tool field of the wire: flags, prices in euros, contract flags. */
export type EmpresaToolsWire = Pick<Empresa, ToolFlag | PriceField | ContractField>;
/** What the wire tells of a tool row. */
export type ToolState = Pick<EmpresaTool, 'tool' | 'activa' | 'precioCents' | 'fechaFirmaContrato'>;

/**
 * A company's tool as read: its row, or, for a company without one (every creation path writes the
 * three rows, so only rows written by hand lack them), switched off at the base price.
 */
function toolOf<Tool extends ListedTool>(tools: readonly Tool[], code: ToolCode): Tool | ToolState {
  return tools.find((row) => row.tool === code) ?? { tool: code, activa: false, precioCents: BASE_PRICES_CENTS[code], fechaFirmaContrato: null };
}

const isActive = (tools: readonly ListedTool[], code: ToolCode) => toolOf(tools, code).activa;
const priceEurosOf = (tools: readonly ListedTool[], code: ToolCode) => centsToEuros(toolOf(tools, code).precioCents);

export function toolFlagsToWire(tools: readonly ListedTool[]): ToolFlagsWire {
  const flags = {} as ToolFlagsWire;
  for (const code of TOOL_CODES) flags[TOOLS[code].flag] = isActive(tools, code);
  return flags;
}

export function toolsToWire(tools: readonly ToolState[]): EmpresaToolsWire {
  const wire = toolFlagsToWire(tools) as EmpresaToolsWire;
  for (const code of TOOL_CODES) {
    const tool = toolOf(tools, code);
    wire[TOOL_FIELDS[code].precio] = centsToEuros(tool.precioCents);
    wire[TOOL_FIELDS[code].contrato] = tool.fechaFirmaContrato !== null;
  }
  return wire;
}

/** Which tools the wire's flags switch on. */
export function activeToolsFromWire(flags: ToolFlagsWire): Record<ToolCode, boolean> {
  return byTool((code) => flags[TOOLS[code].flag]);
}

/**
 * The flat fields as the three rows (what migration 0007 does in SQL with the old columns): a
 * contract flag, which carries no date, becomes a contract signed at `signedAt`.
 */
export function toolsFromWire(wire: EmpresaToolsWire, signedAt: Date): ToolState[] {
  return TOOL_CODES.map((code) => ({
    tool: code,
    activa: wire[TOOLS[code].flag],
    precioCents: eurosToCents(wire[TOOL_FIELDS[code].precio]),
    fechaFirmaContrato: wire[TOOL_FIELDS[code].contrato] ? signedAt : null,
  }));
}

/** A company as the API answers it: prices in euros, the administrator as username and dni. */
export function toEmpresaWire({ empresa, tools, gestoriaNombre, adminUsername }: EmpresaView): Empresa {
  return {
    id: empresa.id,
    razonSocial: empresa.razonSocial,
    nifCif: empresa.nifCif,
    tipo: empresa.tipo,
    nombre: empresa.nombre,
    username: adminUsername,
    dni: adminUsername,
    email: empresa.email,
    telefono: empresa.telefono,
    nombreComercial: empresa.nombreComercial,
    direccion: empresa.direccion,
    localidad: empresa.localidad,
    provincia: empresa.provincia,
    codigoPostal: empresa.codigoPostal,
    cnae: empresa.cnae,
    actividad: empresa.actividad,
    numTrabajadores: empresa.numTrabajadores,
    numCuenta: empresa.numCuenta,
    metodoDePago: empresa.metodoDePago,
    ...toolsToWire(tools),
    permitirDescarga: empresa.permitirDescarga,
    verificado: empresa.verificado,
    gestoriaNombre: gestoriaNombre ?? null,
    createdAt: empresa.createdAt.toISOString(),
  };
}

/**
 * A row of the company lists. The lists are the busiest calls (ten rows a page), so their rows are
 * written field by field with the tools' fields named, here and in the staff's row: V8 builds such a
 * literal over ten times faster than a spread of the gestoría's row plus the staff's fields (a million
 * staff rows: 0.64 s against 8 s), docs/decisions/0014.
 */
export function toEmpresaListItemWire(row: EmpresaListRow): EmpresaListItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    razonSocial: row.razonSocial,
    nombreComercial: row.nombreComercial,
    nifCif: row.nifCif,
    lopdgdd: isActive(row.tools, 'LOPD'),
    acosoLaboral: isActive(row.tools, 'ACOSO'),
    desconexionDigital: isActive(row.tools, 'DIGITAL'),
    metodoDePago: row.metodoDePago,
    verificado: row.verificado,
    username: row.username,
  };
}

/** A row of the staff company lists: the gestoría's row plus each tool's price in euros. */
export function toStaffEmpresaListItemWire(row: StaffEmpresaListRow): StaffEmpresaListItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    razonSocial: row.razonSocial,
    nombreComercial: row.nombreComercial,
    nifCif: row.nifCif,
    lopdgdd: isActive(row.tools, 'LOPD'),
    acosoLaboral: isActive(row.tools, 'ACOSO'),
    desconexionDigital: isActive(row.tools, 'DIGITAL'),
    metodoDePago: row.metodoDePago,
    verificado: row.verificado,
    username: row.username,
    telefono: row.telefono,
    nombre: row.nombre,
    gestoriaNombre: row.gestoriaNombre,
    precioLopdgdd: priceEurosOf(row.tools, 'LOPD'),
    precioAcosoLaboral: priceEurosOf(row.tools, 'ACOSO'),
    precioDesconexionDigital: priceEurosOf(row.tools, 'DIGITAL'),
  };
}

/** What a staff creation says of one tool: switched on, at a price of its own (else the gestoría's). */
export interface ToolChoice {
  activa: boolean;
  precioCents: number | null;
  /** The price also applies to the tool when it is already on (multiple-price); else only when switched on. */
  reprice?: boolean;
}

/**
 * A staff creation's tools (spec 2 §4: "selecting a protocol on a creation line sets its default price
 * and sets the matching service flag"): a product line switches its tool on at the line's price; a
 * flag set without a line takes its flat price field (`precioLopdgdd`…) when sent.
 */
export function toolsFromStaffCreation(input: ToolFlagsWire & Partial<Pick<Empresa, PriceField>> & { productos: ProductoLine[] }): Record<ToolCode, ToolChoice> {
  return byTool((code) => {
    const line = input.productos.find((producto) => producto.nombrePlantilla === code);
    const flatPrice = input[TOOL_FIELDS[code].precio];
    const precio = line?.precioDescuento ?? flatPrice;
    return { activa: Boolean(line) || input[TOOLS[code].flag], precioCents: precio === undefined ? null : eurosToCents(precio) };
  });
}

/** The tools a staff call changes: every tool of the three flags, one price for those switched on (the others keep theirs). */
export function toolChangesFromFlags(flags: ToolFlagsWire, priceEuros: number | null | undefined): Partial<Record<ToolCode, ToolChoice>> {
  const precioCents = priceEuros === null || priceEuros === undefined ? null : eurosToCents(priceEuros);
  return Object.fromEntries(TOOL_CODES.map((code) => [code, { activa: flags[TOOLS[code].flag], precioCents }]));
}

/** The tools of a multiple-price call (a map keyed by the wire's flags): only those in the map. */
export function toolChangesFromPriceMap(tools: StaffEmpresaMultiplePrice['tools']): Partial<Record<ToolCode, ToolChoice>> {
  const changes: Partial<Record<ToolCode, ToolChoice>> = {};
  for (const code of TOOL_CODES) {
    const entry = tools[TOOLS[code].flag];
    if (entry) changes[code] = { activa: entry.enabled, precioCents: entry.price === null ? null : eurosToCents(entry.price), reprice: true };
  }
  return changes;
}

/**
 * The staff detail (GET {core}/admin/empresas/{id}): the company as every call answers it, plus each
 * tool's row (price, contract, period) and its administrator's account.
 */
export function toEmpresaStaffDetailWire(view: EmpresaView, administrador: EmpresaAdministradorRow | undefined): EmpresaStaffDetail {
  return {
    ...toEmpresaWire(view),
    gestoriaId: view.empresa.gestoriaId,
    herramientas: TOOL_CODES.map((code) => {
      const row = view.tools.find((tool) => tool.tool === code);
      const tool = toolOf(view.tools, code);
      return {
        tool: code,
        activa: tool.activa,
        precio: centsToEuros(tool.precioCents),
        fechaFirmaContrato: tool.fechaFirmaContrato?.toISOString() ?? null,
        fechaInicio: row?.fechaInicio ?? null,
        fechaFin: row?.fechaFin ?? null,
      };
    }),
    administrador: administrador ? toAdministradorWire(administrador) : null,
  };
}

function toAdministradorWire(row: EmpresaAdministradorRow): EmpresaAdministrador {
  return {
    ...row,
    verificacionEnviada: row.verificacionEnviada?.toISOString() ?? null,
    verificacionCaduca: row.verificacionCaduca?.toISOString() ?? null,
  };
}
