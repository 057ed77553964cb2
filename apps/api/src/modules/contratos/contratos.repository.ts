import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ToolCode } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { contratoCodigos, contratoEventos, contratos, empresas, empresaTools } from '../../db/schema/index.ts';

export type ContratoRow = typeof contratos.$inferSelect;
export type ContratoEvento = typeof contratoEventos.$inferSelect;
export type NewContratoEvento = typeof contratoEventos.$inferInsert;
export type ContratoCodigo = typeof contratoCodigos.$inferSelect;

/** The administrator who signs for the company: its user's NIF (the username). */
const adminUsername = sql<string | null>`(select min(u.username) from user_empresas ue join users u on u.id = ue.user_id where ue.empresa_id = "empresas"."id")`;

/** The columns of a contract without its PDFs (bytes are read only where they are served). */
const contratoSummary = {
  id: contratos.id,
  empresaId: contratos.empresaId,
  tipo: contratos.tipo,
  tool: contratos.tool,
  status: contratos.status,
  tokenExpiresAt: contratos.tokenExpiresAt,
  createdAt: contratos.createdAt,
  documentSha256: contratos.documentSha256,
  documentContentHash: contratos.documentContentHash,
  mandateReference: contratos.mandateReference,
  mandateIban: contratos.mandateIban,
  signedAt: contratos.signedAt,
  signerName: contratos.signerName,
  signerNif: contratos.signerNif,
  cancelledAt: contratos.cancelledAt,
};
export type ContratoSummary = Pick<ContratoRow, keyof typeof contratoSummary>;

/**
 * New pending contracts and their ENVIADO events in one statement (a bulk upload's batch writes
 * hundreds): the rows go as one array per column, the events are made from the rows inserted.
 */
export async function insertContratosSent(
  db: Executor,
  rows: Array<{ empresaId: string; tool: ToolCode; tokenHash: string }>,
  sent: { tokenExpiresAt: Date; at: Date; ip: string | null; por: string | null },
): Promise<Array<{ id: string; empresaId: string; tool: ToolCode }>> {
  if (rows.length === 0) return [];
  const result = (await db.execute(sql`
    with input as (
      select * from unnest(${sql.param(rows.map((row) => row.empresaId))}::uuid[], ${sql.param(rows.map((row) => row.tool))}::tool[], ${sql.param(rows.map((row) => row.tokenHash))}::text[]) as t(empresa_id, tool, token_hash)
    ), inserted as (
      insert into contratos (empresa_id, tool, token_hash, token_expires_at)
      select empresa_id, tool, token_hash, ${sent.tokenExpiresAt.toISOString()}::timestamptz from input
      returning id, empresa_id, tool
    ), events as (
      insert into contrato_eventos (contrato_id, tipo, at, ip, detail)
      select id, 'ENVIADO', ${sent.at.toISOString()}::timestamptz, ${sent.ip}, jsonb_build_object('por', ${sent.por}::text) from inserted
    )
    select id, empresa_id as "empresaId", tool from inserted`)) as unknown as { rows: Array<{ id: string; empresaId: string; tool: ToolCode }> };
  return result.rows;
}

/** A new pending mandate of a company's new account (decision 0050) and its ENVIADO event; its id. */
export async function insertMandatoSent(db: Executor, empresaId: string, sent: { tokenHash: string; tokenExpiresAt: Date; at: Date; ip: string | null; por: string | null; iban: string }): Promise<string> {
  const [row] = await db.insert(contratos).values({ empresaId, tipo: 'MANDATO', tool: null, tokenHash: sent.tokenHash, tokenExpiresAt: sent.tokenExpiresAt, mandateIban: sent.iban }).returning({ id: contratos.id });
  await db.insert(contratoEventos).values({ contratoId: row!.id, tipo: 'ENVIADO', at: sent.at, ip: sent.ip, detail: { por: sent.por, iban: sent.iban } });
  return row!.id;
}

/** Annuls a company's pending mandate of a new account, if any; the ids annulled. */
export async function annulPendingMandato(db: Executor, empresaId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(contratos)
    .set({ status: 'ANULADO', cancelledAt: at })
    .where(and(eq(contratos.empresaId, empresaId), eq(contratos.tipo, 'MANDATO'), eq(contratos.status, 'PENDIENTE')))
    .returning({ id: contratos.id });
  return rows.map((row) => row.id);
}

