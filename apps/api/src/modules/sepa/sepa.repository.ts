import { and, asc, count, desc, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { contratos, empresaTools, empresas, facturaLineas, facturas, sepaRemesaFacturas, sepaRemesas, type FacturaParte } from '../../db/schema/index.ts';

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

/**
 * Each company's SEPA mandate: the reference and signing moment of its first signed contract that
 * carries one (the mandate is signed with the contract, docs/decisions/0022).
 */
export async function mandatesOf(db: Executor, empresaIds: readonly string[]): Promise<Map<string, { reference: string; signedAt: Date }>> {
  if (empresaIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([contratos.empresaId], { empresaId: contratos.empresaId, reference: contratos.mandateReference, signedAt: contratos.signedAt })
    .from(contratos)
    .where(and(sql`${contratos.empresaId} = any(${sql.param([...empresaIds])}::uuid[])`, eq(contratos.status, 'FIRMADO'), sql`${contratos.mandateReference} is not null`))
    .orderBy(contratos.empresaId, asc(contratos.signedAt), asc(contratos.id));
  const mandates = new Map(rows.map((row) => [row.empresaId, { reference: row.reference!, signedAt: row.signedAt! }]));
  // A contract recorded as signed outside the signing flow (on paper, the demo data) has no contract
  // row: its mandate is the one the paper carries, CUMPLIA-{NIF}, signed on the tool's contract date.
  const others = empresaIds.filter((id) => !mandates.has(id));
  if (others.length > 0) {
    const paper = await db
      .select({ empresaId: empresaTools.empresaId, nifCif: empresas.nifCif, signedAt: sql<Date>`min(${empresaTools.fechaFirmaContrato})`.mapWith(empresaTools.fechaFirmaContrato) })
      .from(empresaTools)
      .innerJoin(empresas, eq(empresas.id, empresaTools.empresaId))
      .where(and(sql`${empresaTools.empresaId} = any(${sql.param(others)}::uuid[])`, sql`${empresaTools.fechaFirmaContrato} is not null`))
      .groupBy(empresaTools.empresaId, empresas.nifCif);
    for (const row of paper) mandates.set(row.empresaId, { reference: paperMandateReference(row.nifCif), signedAt: row.signedAt });
  }
  return mandates;
}

/** The mandate reference of a contract signed on paper: CUMPLIA- and the company's NIF, in the SEPA set. */
export const paperMandateReference = (nifCif: string) => `CUMPLIA-${nifCif.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;

/** The mandates among `references` that some earlier file already collected. */
export async function usedMandates(db: Executor, references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ reference: sepaRemesaFacturas.mandateReference })
    .from(sepaRemesaFacturas)
    .where(sql`${sepaRemesaFacturas.mandateReference} = any(${sql.param([...references])}::text[])`);
  return new Set(rows.map((row) => row.reference));
}

/** The sequence type each invoice had in the first file that carried it (a file made again keeps it). */
export async function earlierSequenceTypes(db: Executor, facturaIds: readonly string[]): Promise<Map<string, 'FRST' | 'RCUR'>> {
  if (facturaIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([sepaRemesaFacturas.facturaId], { facturaId: sepaRemesaFacturas.facturaId, sequenceType: sepaRemesaFacturas.sequenceType })
    .from(sepaRemesaFacturas)
    .innerJoin(sepaRemesas, eq(sepaRemesas.id, sepaRemesaFacturas.remesaId))
    .where(sql`${sepaRemesaFacturas.facturaId} = any(${sql.param([...facturaIds])}::uuid[])`)
    .orderBy(sepaRemesaFacturas.facturaId, asc(sepaRemesas.createdAt));
  return new Map(rows.map((row) => [row.facturaId, row.sequenceType]));
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
