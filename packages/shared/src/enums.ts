/** Roles as they travel in the access token's `roles` claim. */
export const ROLES = {
  COMPANY: 'ROLE_COMPANY',
  MANAGEMENT: 'ROLE_MANAGEMENT',
  CUMPLIA: 'ROLE_CUMPLIA',
  CUMPLIA_WORKER: 'ROLE_CUMPLIA_WORKER',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES: readonly Role[] = Object.values(ROLES);
export const STAFF_ROLES: readonly Role[] = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER];
/** The staff's two areas of the API's paths: `{core}/admin/…` (superadmin) and `{core}/worker/…` (worker). */
export const STAFF_AREAS = ['admin', 'worker'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** Login `tipo`: G = colaborador (gestoría), E = cliente (empresa), none = staff. */
export const LOGIN_TIPOS = ['G', 'E'] as const;
export type LoginTipo = (typeof LOGIN_TIPOS)[number];

/** Company `tipo`: E = Empresa, A = Autónomo. */
export const TIPOS_EMPRESA = { E: 'Empresa', A: 'Autónomo' } as const;
export type TipoEmpresa = keyof typeof TIPOS_EMPRESA;

export const METODOS_DE_PAGO = {
  SEPA: 'Adeudo Bancario',
  TRANSFERENCIA: 'Transferencia',
  TARJETA: 'Tarjeta',
} as const;
export type MetodoDePago = keyof typeof METODOS_DE_PAGO;

/** The IBAN stored for companies that do not pay by direct debit: ES plus 22 zeros. */
export const PLACEHOLDER_IBAN = 'ES0000000000000000000000';

/**
 * The three compliance tools. `flag` is the company's boolean field, `plantilla` the
 * template/protocol code, `label` what users read.
 */
export const TOOLS = {
  LOPD: { flag: 'lopdgdd', plantilla: 'LOPD', label: 'LOPDGDD' },
  ACOSO: { flag: 'acosoLaboral', plantilla: 'ACOSO', label: 'Acoso Laboral' },
  DIGITAL: { flag: 'desconexionDigital', plantilla: 'DIGITAL', label: 'Desconexión Digital' },
} as const;
export type ToolCode = keyof typeof TOOLS;
export type ToolFlag = (typeof TOOLS)[ToolCode]['flag'];
/** The tools in the order screens, documents and the database enum list them. */
export const TOOL_CODES = ['LOPD', 'ACOSO', 'DIGITAL'] as const satisfies readonly ToolCode[];

/** A record with one entry per tool, in TOOL_CODES order: `byTool((code) => TOOLS[code].label)`. */
export function byTool<T>(value: (code: ToolCode) => T): Record<ToolCode, T> {
  return { LOPD: value('LOPD'), ACOSO: value('ACOSO'), DIGITAL: value('DIGITAL') };
}
