/**
 * The reason codes of SEPA Direct Debit R-transactions (rejects, returns, refunds, refusals), with
 * their meaning in Spanish and what the creditor may do next (docs/decisions/0051). The list is the
 * one of the EPC SDD Core Rulebook's annex of R-transaction reasons (EPC016-06, section 4.6 and
 * the attribute AT-R3) as the EPC's "Guidance on reason codes for SDD R-transactions" (EPC173-14)
 * maps them to ISO 20022 codes; ../shared/standards/README.md "SEPA returns and rejects".
 */

/**
 * What a return asks of the creditor before it presents the collection again:
 * - `REPRESENTAR`: nothing; a later file may collect it again (as RCUR under the same mandate).
 * - `NUEVO_MANDATO`: the mandate is missing, wrong, revoked or its debtor deceased; a new mandate first.
 * - `NUEVA_CUENTA`: the account is wrong, closed, blocked or does not take direct debits; a new account
 *   (and its mandate) first.
 * - `REVISAR`: presenting it again as it is could charge the debtor twice (AM05), go against the
 *   debtor's own refusal (MD06, SL01) or fail the same way (BE05, FF01, AG02, FF05): never presented
 *   again by itself; staff decide (its own "SEPA individual" file, marked remitted, or cancelled).
 *
 * `NUEVO_MANDATO` and `NUEVA_CUENTA` are about the mandate or the account, not the one collection:
 * they hold every invoice still to collect under that mandate, or from that account (`returnWaits`).
 */
export type ReturnAction = 'REPRESENTAR' | 'NUEVO_MANDATO' | 'NUEVA_CUENTA' | 'REVISAR';

export interface ReturnReason {
  readonly code: string;
  /** Its meaning in Spanish, as staff and the company read it. */
  readonly meaning: string;
  readonly action: ReturnAction;
}

const reasons: ReadonlyArray<[string, string, ReturnAction]> = [
  ['AC01', 'Número de cuenta incorrecto (IBAN no válido o inexistente)', 'NUEVA_CUENTA'],
  ['AC04', 'Cuenta cancelada', 'NUEVA_CUENTA'],
  ['AC06', 'Cuenta bloqueada, o bloqueada para adeudos directos por el deudor', 'NUEVA_CUENTA'],
  ['AC13', 'La cuenta del deudor es de un consumidor', 'NUEVA_CUENTA'],
  ['AG01', 'Operación no permitida en esta cuenta (no admite adeudos directos)', 'NUEVA_CUENTA'],
  ['AG02', 'Código de operación o formato del fichero incorrecto', 'REVISAR'],
  ['AM04', 'Saldo insuficiente', 'REPRESENTAR'],
  ['AM05', 'Operación duplicada', 'REVISAR'],
  ['BE05', 'Identificador del acreedor incorrecto', 'REVISAR'],
  ['CNOR', 'El banco del acreedor no está registrado en el sistema de compensación', 'REPRESENTAR'],
  ['DNOR', 'El banco del deudor no está registrado en el sistema de compensación', 'REPRESENTAR'],
  ['ED05', 'Liquidación fallida', 'REPRESENTAR'],
  ['FF01', 'Formato de fichero no válido', 'REVISAR'],
  ['FF05', 'Tipo de adeudo directo incorrecto', 'REVISAR'],
  ['FOCR', 'Devuelto tras una solicitud de cancelación', 'REPRESENTAR'],
  ['MD01', 'Sin mandato, o mandato revocado', 'NUEVO_MANDATO'],
  ['MD02', 'Faltan datos del mandato o son incorrectos', 'NUEVO_MANDATO'],
  ['MD06', 'Devolución solicitada por el deudor (operación autorizada)', 'REVISAR'],
  ['MD07', 'Deudor fallecido', 'NUEVO_MANDATO'],
  ['MS02', 'Motivo no indicado por el deudor', 'REPRESENTAR'],
  ['MS03', 'Motivo no indicado por el banco', 'REPRESENTAR'],
  ['RC01', 'Código BIC incorrecto', 'REPRESENTAR'],
  ['RR01', 'Falta la cuenta o la identificación del deudor (motivo regulatorio)', 'NUEVA_CUENTA'],
  ['RR02', 'Falta el nombre o la dirección del deudor (motivo regulatorio)', 'REPRESENTAR'],
  ['RR03', 'Falta el nombre o la dirección del acreedor (motivo regulatorio)', 'REPRESENTAR'],
  ['RR04', 'Motivo regulatorio', 'REPRESENTAR'],
  ['SL01', 'Servicio específico del banco del deudor (por ejemplo, adeudos de este acreedor bloqueados)', 'REVISAR'],
];

export const RETURN_REASONS: ReadonlyMap<string, ReturnReason> = new Map(reasons.map(([code, meaning, action]) => [code, { code, meaning, action }]));

/** A code outside the EPC list (a bank's proprietary one): shown as given, and presented again like MS03. */
export function returnReason(code: string | null): ReturnReason {
  if (code === null || code === '') return { code: 'MS03', meaning: RETURN_REASONS.get('MS03')!.meaning, action: 'REPRESENTAR' };
  const known = RETURN_REASONS.get(code.toUpperCase());
  return known ?? { code, meaning: `Motivo ${code} indicado por el banco`, action: 'REPRESENTAR' };
}

/** The latest return of an invoice, as recorded: its action, the mandate it was collected under and the account debited. */
export interface RecordedReturn {
  readonly action: ReturnAction;
  readonly mandateReference: string;
  readonly debtorIban: string;
}

/**
 * Whether a return holds an invoice still to collect (issue 20; EPC SDD Core Rulebook 4.6: AC04, AC06,
 * MD01, MD07 cannot simply be presented again). A reason that needs a new mandate holds every invoice
 * that would go under the mandate returned, the returned one and any other; one that needs a new
 * account, every invoice that would debit the account returned, under any mandate. A new mandate or
 * account (decision 0050) lets them go. `REVISAR` holds only its own invoice, and only from a batch
 * (the caller's rule: staff's own file for it is their decision); any other reason holds nothing.
 */
export function returnWaits(returned: RecordedReturn, now: { mandateReference: string; debtorIban: string }): boolean {
  if (returned.action === 'NUEVO_MANDATO') return now.mandateReference === returned.mandateReference;
  if (returned.action === 'NUEVA_CUENTA') return now.debtorIban.replace(/\s+/g, '').toUpperCase() === returned.debtorIban.replace(/\s+/g, '').toUpperCase();
  return false;
}