/** Whether any of the company's contracts is signed (by SMS code or recorded on paper): its collections need a mandate. */
export async function hasSignedContracts(db: Executor, empresaId: string): Promise<boolean> {
  const [row] = await db
    .select({ signed: sql<boolean>`exists (select 1 from empresa_tools t where t.empresa_id = ${empresaId} and t.fecha_firma_contrato is not null)` })
    .from(sql`(select 1) as one`);
  return row?.signed ?? false;
}

/** Annuls the pending contracts of these tools of a company; the ids annulled. */
export async function annulPending(db: Executor, empresaId: string, tools: readonly ToolCode[], at: Date): Promise<string[]> {
  if (tools.length === 0) return [];
  const rows = await db
    .update(contratos)
    .set({ status: 'ANULADO', cancelledAt: at })
    .where(and(eq(contratos.empresaId, empresaId), inArray(contratos.tool, [...tools]), eq(contratos.status, 'PENDIENTE')))
    .returning({ id: contratos.id });
  return rows.map((row) => row.id);
}

export async function insertEventos(db: Executor, rows: NewContratoEvento[]): Promise<void> {
  if (rows.length === 0) return;
  await insertMany(
    db,
    contratoEventos,
    rows.map((row) => ({ contratoId: row.contratoId, tipo: row.tipo, at: row.at ?? new Date(), ip: row.ip ?? null, userAgent: row.userAgent ?? null, detail: row.detail ?? null })),
  );
}

/** Who the signing link goes to: the companies' contact data, in one statement. */
export type EmpresaContact = { id: string; razonSocial: string; nombre: string; email: string; telefono: string };
export async function findEmpresaContacts(db: Executor, empresaIds: string[]) {
  if (empresaIds.length === 0) return [];
  return db
    .select({ id: empresas.id, razonSocial: empresas.razonSocial, nombre: empresas.nombre, email: empresas.email, telefono: empresas.telefono })
    .from(empresas)
    .where(inArray(empresas.id, empresaIds));
}

/** A contract by its link's token hash, with what the document and the page need of its company. */
export async function findByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      contrato: contratoSummary,
      empresa: {
        razonSocial: empresas.razonSocial,
        nifCif: empresas.nifCif,
        tipo: empresas.tipo,
        nombre: empresas.nombre,
        direccion: empresas.direccion,
        codigoPostal: empresas.codigoPostal,
        localidad: empresas.localidad,
        provincia: empresas.provincia,
        email: empresas.email,
        telefono: empresas.telefono,
        metodoDePago: empresas.metodoDePago,
        numCuenta: empresas.numCuenta,
        adminUsername,
      },
      precioCents: empresaTools.precioCents,
    })
    .from(contratos)
    .innerJoin(empresas, eq(empresas.id, contratos.empresaId))
    .leftJoin(empresaTools, and(eq(empresaTools.empresaId, contratos.empresaId), eq(empresaTools.tool, contratos.tool)))
    .where(eq(contratos.tokenHash, tokenHash));
  return row;
}
export type ContratoForSigning = NonNullable<Awaited<ReturnType<typeof findByTokenHash>>>;

/** The contract's row, locked until the end of the transaction: sign and send-code take turns. */
export async function lockContrato(db: Executor, id: string): Promise<ContratoSummary | undefined> {
  const [row] = await db.select(contratoSummary).from(contratos).where(eq(contratos.id, id)).for('update');
  return row;
}

/**
 * Stores a newly rendered document for a pending contract, unless another request stored one for the
 * same content meanwhile; true when this one was stored.
 */
