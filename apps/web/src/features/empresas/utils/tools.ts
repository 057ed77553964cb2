import { TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { EmpresaTools } from '@cumplia/shared/schemas/empresa';

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
