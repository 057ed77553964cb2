import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import type { EmpresaTool } from './empresa-tools.repository.ts';
import type { ToolChoice } from './empresa-wire.ts';

export interface ToolChangePlan {
  /** The rows to write: tools switched on or off, or staying on at a new price. */
  rows: Array<Pick<EmpresaTool, 'empresaId' | 'tool' | 'activa' | 'precioCents'>>;
  /** Tools switched on by this change (their contract is sent, or recorded as signed on paper). */
  switchedOn: ToolCode[];
  /** Tools switched on without a price of their own (an admin call refuses them). */
  unpriced: ToolCode[];
}

/**
 * What a staff toggle writes, from the company's rows as locked: a tool switched on takes the price
 * given, else the gestoría's current price (`prices`); one switched off keeps its price; one staying
 * on changes only when a call re-prices it (multiple-price) with a different price. Contract dates and periods are never touched here.
 */
export function planToolChanges(
  empresaId: string,
  before: readonly EmpresaTool[],
  changes: Partial<Record<ToolCode, ToolChoice>>,
  prices: Record<ToolCode, number>,
): ToolChangePlan {
  const plan: ToolChangePlan = { rows: [], switchedOn: [], unpriced: [] };
  for (const code of TOOL_CODES) {
    const change = changes[code];
    if (!change) continue;
    const row = before.find((tool) => tool.tool === code);
    const wasOn = row?.activa ?? false;
    if (change.activa && !wasOn) {
      plan.switchedOn.push(code);
      if (change.precioCents === null) plan.unpriced.push(code);
      plan.rows.push({ empresaId, tool: code, activa: true, precioCents: change.precioCents ?? prices[code] });
    } else if (!change.activa && wasOn) {
      plan.rows.push({ empresaId, tool: code, activa: false, precioCents: row?.precioCents ?? prices[code] });
    } else if (change.activa && change.reprice && change.precioCents !== null && change.precioCents !== row?.precioCents) {
      plan.rows.push({ empresaId, tool: code, activa: true, precioCents: change.precioCents });
    }
  }
  return plan;
}
