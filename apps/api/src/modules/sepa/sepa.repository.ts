import { and, asc, count, desc, eq, gt, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { normalizeIban } from '@cumplia/shared/validators/iban';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { empresas, facturaLineas, facturas, sepaRemesaFacturas, sepaRemesas, type FacturaParte } from '../../db/schema/index.ts';

/** An invoice that may go into a file, with what the file needs of its company as it is now. */
export interface SepaCandidate {
  id: string;
  numeroFactura: string;
  fecha: string;
  fechaCuandoFacturar: string;
  facturado: boolean;
  anulada: boolean;
  totalCents: number;
  destinatario: FacturaParte;
  empresa: { id: string; razonSocial: string; nifCif: string; metodoDePago: string; numCuenta: string };
}

export interface CandidateFilter {
  fechaInicio: string;
  fechaFin: string;
  empresaId?: string;
  incluirFacturadas: boolean;
}

const candidateColumns = {
  id: facturas.id,
  numeroFactura: facturas.numeroFactura,
  fecha: facturas.fecha,
  fechaCuandoFacturar: facturas.fechaCuandoFacturar,
  facturado: facturas.facturado,
  anulada: sql<boolean>`${facturas.anuladaAt} is not null`,
  totalCents: facturas.totalCents,
  destinatario: facturas.destinatario,
  empresa: { id: empresas.id, razonSocial: empresas.razonSocial, nifCif: empresas.nifCif, metodoDePago: empresas.metodoDePago, numCuenta: empresas.numCuenta },
};

/** Invoices a direct debit can collect: of a SEPA company, in the range, not cancelled, a positive amount. */
function collectable(filter: Omit<CandidateFilter, 'incluirFacturadas'>): SQL {
  const conditions: SQL[] = [
    eq(empresas.metodoDePago, 'SEPA'),
    gte(facturas.fechaCuandoFacturar, filter.fechaInicio),
    lte(facturas.fechaCuandoFacturar, filter.fechaFin),
    isNull(facturas.anuladaAt),
    gt(facturas.totalCents, 0),
  ];
  if (filter.empresaId) conditions.push(eq(facturas.empresaId, filter.empresaId));
  return and(...conditions)!;
}

/**
 * The batch's invoices, locked for this transaction (docs/decisions/0029): a generation running at
 * the same time waits for these rows and, once this one commits, sees them remitted and leaves them
 * out (PostgreSQL re-checks `facturado = false` on the row it waited for). Locked in invoice-number
 * order, the same in every generation, so two of them never wait for each other in a circle.
 */
export async function lockCandidates(tx: Executor, filter: CandidateFilter): Promise<SepaCandidate[]> {
  const where = filter.incluirFacturadas ? collectable(filter) : and(collectable(filter), eq(facturas.facturado, false));
  const rows = await tx
    .select(candidateColumns)
    .from(facturas)
    .innerJoin(empresas, eq(empresas.id, facturas.empresaId))
    .where(where)
    .orderBy(asc(facturas.numeroFactura))
    .for('update', { of: facturas });
  return rows;
}

/** How many invoices of SEPA companies the range has, remitted or not: tells "none" from "all remitted". */
export async function countCollectable(db: Executor, filter: Omit<CandidateFilter, 'incluirFacturadas'>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(facturas).innerJoin(empresas, eq(empresas.id, facturas.empresaId)).where(collectable(filter));
  return row?.total ?? 0;
}

/** One invoice with its company, locked for this transaction. */
export async function lockCandidate(tx: Executor, facturaId: string): Promise<SepaCandidate | undefined> {
  const [row] = await tx
    .select(candidateColumns)
    .from(facturas)
    .innerJoin(empresas, eq(empresas.id, facturas.empresaId))
    .where(eq(facturas.id, facturaId))
    .for('update', { of: facturas });
  return row;
}

export async function findEmpresa(db: Executor, id: string) {
  const [row] = await db.select({ id: empresas.id, razonSocial: empresas.razonSocial, nifCif: empresas.nifCif, metodoDePago: empresas.metodoDePago }).from(empresas).where(eq(empresas.id, id));
  return row;
}

/** Who a pre-notification goes to, and whether the company pays by SEPA. */
export async function findEmpresaContact(db: Executor, id: string) {
  const [row] = await db
    .select({ email: empresas.email, nombre: empresas.nombre, razonSocial: empresas.razonSocial, metodoDePago: empresas.metodoDePago, numCuenta: empresas.numCuenta })
    .from(empresas)
    .where(eq(empresas.id, id));
  return row;
}

/** Where an invoice's mandate comes from (docs/decisions/0042, 0050). */
type MandateOf = { found: true; reference: string; signedAt: Date; source: 'CONTRATO' | 'PAPEL' | 'CUENTA' } | { found: false; reason: 'PENDIENTE_FIRMA' | 'SIN_MANDATO' | 'CUENTA_NUEVA' };
export type InvoiceMandate =
  | (Extract<MandateOf, { found: true }> & { /** The company's account now, normalised: the one it names. */ debtorIban: string })
  | Extract<MandateOf, { found: false }>;

/**
 * The mandate each invoice is collected under (docs/decisions/0042): the one signed with the
 * contract the invoice bills. An invoice issued by a contract's signature names it (`origen_id`);
 * a renewal, or an invoice of contracts recorded on paper, bills its first line's tool, whose
 * mandate is that of the tool's latest signed contract carrying one; a tool recorded as signed on
 * paper (no contract row) has the paper mandate CUMPLIA-{NIF}, signed on the company's first
 * contract date. A contract not signed yet, or signed while the company did not pay by SEPA, gives none.
 *
 * A new debtor account is signed for (decision 0050): the company's latest signed mandate of a new
 * account covers every invoice of its contracts when it is newer than the contract's mandate, and
 * whatever mandate is chosen must name the account collected now (a paper mandate, whose account is
 * not recorded, only while the account has not changed since it was signed); otherwise the invoice
 * waits for the new account's mandate (CUENTA_NUEVA).
 */
export async function invoiceMandates(db: Executor, facturaIds: readonly string[]): Promise<Map<string, InvoiceMandate>> {
  const result = new Map<string, InvoiceMandate>();
  if (facturaIds.length === 0) return result;
  type Row = {
    factura_id: string;
    own_status: string | null;
    own_reference: string | null;
    own_signed_at: Date | string | null;
    own_iban: string | null;
    tool_reference: string | null;
    tool_signed_at: Date | string | null;
    tool_iban: string | null;
    paper_tool: boolean;
    paper_signed_at: Date | string | null;
    account_reference: string | null;
    account_signed_at: Date | string | null;
    account_iban: string | null;
    nif_cif: string;
    num_cuenta: string;
    num_cuenta_desde: Date | string | null;
  };
  // Lateral joins (the first line's tool, that tool's latest signed contract, the latest new account's mandate): plain SQL reads clearer here.
  const { rows } = (await db.execute(sql`
    select f.id as factura_id,
           own.status as own_status, own.mandate_reference as own_reference, own.signed_at as own_signed_at, own.mandate_iban as own_iban,
           latest.mandate_reference as tool_reference, latest.signed_at as tool_signed_at, latest.mandate_iban as tool_iban,
           (et.fecha_firma_contrato is not null) as paper_tool,
           (select min(t.fecha_firma_contrato) from empresa_tools t where t.empresa_id = f.empresa_id) as paper_signed_at,
           account.mandate_reference as account_reference, account.signed_at as account_signed_at, account.mandate_iban as account_iban,
           e.nif_cif, e.num_cuenta, e.num_cuenta_desde
      from facturas f
      join empresas e on e.id = f.empresa_id
      left join contratos own on f.origen = 'CONTRATO' and own.id = f.origen_id
      left join lateral (select l.tool from factura_lineas l where l.factura_id = f.id and l.tool is not null order by l.posicion limit 1) line on true
      left join lateral (
        select c.mandate_reference, c.signed_at, c.mandate_iban from contratos c
         where c.empresa_id = f.empresa_id and c.tool = line.tool and c.status = 'FIRMADO' and c.mandate_reference is not null
         order by c.signed_at desc, c.id limit 1
      ) latest on true
      left join lateral (
        select m.mandate_reference, m.signed_at, m.mandate_iban from contratos m
         where m.empresa_id = f.empresa_id and m.tipo = 'MANDATO' and m.status = 'FIRMADO' and m.mandate_reference is not null
         order by m.signed_at desc, m.id limit 1
      ) account on true
      left join empresa_tools et on et.empresa_id = f.empresa_id and et.tool = line.tool
     where f.id = any(${sql.param([...facturaIds])}::uuid[])`)) as unknown as { rows: Row[] };
  const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
  for (const row of rows) {
    let mandate: MandateOf;
    let iban: string | null = null;
    if (row.own_status !== null) {
      // The invoice names its contract: that contract's mandate or none.
      mandate =
        row.own_status === 'FIRMADO' && row.own_reference && row.own_signed_at
          ? { found: true, reference: row.own_reference, signedAt: toDate(row.own_signed_at), source: 'CONTRATO' }
          : { found: false, reason: row.own_status === 'PENDIENTE' ? 'PENDIENTE_FIRMA' : 'SIN_MANDATO' };
      iban = row.own_iban;
    } else if (row.tool_reference && row.tool_signed_at) {
      mandate = { found: true, reference: row.tool_reference, signedAt: toDate(row.tool_signed_at), source: 'CONTRATO' };
      iban = row.tool_iban;
    } else if (row.paper_tool && row.paper_signed_at) {
      mandate = { found: true, reference: paperMandateReference(row.nif_cif), signedAt: toDate(row.paper_signed_at), source: 'PAPEL' };
    } else {
      mandate = { found: false, reason: 'SIN_MANDATO' };
    }
    // A newer mandate of a new account replaces the contract's for what is collected after it.
    if (row.account_reference && row.account_signed_at && !(mandate.found === false && mandate.reason === 'PENDIENTE_FIRMA')) {
      const signedAt = toDate(row.account_signed_at);
      if (!mandate.found || signedAt > mandate.signedAt) {
        mandate = { found: true, reference: row.account_reference, signedAt, source: 'CUENTA' };
        iban = row.account_iban;
      }
    }
    if (mandate.found) {
      const current = normalizeIban(row.num_cuenta);
      const changedAt = row.num_cuenta_desde === null ? null : toDate(row.num_cuenta_desde);
      const namesCurrentAccount = iban !== null ? normalizeIban(iban) === current : changedAt === null || mandate.signedAt >= changedAt;
      if (!namesCurrentAccount) mandate = { found: false, reason: 'CUENTA_NUEVA' };
    }
    result.set(row.factura_id, mandate.found ? { ...mandate, debtorIban: normalizeIban(row.num_cuenta) } : mandate);
  }
  return result;
}

/** The mandate reference of a contract signed on paper: CUMPLIA- and the company's NIF, in the SEPA set. */
export const paperMandateReference = (nifCif: string) => `CUMPLIA-${nifCif.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;

/**
 * The latest collection date presented under each of `references`, in files not cancelled (a
 * returned collection was presented: it counts, EPC rulebook 4.1). A mandate absent was never used.
 */
export async function lastPresentedCollections(db: Executor, references: readonly string[]): Promise<Map<string, string>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ reference: sepaRemesaFacturas.mandateReference, last: sql<string>`max(${sepaRemesaFacturas.fechaCobro})::text` })
    .from(sepaRemesaFacturas)
    .where(and(sql`${sepaRemesaFacturas.mandateReference} = any(${sql.param([...references])}::text[])`, ne(sepaRemesaFacturas.estado, 'ANULADA')))
    .groupBy(sepaRemesaFacturas.mandateReference);
  return new Map(rows.map((row) => [row.reference, row.last]));
}

/** The invoices among `facturaIds` in a live collection (a file not cancelled, not returned), with that file. */
export async function liveCollections(db: Executor, facturaIds: readonly string[]): Promise<Array<{ facturaId: string; numeroFactura: string; remesaId: string; fileName: string }>> {
  if (facturaIds.length === 0) return [];
  return db
    .select({ facturaId: sepaRemesaFacturas.facturaId, numeroFactura: facturas.numeroFactura, remesaId: sepaRemesas.id, fileName: sepaRemesas.fileName })
    .from(sepaRemesaFacturas)
    .innerJoin(sepaRemesas, eq(sepaRemesas.id, sepaRemesaFacturas.remesaId))
    .innerJoin(facturas, eq(facturas.id, sepaRemesaFacturas.facturaId))
    .where(and(sql`${sepaRemesaFacturas.facturaId} = any(${sql.param([...facturaIds])}::uuid[])`, eq(sepaRemesaFacturas.estado, 'REMESADA')))
    .orderBy(asc(facturas.numeroFactura));
}

/** The product names of each invoice, for the debtor's statement. */
export async function productNamesOf(db: Executor, facturaIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (facturaIds.length === 0) return names;
  const rows = await db
    .select({ facturaId: facturaLineas.facturaId, nombre: facturaLineas.nombreProducto })
    .from(facturaLineas)
    .where(sql`${facturaLineas.facturaId} = any(${sql.param([...facturaIds])}::uuid[])`)
    .orderBy(facturaLineas.facturaId, facturaLineas.posicion);
  for (const row of rows) {
    const list = names.get(row.facturaId) ?? [];
    list.push(row.nombre);
    names.set(row.facturaId, list);
  }
  return names;
}

export type NewRemesa = typeof sepaRemesas.$inferInsert;
export type NewRemesaFactura = typeof sepaRemesaFacturas.$inferInsert;

export async function insertRemesa(tx: Executor, remesa: NewRemesa, lines: readonly NewRemesaFactura[]): Promise<void> {
  await tx.insert(sepaRemesas).values(remesa);
  await insertMany(tx, sepaRemesaFacturas, lines);
}

/** Marks the invoices remitted; those already remitted keep their first date. Returns how many changed. */
export async function markRemitted(tx: Executor, facturaIds: readonly string[], at: Date): Promise<number> {
  if (facturaIds.length === 0) return 0;
  const rows = await tx
    .update(facturas)
    .set({ facturado: true, facturadoAt: at })
    .where(and(sql`${facturas.id} = any(${sql.param([...facturaIds])}::uuid[])`, eq(facturas.facturado, false)))
    .returning({ id: facturas.id });
  return rows.length;
}

const remesaColumns = {
  id: sepaRemesas.id,
  createdAt: sepaRemesas.createdAt,
  tipo: sepaRemesas.tipo,
  fileName: sepaRemesas.fileName,
  painVersion: sepaRemesas.painVersion,
  cuentaId: sepaRemesas.cuentaId,
  cuentaNombre: sepaRemesas.cuentaNombre,
  cuentaIban: sepaRemesas.cuentaIban,
  transactionId: sepaRemesas.transactionId,
  fechaInicio: sepaRemesas.fechaInicio,
  fechaFin: sepaRemesas.fechaFin,
  incluirFacturadas: sepaRemesas.incluirFacturadas,
  empresaId: sepaRemesas.empresaId,
  empresaRazonSocial: empresas.razonSocial,
  numeroFacturas: sepaRemesas.numeroFacturas,
  totalCents: sepaRemesas.totalCents,
  createdByUsername: sepaRemesas.createdByUsername,
  anuladaAt: sepaRemesas.anuladaAt,
  anuladaMotivo: sepaRemesas.anuladaMotivo,
  anuladaPor: sepaRemesas.anuladaPor,
  excluidas: sql<number>`jsonb_array_length(${sepaRemesas.excluidas})`.mapWith(Number),
  // The collections the bank returned or rejected (docs/decisions/0051).
  devueltas: sql<number>`(select count(*) from ${sepaRemesaFacturas} rf where rf.remesa_id = ${sepaRemesas.id} and rf.estado = 'DEVUELTA')`.mapWith(Number),
  // The first invoice numbers of the file, in file order: enough to recognise it in the list.
  facturas: sql<string[]>`array(select f.numero_factura from ${sepaRemesaFacturas} rf join ${facturas} f on f.id = rf.factura_id where rf.remesa_id = ${sepaRemesas.id} order by rf.posicion limit 20)`,
};
export type RemesaListRow = Awaited<ReturnType<typeof listRemesas>>['rows'][number];

/** A page of the generated files, newest first. */
export async function listRemesas(db: Executor, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(remesaColumns)
      .from(sepaRemesas)
      .leftJoin(empresas, eq(empresas.id, sepaRemesas.empresaId))
      .orderBy(desc(sepaRemesas.createdAt), desc(sepaRemesas.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(sepaRemesas),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A stored file, as it was served. */
export async function findRemesaFile(db: Executor, id: string) {
  const [row] = await db.select({ fileName: sepaRemesas.fileName, xml: sepaRemesas.xml, sha256: sepaRemesas.sha256 }).from(sepaRemesas).where(eq(sepaRemesas.id, id));
  return row;
}

/** A file, locked for its cancellation. */
export async function lockRemesa(tx: Executor, id: string) {
  const [row] = await tx.select({ id: sepaRemesas.id, fileName: sepaRemesas.fileName, anuladaAt: sepaRemesas.anuladaAt }).from(sepaRemesas).where(eq(sepaRemesas.id, id)).for('update');
  return row;
}

/**
 * "Anular remesa": the file is marked cancelled, its live collections ANULADA and their invoices
 * pending again (docs/decisions/0042). Returns the invoices set free.
 */
export async function cancelRemesa(tx: Executor, id: string, cancellation: { at: Date; motivo: string; por: string | null }): Promise<string[]> {
  await tx.update(sepaRemesas).set({ anuladaAt: cancellation.at, anuladaMotivo: cancellation.motivo, anuladaPor: cancellation.por }).where(eq(sepaRemesas.id, id));
  const lines = await tx
    .update(sepaRemesaFacturas)
    .set({ estado: 'ANULADA' })
    .where(and(eq(sepaRemesaFacturas.remesaId, id), eq(sepaRemesaFacturas.estado, 'REMESADA')))
    .returning({ facturaId: sepaRemesaFacturas.facturaId });
  const ids = lines.map((line) => line.facturaId);
  if (ids.length > 0) {
    await tx.update(facturas).set({ facturado: false, facturadoAt: null }).where(sql`${facturas.id} = any(${sql.param(ids)}::uuid[])`);
  }
  return ids;
}

/** One file as the list shows it. */
export async function findRemesa(db: Executor, id: string) {
  const [row] = await db.select(remesaColumns).from(sepaRemesas).leftJoin(empresas, eq(empresas.id, sepaRemesas.empresaId)).where(eq(sepaRemesas.id, id));
  return row;
}

/** The earliest collection date of an invoice a file could collect now (pending, of a SEPA company), or null. */
export async function oldestPendingCollectionDate(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ oldest: sql<string | null>`min(${facturas.fechaCuandoFacturar})::text` })
    .from(facturas)
    .innerJoin(empresas, eq(empresas.id, facturas.empresaId))
    .where(and(eq(empresas.metodoDePago, 'SEPA'), eq(facturas.facturado, false), isNull(facturas.anuladaAt), gt(facturas.totalCents, 0)));
  return row?.oldest ?? null;
}
