import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import { TOOLS_MESSAGES } from '@cumplia/shared/schemas/empresa';
import { badRequest } from '../../lib/app-error.ts';
import type { NewEmpresaTool } from './empresa-tools.repository.ts';
import { toolsToWire, type ToolChoice, type ToolState } from './empresa-wire.ts';

/** How the contract of a tool switched on is signed: a link sent by SMS and e-mail, or on paper now (staff). */
export type ContractSignature = 'link' | 'paper';

/** A change of one company's tools, as every path asks for it (gestoría, client, staff, worker, CSV). */
export interface ToolChangeRequest {
  empresaId: string;
  /** The company's tool rows as locked in the unit of work; `null` for a company being created. */
  current: readonly ToolState[] | null;
  /** What the call asks of each tool; a tool left out stays as it is (a new company's: switched off). */
  wanted: Partial<Record<ToolCode, ToolChoice>>;
  /** The gestoría's prices of the moment (the base prices for a company without one). */
  prices: Record<ToolCode, number>;
  signature: ContractSignature;
  /** A tool switched on must come with a price of its own (the superadmin's calls, spec 2 §8). */
  requirePrice: boolean;
  /** When the change happens: the date of a paper signature. */
  at: Date;
}

/** A tool row as a change writes it (its contract and period are left as they are). */
export type ToolRowWrite = Required<Pick<NewEmpresaTool, 'empresaId' | 'tool' | 'activa' | 'precioCents'>>;

/** What a change of tools writes and sets going, applied inside the caller's unit of work. */
export interface ToolChangePlan {
  empresaId: string;
  /** True for a new company: `rows` are its three rows, inserted. */
  creating: boolean;
  /** The rows to write: every tool of a new company; else the tools switched on or off, or re-priced. */
  rows: ToolRowWrite[];
  /** Tools switched off: their pending contracts are annulled. */
  switchedOff: ToolCode[];
  /** Tools switched on whose contract goes out for signature (a link by SMS and e-mail). */
  sendForSignature: ToolCode[];
  /** Tools switched on whose contract is recorded as signed on paper at `at`, at their price (invoiced). */
  signedOnPaper: Array<{ tool: ToolCode; precioCents: number }>;
  at: Date;
  /** The wire's tool fields that change, {field: [before, after]}, for the audit log. */
  changes: Record<string, [unknown, unknown]>;
}

/**
 * The one plan of a change of tools (decision 0041). A tool switched on takes the price given, else
 * the gestoría's of the moment; a tool switched off keeps its price; a tool staying on changes only
 * when the call re-prices it (multiple-price) with another price. A new company gets a row per tool,
 * each at its price given or the gestoría's. Contracts: every tool switched on has its contract sent
 * for signature, or recorded as signed on paper; every tool switched off has its pending one annulled.
 * Contract dates and periods are never written here (the signature does it). Pure: no I/O.
 */
export function planToolChange(request: ToolChangeRequest): ToolChangePlan {
  const { empresaId, current, wanted, prices, signature, at } = request;
  const rows: ToolRowWrite[] = [];
  const switchedOn: ToolCode[] = [];
  const switchedOff: ToolCode[] = [];
  const unpriced: ToolCode[] = [];
  for (const code of TOOL_CODES) {
    const change = wanted[code];
    const row = current?.find((tool) => tool.tool === code);
    const wasOn = row?.activa ?? false;
    const activa = change?.activa ?? wasOn;
    const priceGiven = change?.precioCents ?? null;
    if (activa && !wasOn) {
      switchedOn.push(code);
      if (priceGiven === null) unpriced.push(code);
      rows.push({ empresaId, tool: code, activa: true, precioCents: priceGiven ?? prices[code] });
    } else if (current === null) {
      rows.push({ empresaId, tool: code, activa: false, precioCents: priceGiven ?? prices[code] });
    } else if (!activa && wasOn) {
      switchedOff.push(code);
      rows.push({ empresaId, tool: code, activa: false, precioCents: row?.precioCents ?? prices[code] });
    } else if (activa && change?.reprice && priceGiven !== null && priceGiven !== row?.precioCents) {
      rows.push({ empresaId, tool: code, activa: true, precioCents: priceGiven });
    }
  }
  if (request.requirePrice && unpriced.length > 0) throw badRequest('VALIDATION_ERROR', TOOLS_MESSAGES.price, { price: TOOLS_MESSAGES.price });

  // The tools as they will be (a tool with no row, left alone, reads as before).
  const after = TOOL_CODES.flatMap((code): ToolState[] => {
    const was = current?.find((tool) => tool.tool === code);
    const written = rows.find((row) => row.tool === code);
    if (!written) return was ? [was] : [];
    const signedNow = signature === 'paper' && switchedOn.includes(code);
    return [{ tool: code, activa: written.activa, precioCents: written.precioCents, fechaFirmaContrato: was?.fechaFirmaContrato ?? (signedNow ? at : null) }];
  });
  return {
    empresaId,
    creating: current === null,
    rows,
    switchedOff,
    sendForSignature: signature === 'link' ? switchedOn : [],
    signedOnPaper: signature === 'paper' ? rows.filter((row) => switchedOn.includes(row.tool)).map(({ tool, precioCents }) => ({ tool, precioCents })) : [],
    at,
    changes: current === null ? {} : changedToolFields(current, after),
  };
}

/** The wire's tool fields that differ, as {field: [before, after]}. */
function changedToolFields(before: readonly ToolState[], after: readonly ToolState[]): Record<string, [unknown, unknown]> {
  const was = toolsToWire(before) as Record<string, unknown>;
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(toolsToWire(after))) if (was[field] !== value) changes[field] = [was[field] ?? null, value];
  return changes;
}
