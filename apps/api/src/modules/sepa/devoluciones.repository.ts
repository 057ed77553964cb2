import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { empresas, facturas, sepaDevolucionFicheros, sepaDevoluciones, sepaRemesaFacturas, sepaRemesas } from '../../db/schema/index.ts';
import type { ReturnAction } from '../../lib/sepa/return-reasons.ts';

export type NewDevolucionFichero = typeof sepaDevolucionFicheros.$inferInsert;
export type NewDevolucion = typeof sepaDevoluciones.$inferInsert;

/**
 * Stores the file unless the same bytes were stored before (the unique SHA-256): the id when stored
 * now, undefined when it was already there. A second upload running at once waits here for the
 * first to commit, and then stores nothing.
 */
export async function insertFicheroOnce(tx: Executor, fichero: NewDevolucionFichero): Promise<string | undefined> {
  const [row] = await tx.insert(sepaDevolucionFicheros).values(fichero).onConflictDoNothing({ target: sepaDevolucionFicheros.sha256 }).returning({ id: sepaDevolucionFicheros.id });
  return row?.id;
}

export async function findFicheroBySha256(db: Executor, sha256: string) {
  const [row] = await db.select().from(sepaDevolucionFicheros).where(eq(sepaDevolucionFicheros.sha256, sha256));
  return row;
}

export async function findFicheroById(db: Executor, id: string) {
  const [row] = await db.select().from(sepaDevolucionFicheros).where(eq(sepaDevolucionFicheros.id, id));
  return row;
}

export async function updateFicheroCounts(tx: Executor, id: string, counts: Pick<NewDevolucionFichero, 'devueltas' | 'yaDevueltas' | 'sinCoincidencia'>): Promise<void> {
  await tx.update(sepaDevolucionFicheros).set(counts).where(eq(sepaDevolucionFicheros.id, id));
}

/** A file as a return reads it: its ids, name and text (to expand a block or a file rejected whole). */
const remesaFile = { id: sepaRemesas.id, messageId: sepaRemesas.messageId, fileName: sepaRemesas.fileName, xml: sepaRemesas.xml };

/** The files of these message ids (GrpHdr/MsgId). */
export async function remesasByMessageId(db: Executor, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select(remesaFile)
    .from(sepaRemesas)
    .where(sql`${sepaRemesas.messageId} = any(${sql.param([...messageIds])}::text[])`);
}

/** The collections of these files, locked: a return changes them. */
export async function lockCollections(tx: Executor, remesaIds: readonly string[]) {
  if (remesaIds.length === 0) return [];
  return tx
    .select({
      remesaId: sepaRemesaFacturas.remesaId,
      facturaId: sepaRemesaFacturas.facturaId,
      endToEndId: sepaRemesaFacturas.endToEndId,
      estado: sepaRemesaFacturas.estado,
      mandateReference: sepaRemesaFacturas.mandateReference,
    })
    .from(sepaRemesaFacturas)
    .where(sql`${sepaRemesaFacturas.remesaId} = any(${sql.param([...remesaIds])}::uuid[])`)
    .for('update');
}

/**
 * Records the returns: each collection DEVUELTA and its invoice pending again (it may go into a
 * later file, docs/decisions/0051). Only live collections are given.
 */
export async function recordReturns(tx: Executor, rows: readonly NewDevolucion[]): Promise<void> {
  if (rows.length === 0) return;
  await insertMany(tx, sepaDevoluciones, rows);
  const remesaIds = rows.map((row) => row.remesaId);
  const facturaIds = rows.map((row) => row.facturaId);
  await tx.execute(sql`
    update sepa_remesa_facturas rf set estado = 'DEVUELTA'
      from unnest(${sql.param(remesaIds)}::uuid[], ${sql.param(facturaIds)}::uuid[]) as r(remesa_id, factura_id)
     where rf.remesa_id = r.remesa_id and rf.factura_id = r.factura_id and rf.estado = 'REMESADA'`);
  await tx.update(facturas).set({ facturado: false, facturadoAt: null }).where(sql`${facturas.id} = any(${sql.param(facturaIds)}::uuid[])`);
}

