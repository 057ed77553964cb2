import { TOOL_CODES, TOOLS, type ToolCode, type ToolFlag } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS, centsToEuros, eurosToCents } from '@cumplia/shared/money';
import type { Empresa, EmpresaListItem } from '@cumplia/shared/schemas/empresa';
import type { EmpresaTool } from './empresa-tools.repository.ts';
import type { EmpresaListRow, EmpresaView } from './empresas.repository.ts';

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
function toolOf(tools: readonly ToolState[], code: ToolCode): ToolState {
  return tools.find((row) => row.tool === code) ?? { tool: code, activa: false, precioCents: BASE_PRICES_CENTS[code], fechaFirmaContrato: null };
}

export function toolFlagsToWire(tools: readonly ToolState[]): ToolFlagsWire {
  const flags = {} as ToolFlagsWire;
  for (const code of TOOL_CODES) flags[TOOLS[code].flag] = toolOf(tools, code).activa;
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
  return Object.fromEntries(TOOL_CODES.map((code) => [code, flags[TOOLS[code].flag]])) as Record<ToolCode, boolean>;
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

/** A row of the company lists. */
export function toEmpresaListItemWire({ tools, createdAt, ...row }: EmpresaListRow): EmpresaListItem {
  return { ...row, ...toolFlagsToWire(tools), createdAt: createdAt.toISOString() };
}