export async function storeDocument(
  db: Executor,
  id: string,
  document: { pdf: Buffer; sha256: string; contentHash: string; mandateReference: string | null; mandateIban: string | null; renderedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(contratos)
    .set({
      documentPdf: document.pdf,
      documentSha256: document.sha256,
      documentContentHash: document.contentHash,
      mandateReference: document.mandateReference,
      mandateIban: document.mandateIban,
      documentRenderedAt: document.renderedAt,
    })
    .where(and(eq(contratos.id, id), eq(contratos.status, 'PENDIENTE'), sql`${contratos.documentContentHash} is distinct from ${document.contentHash}`))
    .returning({ id: contratos.id });
  return rows.length > 0;
}

export async function findDocumentPdf(db: Executor, id: string): Promise<{ pdf: Buffer | null; sha256: string | null } | undefined> {
  const [row] = await db.select({ pdf: contratos.documentPdf, sha256: contratos.documentSha256 }).from(contratos).where(eq(contratos.id, id));
  return row;
}

/** The newest code of a contract, locked with it. */
export async function latestCode(db: Executor, contratoId: string): Promise<ContratoCodigo | undefined> {
  const [row] = await db.select().from(contratoCodigos).where(eq(contratoCodigos.contratoId, contratoId)).orderBy(desc(contratoCodigos.createdAt)).limit(1).for('update');
  return row;
}

/** How many codes the contract was sent since `since`. */
export async function countCodesSince(db: Executor, contratoId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contratoCodigos)
    .where(and(eq(contratoCodigos.contratoId, contratoId), gt(contratoCodigos.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertCode(db: Executor, values: typeof contratoCodigos.$inferInsert): Promise<void> {
  await db.insert(contratoCodigos).values(values);
}

/** One more failed attempt; the attempts now counted. */
export async function countFailedAttempt(db: Executor, codeId: string): Promise<number> {
  const [row] = await db
    .update(contratoCodigos)
    .set({ attempts: sql`${contratoCodigos.attempts} + 1` })
    .where(eq(contratoCodigos.id, codeId))
    .returning({ attempts: contratoCodigos.attempts });
  return row?.attempts ?? 0;
}

export async function markCodeUsed(db: Executor, codeId: string, at: Date): Promise<void> {
  await db.update(contratoCodigos).set({ usedAt: at }).where(and(eq(contratoCodigos.id, codeId), isNull(contratoCodigos.usedAt)));
}

export async function markSigned(
  db: Executor,
  id: string,
  values: { signedAt: Date; signerName: string; signerNif: string; signedPdf: Buffer; signedPdfSha256: string },
): Promise<void> {
  await db
    .update(contratos)
    .set({ status: 'FIRMADO', ...values })
    .where(and(eq(contratos.id, id), eq(contratos.status, 'PENDIENTE')));
}

export async function eventosOf(db: Executor, contratoId: string): Promise<ContratoEvento[]> {
  return db.select().from(contratoEventos).where(eq(contratoEventos.contratoId, contratoId)).orderBy(asc(contratoEventos.seq));
}

/** A company's tool contracts (not its account mandates), newest first, without their PDFs. */
export async function contratosOfEmpresa(db: Executor, empresaId: string): Promise<Array<ContratoSummary & { tool: ToolCode }>> {
  const rows = await db
    .select(contratoSummary)
    .from(contratos)
    .where(and(eq(contratos.empresaId, empresaId), eq(contratos.tipo, 'CONTRATO')))
    .orderBy(desc(contratos.createdAt));
  return rows.filter((row): row is ContratoSummary & { tool: ToolCode } => row.tool !== null);
}

/** The signed contracts of a company, oldest first (contrato_1.pdf is the first signed). */
export async function signedContratoIds(db: Executor, empresaId: string): Promise<string[]> {
  const rows = await db
    .select({ id: contratos.id })
    .from(contratos)
    .where(and(eq(contratos.empresaId, empresaId), eq(contratos.status, 'FIRMADO')))
    .orderBy(asc(contratos.signedAt), asc(contratos.id));
  return rows.map((row) => row.id);
}

export async function findSignedPdf(db: Executor, id: string) {
  const [row] = await db
    .select({ empresaId: contratos.empresaId, tool: contratos.tool, pdf: contratos.signedPdf, sha256: contratos.signedPdfSha256 })
    .from(contratos)
    .where(and(eq(contratos.id, id), eq(contratos.status, 'FIRMADO')));
  return row;
}

/** The pending contract of a tool, locked. */
export async function lockPending(db: Executor, empresaId: string, tool: ToolCode): Promise<ContratoSummary | undefined> {
  const [row] = await db
    .select(contratoSummary)
    .from(contratos)
    .where(and(eq(contratos.empresaId, empresaId), eq(contratos.tool, tool), eq(contratos.status, 'PENDIENTE')))
    .for('update');
  return row;
}

/** A new link for a pending contract: the old token stops working. */
export async function replaceToken(db: Executor, id: string, tokenHash: string, tokenExpiresAt: Date): Promise<void> {
  await db.update(contratos).set({ tokenHash, tokenExpiresAt }).where(eq(contratos.id, id));
}

/** The tool's row of the company (is it on, is its contract signed). */
export async function findToolState(db: Executor, empresaId: string, tool: ToolCode) {
  const [row] = await db
    .select({ activa: empresaTools.activa, fechaFirmaContrato: empresaTools.fechaFirmaContrato })
    .from(empresaTools)
    .where(and(eq(empresaTools.empresaId, empresaId), eq(empresaTools.tool, tool)));
  return row;
}