const devolucionColumns = {
  id: sepaDevoluciones.id,
  facturaId: sepaDevoluciones.facturaId,
  numeroFactura: facturas.numeroFactura,
  empresa: { id: empresas.id, razonSocial: empresas.razonSocial, nifCif: empresas.nifCif },
  amountCents: sepaRemesaFacturas.amountCents,
  tipo: sepaDevoluciones.tipo,
  codigo: sepaDevoluciones.codigo,
  motivo: sepaDevoluciones.motivo,
  accion: sepaDevoluciones.accion,
  createdAt: sepaDevoluciones.createdAt,
  fileName: sepaDevolucionFicheros.fileName,
};

function devolucionesQuery(db: Executor) {
  return db
    .select(devolucionColumns)
    .from(sepaDevoluciones)
    .innerJoin(sepaRemesaFacturas, and(eq(sepaRemesaFacturas.remesaId, sepaDevoluciones.remesaId), eq(sepaRemesaFacturas.facturaId, sepaDevoluciones.facturaId)))
    .innerJoin(facturas, eq(facturas.id, sepaDevoluciones.facturaId))
    .innerJoin(empresas, eq(empresas.id, facturas.empresaId))
    .innerJoin(sepaDevolucionFicheros, eq(sepaDevolucionFicheros.id, sepaDevoluciones.ficheroId));
}
export type DevolucionRow = Awaited<ReturnType<typeof listDevolucionesOfRemesa>>[number];

/** The returns of one remittance, in the file's order. */
export async function listDevolucionesOfRemesa(db: Executor, remesaId: string) {
  return devolucionesQuery(db).where(eq(sepaDevoluciones.remesaId, remesaId)).orderBy(asc(sepaRemesaFacturas.posicion));
}

/** The returns one uploaded file recorded. */
export async function listDevolucionesOfFichero(db: Executor, ficheroId: string) {
  return devolucionesQuery(db).where(eq(sepaDevoluciones.ficheroId, ficheroId)).orderBy(asc(facturas.numeroFactura));
}

/** What the company's e-mail needs of each return of a file. */
export async function devolucionesToMail(db: Executor, ficheroId: string) {
  return db
    .select({
      empresaId: empresas.id,
      email: empresas.email,
      razonSocial: empresas.razonSocial,
      nifCif: empresas.nifCif,
      numeroFactura: facturas.numeroFactura,
      fecha: facturas.fecha,
      amountCents: sepaRemesaFacturas.amountCents,
      codigo: sepaDevoluciones.codigo,
      motivo: sepaDevoluciones.motivo,
      accion: sepaDevoluciones.accion,
    })
    .from(sepaDevoluciones)
    .innerJoin(sepaRemesaFacturas, and(eq(sepaRemesaFacturas.remesaId, sepaDevoluciones.remesaId), eq(sepaRemesaFacturas.facturaId, sepaDevoluciones.facturaId)))
    .innerJoin(facturas, eq(facturas.id, sepaDevoluciones.facturaId))
    .innerJoin(empresas, eq(empresas.id, facturas.empresaId))
    .where(eq(sepaDevoluciones.ficheroId, ficheroId))
    .orderBy(asc(empresas.id), asc(facturas.numeroFactura));
}

