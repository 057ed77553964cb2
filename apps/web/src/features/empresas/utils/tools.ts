import { TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { EmpresaTools, StaffEmpresaListItem } from '@cumplia/shared/schemas/empresa';

/** The three flags of a company, whatever else the object carries. */
export function toolsOf(empresa: EmpresaTools): EmpresaTools {
  return { lopdgdd: empresa.lopdgdd, acosoLaboral: empresa.acosoLaboral, desconexionDigital: empresa.desconexionDigital };
}

/** The labels of the active tools in the spec's order: ["LOPDGDD", "Acoso Laboral"]. */
export function activeToolLabels(empresa: EmpresaTools): string[] {
  return TOOL_CODES.filter((code) => empresa[TOOLS[code].flag]).map((code) => TOOLS[code].label);
}

/** The flags after switching `code`. */
export function toggledTools(empresa: EmpresaTools, code: ToolCode): EmpresaTools {
  const flag = TOOLS[code].flag;
  return { ...toolsOf(empresa), [flag]: !empresa[flag] };
}

/** A tool's price field on the staff list rows (the wire's flat names, spec 2 §3). */
const PRICE_FIELDS = {
  LOPD: 'precioLopdgdd',
  ACOSO: 'precioAcosoLaboral',
  DIGITAL: 'precioDesconexionDigital',
} as const satisfies Record<ToolCode, keyof StaffEmpresaListItem>;

/** The company's price of a tool in euros: the last one set, kept while the tool is off. */
export function toolPrice(empresa: StaffEmpresaListItem, code: ToolCode): number {
  return empresa[PRICE_FIELDS[code]];
}