/** The latest return of each invoice, for a new file to tell whether it may present it again. */
export async function latestReturns(db: Executor, facturaIds: readonly string[]) {
  const result = new Map<string, { codigo: string; motivo: string; accion: ReturnAction; mandateReference: string; debtorIban: string }>();
  if (facturaIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([sepaDevoluciones.facturaId], {
      facturaId: sepaDevoluciones.facturaId,
      codigo: sepaDevoluciones.codigo,
      motivo: sepaDevoluciones.motivo,
      accion: sepaDevoluciones.accion,
      mandateReference: sepaDevoluciones.mandateReference,
      debtorIban: sepaDevoluciones.debtorIban,
    })
    .from(sepaDevoluciones)
    .where(sql`${sepaDevoluciones.facturaId} = any(${sql.param([...facturaIds])}::uuid[])`)
    .orderBy(sepaDevoluciones.facturaId, desc(sepaDevoluciones.createdAt), desc(sepaDevoluciones.id));
  for (const { facturaId, ...latest } of rows) result.set(facturaId, latest);
  return result;
}

/** A return of the mandate or of the account (NUEVO_MANDATO, NUEVA_CUENTA) that may hold other invoices too. */
export type HoldingReturn = Awaited<ReturnType<typeof holdingReturns>>[number];

/**
 * The returns that need a new mandate and name one of `mandateReferences`, and those that need a
 * new account and name one of `debtorIbans` (normalised), newest first: what holds every invoice
 * still to collect under that mandate or from that account (EPC SDD Core Rulebook 4.6; decision 0051).
 */
export async function holdingReturns(db: Executor, keys: { mandateReferences: readonly string[]; debtorIbans: readonly string[] }) {
  if (keys.mandateReferences.length === 0 && keys.debtorIbans.length === 0) return [];
  return db
    .select({
      facturaId: sepaDevoluciones.facturaId,
      numeroFactura: facturas.numeroFactura,
      codigo: sepaDevoluciones.codigo,
      motivo: sepaDevoluciones.motivo,
      accion: sepaDevoluciones.accion,
      mandateReference: sepaDevoluciones.mandateReference,
      debtorIban: sepaDevoluciones.debtorIban,
    })
    .from(sepaDevoluciones)
    .innerJoin(facturas, eq(facturas.id, sepaDevoluciones.facturaId))
    .where(
      or(
        and(eq(sepaDevoluciones.accion, 'NUEVO_MANDATO'), sql`${sepaDevoluciones.mandateReference} = any(${sql.param([...keys.mandateReferences])}::text[])`),
        and(eq(sepaDevoluciones.accion, 'NUEVA_CUENTA'), sql`${sepaDevoluciones.debtorIban} = any(${sql.param([...keys.debtorIbans])}::text[])`),
      ),
    )
    .orderBy(desc(sepaDevoluciones.createdAt), desc(sepaDevoluciones.id));
}

/** Files by id, for a return matched by its EndToEndId rather than by a message or block id. */
export async function remesasById(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(remesaFile)
    .from(sepaRemesas)
    .where(sql`${sepaRemesas.id} = any(${sql.param([...ids])}::uuid[])`);
}

/**
 * The collections of these EndToEndIds (our invoice numbers) in files not cancelled, with their
 * mandate and amount, the live one first and then the newest: for a return that names none of our
 * message or block ids (decision 0051).
 */
export async function collectionsByEndToEndId(db: Executor, endToEndIds: readonly string[]) {
  if (endToEndIds.length === 0) return [];
  return db
    .select({
      remesaId: sepaRemesaFacturas.remesaId,
      endToEndId: sepaRemesaFacturas.endToEndId,
      mandateReference: sepaRemesaFacturas.mandateReference,
      amountCents: sepaRemesaFacturas.amountCents,
      estado: sepaRemesaFacturas.estado,
    })
    .from(sepaRemesaFacturas)
    .innerJoin(sepaRemesas, eq(sepaRemesas.id, sepaRemesaFacturas.remesaId))
    .where(and(sql`${sepaRemesaFacturas.endToEndId} = any(${sql.param([...endToEndIds])}::text[])`, ne(sepaRemesaFacturas.estado, 'ANULADA')))
    .orderBy(sql`(${sepaRemesaFacturas.estado} = 'REMESADA') desc`, desc(sepaRemesas.createdAt));
}
