import { createHash } from 'node:crypto';
import { PLACEHOLDER_IBAN, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { ErrorCode } from '@cumplia/shared/errors';
import {
  FIRMA_CODE_SENT_MESSAGE,
  FIRMA_SUCCESS_MESSAGE,
  type FirmaCodigoResponse,
  type FirmaContrato,
  type FirmaRequest,
  type FirmaResponse,
} from '@cumplia/shared/schemas/contrato';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { maskPhone } from '@cumplia/shared/validators/phone';
import { normalizeIban } from '@cumplia/shared/validators/iban';
import type { Database } from '../../db/database.ts';
import type { ContratoStatus } from '../../db/schema/index.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { equalHex, hmacHex, randomDigits, randomToken, sha256Hex } from '../../lib/crypto.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { contratoFirmado } from '../../events/contrato-firmado.event.ts';
import { contratoFirmaEmail, contratoSigningLink } from './contrato-firma-email.ts';
import { contratoSections, contratoTitle, renderContratoPdf, renderSectionsPdf, type ContratoDocumentInput } from './contrato-document.ts';
import { accountMandateReferenceOf, MANDATO_SUBTITLE, MANDATO_TITLE, mandatoSections } from './mandato-document.ts';
import { mandatoFirmaEmail } from './mandato-firma-email.ts';
import {
  annulPending,
  annulPendingMandato,
  contratosOfEmpresa,
  hasSignedContracts,
  insertMandatoSent,
  countFailedAttempt,
  eventosOf,
  findByTokenHash,
  findDocumentPdf,
  findEmpresaContacts,
  findSignedPdf,
  findToolState,
  insertCode,
  insertContratosSent,
  insertEventos,
  latestCode,
  lockContrato,
  lockPending,
  markCodeUsed,
  markSigned,
  replaceToken,
  countCodesSince,
  signedContratoIds,
  storeDocument,
  type ContratoForSigning,
  type EmpresaContact,
} from './contratos.repository.ts';
import { appendEvidence, pageCount, renderEvidencePdf } from './evidence.ts';
import { sealPdf, type SealCertificate } from './seal.ts';
import { endingSentence } from '@cumplia/shared/sentences';

/** A signing code lasts 10 minutes, allows 3 attempts, and a new one may be asked for after a minute. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 3;
export const CODE_RESEND_COOLDOWN_MS = 60 * 1000;
/** At most this many codes per contract in any 24 hours (issue 24): each SMS costs, and each gives fresh attempts. */
export const CODES_PER_CONTRACT_PER_DAY = 5;

export const NO_CONTRATOS_MESSAGE = 'No tiene descargas de contratos asociados';
export const UNKNOWN_LINK_MESSAGE = 'El enlace de firma no es válido. Compruebe que lo ha copiado entero o use el enlace más reciente que le hayamos enviado.';

/** The contracts of one company's tools switched on; `contact` spares a read when the caller has the company's data. */
export interface SignatureRequest {
  empresaId: string;
  tools: readonly ToolCode[];
  contact?: { razonSocial: string; nombre: string; email: string; telefono: string };
}

/** Where a step came from: the evidence keeps its address and browser. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface StaffContrato {
  id: string;
  tool: ToolCode;
  status: ContratoStatus;
  createdAt: string;
  signedAt: string | null;
  tokenExpiresAt: string;
}

/** A contract's PDF as stored, with the SHA-256 of its bytes (stored with them). */
export interface ContratoPdf {
  pdf: Buffer;
  sha256: string;
  fileName: string;
}

export interface ContratosService {
  /**
   * Sends the contracts of tools switched on, in the caller's unit of work and a few statements for
   * any number of companies (a bulk upload's batch): a PENDIENTE contract per (company, tool), the
   * link /firma/{token} by SMS to the company phone and by e-mail, an ENVIADO event. The document
   * itself is rendered when the signing page first opens. A pending contract of the same tool is
   * annulled first.
   */
  requestSignatures(uow: UnitOfWork, actor: Actor, requests: SignatureRequest[]): Promise<void>;
  /**
   * A company's debtor account changed (decision 0050): its pending mandate of an earlier new account
   * is annulled and, when it pays by SEPA from a real account and has signed contracts, a mandate for
   * `iban` goes out for signature (SMS and e-mail with the link /firma/{token}), in the caller's unit.
   * True when one was sent.
   */
  requestAccountMandate(uow: UnitOfWork, actor: Actor, request: { empresaId: string; iban: string; sepa: boolean }): Promise<boolean>;
  /** Tools switched off: their pending contracts are annulled (ANULADO event), in the caller's unit. */
  annulPending(uow: UnitOfWork, actor: Actor, empresaId: string, tools: readonly ToolCode[]): Promise<void>;
  /** The signing page: the contract's text and its document's SHA-256 (rendered now if needed). */
  open(token: string, client: ClientInfo): Promise<FirmaContrato>;
  /** The document shown, as a PDF (pending or signed contract). */
  documentPdf(token: string): Promise<ContratoPdf>;
  sendCode(token: string, documentSha256: string, client: ClientInfo): Promise<FirmaCodigoResponse>;
  sign(token: string, request: FirmaRequest, client: ClientInfo): Promise<FirmaResponse>;
  /** The signed PDF by the signing link (the signer's copy, while the link lasts). */
  signedPdfByToken(token: string): Promise<ContratoPdf>;
  /** The URLs of a company's signed contracts (GET {core}/pdfs/download/{companyId}). */
  signedUrls(empresaId: string): Promise<string[]>;
  /** A signed contract's PDF; `empresaIds` null for staff (any company), else the caller's companies. */
  signedPdf(contratoId: string, empresaIds: readonly string[] | null): Promise<ContratoPdf>;
  listForStaff(empresaId: string): Promise<StaffContrato[]>;
  /** Staff "Reenviar enlace de firma": a new link for the tool's pending contract (or a first one). */
  resend(actor: Actor, empresaId: string, tool: ToolCode): Promise<void>;
  /**
   * The signed-in client's "Firmar ahora": the path of a new signing link of the tool's pending
   * contract, sent nowhere. Links are kept only as hashes, so the link e-mailed before stops working
   * (its page says to use the newest one).
   */
  signingPath(actor: Actor, empresaId: string, tool: ToolCode): Promise<string>;
}

export interface ContratosConfig {
  publicUrl: string;
  proveedor: Proveedor;
  creditorId: string;
  linkValidDays: number;
  /** The URL prefix under which signed contracts are served. */
  signedPdfUrlPrefix: string;
}

/** The SEPA mandate's reference of a contract: unique, at most 35 characters, only what the scheme allows. */
export function mandateReferenceOf(contratoId: string, tool: ToolCode): string {
  return `CUMPLIA-${tool}-${contratoId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
}

const fail = (status: number, code: ErrorCode, message?: string, data?: Record<string, unknown>) => new AppError(status, code, message, data);

export function createContratosService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  outbox: OutboxService;
  config: ContratosConfig;
  /** Keys the signing codes' hashes. */
  secret: string;
  seal: () => Promise<SealCertificate>;
}): ContratosService {
  const { db, unitOfWork, outbox, config, secret } = deps;

  const linkExpiry = (from: Date) => new Date(from.getTime() + config.linkValidDays * 24 * 3600 * 1000);
  const codeHash = (contratoId: string, code: string) => hmacHex(secret, `contrato:${contratoId}:${code}`);

  /** How a document is named in texts: the tool's contract, or the new account's mandate. */
  const documentLabel = (contrato: { tool: ToolCode | null }) => (contrato.tool ? `el contrato de ${TOOLS[contrato.tool].label}` : 'la orden de domiciliación de su nueva cuenta');
  const titleOf = (contrato: { tool: ToolCode | null }) => (contrato.tool ? contratoTitle(contrato.tool) : MANDATO_TITLE);
  const fileStem = (contrato: { tool: ToolCode | null }) => (contrato.tool ? `contrato_${contrato.tool.toLowerCase()}` : 'orden_domiciliacion');

  /** One SMS per company and action, with each contract's link (a bulk upload sends thousands). */
  function smsText(razonSocial: string, links: Array<{ tool: ToolCode; token: string }>, resent: boolean): string {
    const list = links.map((link) => `${TOOLS[link.tool].label}: ${contratoSigningLink(config.publicUrl, link.token)}`).join(' · ');
    const what = links.length === 1 ? 'el contrato' : 'los contratos';
    return `Cumplia: ${resent ? `nuevo enlace para firmar ${what}` : `firme ${what}`} de ${endingSentence(razonSocial)} ${list} (caduca en ${config.linkValidDays} días)`;
  }

  /**
   * One SMS and one e-mail per company listing its contracts' links, in one statement per channel for
   * any number of companies. `contacts` are the companies' (read when the caller has not got them).
   */
  async function queueLinks(
    uow: UnitOfWork,
    links: Array<{ empresaId: string; tool: ToolCode; token: string }>,
    resent: boolean,
    known: ReadonlyMap<string, Omit<EmpresaContact, 'id'>> = new Map(),
  ) {
    const missing = [...new Set(links.map((link) => link.empresaId))].filter((id) => !known.has(id));
    const contacts = new Map<string, Omit<EmpresaContact, 'id'>>(known);
    for (const row of await findEmpresaContacts(uow.tx, missing)) contacts.set(row.id, row);
    const byEmpresa = new Map<string, typeof links>();
    for (const link of links) {
      if (!contacts.has(link.empresaId)) continue;
      byEmpresa.set(link.empresaId, [...(byEmpresa.get(link.empresaId) ?? []), link]);
    }
    const groups = [...byEmpresa].map(([empresaId, group]) => ({ contact: contacts.get(empresaId)!, group }));
    await outbox.queueSmsBatch(
      uow,
      groups.map(({ contact, group }) => ({ to: contact.telefono, text: smsText(contact.razonSocial, group, resent) })),
    );
    await outbox.queueEmails(
      uow,
      contratoFirmaEmail,
      groups.map(({ contact, group }) => ({
        to: contact.email,
        data: {
          publicUrl: config.publicUrl,
          name: contact.nombre,
          razonSocial: contact.razonSocial,
          contracts: group.map((link) => ({ toolLabel: TOOLS[link.tool].label, token: link.token })),
          validDays: config.linkValidDays,
          resent,
        },
      })),
    );
  }

  async function annul(uow: UnitOfWork, actor: Actor, empresaId: string, tools: readonly ToolCode[]) {
    const now = new Date();
    const ids = await annulPending(uow.tx, empresaId, tools, now);
    await insertEventos(
      uow.tx,
      ids.map((contratoId) => ({ contratoId, tipo: 'ANULADO' as const, at: now, ip: actor.clientIp, userAgent: null, detail: { por: actor.username } })),
    );
  }

  /** The contract of a link; unknown links are 404, whatever the reason. */
  async function byToken(token: string): Promise<ContratoForSigning> {
    const found = token.length >= 20 && token.length <= 100 ? await findByTokenHash(db, sha256Hex(token)) : undefined;
    if (!found) throw notFound(UNKNOWN_LINK_MESSAGE);
    return found;
  }

  /** A pending contract whose link still works, else the reason as a Spanish 409. */
  function assertSignable(contrato: { status: ContratoStatus; tokenExpiresAt: Date }, now = new Date()) {
    if (contrato.status === 'FIRMADO') throw conflict('CONTRACT_ALREADY_SIGNED');
    if (contrato.status === 'ANULADO') throw conflict('CONTRACT_CANCELLED');
    if (contrato.tokenExpiresAt.getTime() <= now.getTime()) throw conflict('CONTRACT_LINK_EXPIRED');
  }

  function documentInput(found: ContratoForSigning & { contrato: { tool: ToolCode } }, issuedAt: Date): ContratoDocumentInput {
    const { contrato, empresa } = found;
    return {
      contratoId: contrato.id,
      proveedor: config.proveedor,
      creditorId: config.creditorId,
      empresa: { ...empresa, dni: empresa.adminUsername ?? '—' },
      tool: contrato.tool,
      precioCents: found.precioCents ?? 0,
      mandateReference: empresa.metodoDePago === 'SEPA' ? (contrato.mandateReference ?? mandateReferenceOf(contrato.id, contrato.tool)) : null,
      issuedAt,
    };
  }

  /** What a pending document says now: a tool's contract, or a new account's mandate (decision 0050). */
  function documentNow(found: ContratoForSigning, issuedAt: Date) {
    const { contrato, empresa } = found;
    if (contrato.tool === null) {
      const mandateReference = contrato.mandateReference ?? accountMandateReferenceOf(contrato.id);
      const sections = mandatoSections({ proveedor: config.proveedor, creditorId: config.creditorId, empresa: { ...empresa, dni: empresa.adminUsername ?? '—' }, mandateReference });
      return {
        title: MANDATO_TITLE,
        sections,
        mandateReference,
        precioCents: 0,
        render: () => renderSectionsPdf({ title: MANDATO_TITLE, subtitle: MANDATO_SUBTITLE, empresa, reference: `Referencia de la orden: ${mandateReference}`, issuedAt, issuer: config.proveedor.nombre }, sections),
      };
    }
    const input = documentInput({ ...found, contrato: { ...contrato, tool: contrato.tool } }, issuedAt);
    const sections = contratoSections(input);
    return { title: contratoTitle(input.tool), sections, mandateReference: input.mandateReference, precioCents: input.precioCents, render: () => renderContratoPdf(input, sections) };
  }

  /**
   * The document of a pending contract as it stands: rendered again (and kept) when the company's
   * data changed since it was last rendered, so the page always shows what would be signed. The
   * mandate's IBAN is kept with it: a collection from another account waits for a new mandate.
   */
  async function currentDocument(found: ContratoForSigning) {
    const issuedAt = new Date();
    const { title, sections, mandateReference, precioCents, render } = documentNow(found, issuedAt);
    const contentHash = sha256Hex(JSON.stringify({ title, sections, precio: precioCents }));
    if (found.contrato.documentContentHash === contentHash && found.contrato.documentSha256) {
      return { sections, title, sha256: found.contrato.documentSha256 };
    }
    const pdf = await render();
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const mandateIban = mandateReference ? normalizeIban(found.empresa.numCuenta) : null;
    const stored = await storeDocument(db, found.contrato.id, { pdf, sha256, contentHash, mandateReference, mandateIban, renderedAt: issuedAt });
    if (stored) return { sections, title, sha256 };
    // Another request stored the same content meanwhile: its bytes (and hash) are the document.
    const again = await findDocumentPdf(db, found.contrato.id);
    return { sections, title, sha256: again?.sha256 ?? sha256 };
  }

  async function resendAvailableAt(contratoId: string): Promise<string | null> {
    const code = await latestCode(db, contratoId);
    return code ? new Date(code.createdAt.getTime() + CODE_RESEND_COOLDOWN_MS).toISOString() : null;
  }

  async function requestSignatures(uow: UnitOfWork, actor: Actor, requests: SignatureRequest[]): Promise<void> {
    const pairs = requests.flatMap((request) => [...new Set(request.tools)].map((tool) => ({ empresaId: request.empresaId, tool })));
    if (pairs.length === 0) return;
    // A tool switched on again: its earlier pending contract gives way (a single company's change;
    // a bulk upload's companies are new and have none).
    if (requests.length === 1) await annul(uow, actor, requests[0]!.empresaId, requests[0]!.tools);
    const now = new Date();
    const tokens = pairs.map(() => randomToken(32));
    const inserted = await insertContratosSent(
      uow.tx,
      pairs.map((pair, index) => ({ ...pair, tokenHash: sha256Hex(tokens[index]!) })),
      { tokenExpiresAt: linkExpiry(now), at: now, ip: actor.clientIp, por: actor.username },
    );
    if (inserted.length !== pairs.length) throw new Error('insert contratos returned fewer rows than given');
    const known = new Map(requests.flatMap((request) => (request.contact ? [[request.empresaId, request.contact] as const] : [])));
    await queueLinks(uow, pairs.map((pair, index) => ({ ...pair, token: tokens[index]! })), false, known);
  }

  return {
    requestSignatures,

    async requestAccountMandate(uow, actor, request) {
      const now = new Date();
      const annulled = await annulPendingMandato(uow.tx, request.empresaId, now);
      await insertEventos(
        uow.tx,
        annulled.map((contratoId) => ({ contratoId, tipo: 'ANULADO' as const, at: now, ip: actor.clientIp, userAgent: null, detail: { por: actor.username, motivo: 'La cuenta cambió otra vez.' } })),
      );
      const iban = normalizeIban(request.iban);
      if (!request.sepa || iban === PLACEHOLDER_IBAN || !(await hasSignedContracts(uow.tx, request.empresaId))) return false;
      const token = randomToken(32);
      await insertMandatoSent(uow.tx, request.empresaId, { tokenHash: sha256Hex(token), tokenExpiresAt: linkExpiry(now), at: now, ip: actor.clientIp, por: actor.username, iban });
      const [contact] = await findEmpresaContacts(uow.tx, [request.empresaId]);
      if (!contact) return false;
      const link = contratoSigningLink(config.publicUrl, token);
      await outbox.queueSms(uow, contact.telefono, `Cumplia: firme la orden de domiciliación de la nueva cuenta de ${contact.razonSocial}: ${link} (caduca en ${config.linkValidDays} días). Si no pidió el cambio, no firme.`);
      await outbox.queueEmail(uow, mandatoFirmaEmail, contact.email, {
        publicUrl: config.publicUrl,
        name: contact.nombre,
        razonSocial: contact.razonSocial,
        ibanTerminacion: iban.slice(-4),
        token,
        validDays: config.linkValidDays,
        proveedorEmail: config.proveedor.email,
      });
      return true;
    },

    annulPending: (uow, actor, empresaId, tools) => annul(uow, actor, empresaId, tools),

    async open(token, client) {
      const found = await byToken(token);
      const { contrato, empresa } = found;
      const base = {
        status: contrato.status,
        empresa: { razonSocial: empresa.razonSocial, nifCif: empresa.nifCif },
        tool: contrato.tool,
        telefono: maskPhone(empresa.telefono),
        signedAt: contrato.signedAt?.toISOString() ?? null,
      };
      if (contrato.status !== 'PENDIENTE') {
        if (contrato.status === 'ANULADO') throw conflict('CONTRACT_CANCELLED');
        // Signed: the page offers the signed PDF; the text is not rebuilt from data that may have changed since.
        return { ...base, title: titleOf(contrato), sections: [], documentSha256: contrato.documentSha256 ?? '', resendAvailableAt: null };
      }
      assertSignable(contrato);
      const document = await currentDocument(found);
      await insertEventos(db, [{ contratoId: contrato.id, tipo: 'ABIERTO', ip: client.ip, userAgent: client.userAgent, detail: { documentSha256: document.sha256 } }]);
      return { ...base, title: document.title, sections: document.sections, documentSha256: document.sha256, resendAvailableAt: await resendAvailableAt(contrato.id) };
    },

    async documentPdf(token) {
      const found = await byToken(token);
      if (found.contrato.status === 'ANULADO') throw conflict('CONTRACT_CANCELLED');
      if (found.contrato.status === 'PENDIENTE') {
        assertSignable(found.contrato);
        await currentDocument(found);
      }
      const document = await findDocumentPdf(db, found.contrato.id);
      if (!document?.pdf || !document.sha256) throw notFound(UNKNOWN_LINK_MESSAGE);
      return { pdf: document.pdf, sha256: document.sha256, fileName: `${fileStem(found.contrato)}_${found.empresa.nifCif}.pdf` };
    },

    async sendCode(token, documentSha256, client) {
      const found = await byToken(token);
      assertSignable(found.contrato);
      // The code is bound to the document as it stands now, which must be the one the page shows.
      const current = await currentDocument(found);
      if (current.sha256 !== documentSha256) throw conflict('DOCUMENT_CHANGED');
      const code = randomDigits(6);
      const now = new Date();
      const outcome = await unitOfWork.run(async (uow) => {
        const contrato = await lockContrato(uow.tx, found.contrato.id);
        if (!contrato) return { error: notFound(UNKNOWN_LINK_MESSAGE) };
        try {
          assertSignable(contrato, now);
        } catch (error) {
          return { error: error as AppError };
        }
        if (contrato.documentSha256 !== documentSha256) return { error: conflict('DOCUMENT_CHANGED') };
        // The contract's row is locked: concurrent requests count one after the other.
        if ((await countCodesSince(uow.tx, contrato.id, new Date(now.getTime() - 86_400_000))) >= CODES_PER_CONTRACT_PER_DAY) {
          return { error: fail(429, 'SIGNING_CODE_LIMIT') };
        }
        const previous = await latestCode(uow.tx, contrato.id);
        if (previous && now.getTime() - previous.createdAt.getTime() < CODE_RESEND_COOLDOWN_MS) {
          const availableAt = new Date(previous.createdAt.getTime() + CODE_RESEND_COOLDOWN_MS);
          const seconds = Math.ceil((availableAt.getTime() - now.getTime()) / 1000);
          return {
            error: fail(409, 'SIGNING_CODE_COOLDOWN', `Acabamos de enviarle un código. Podrá pedir otro dentro de ${seconds} segundos.`, { resendAvailableAt: availableAt.toISOString() }),
          };
        }
        await insertCode(uow.tx, {
          contratoId: contrato.id,
          codeHash: codeHash(contrato.id, code),
          documentSha256,
          phone: found.empresa.telefono,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        });
        await insertEventos(uow.tx, [
          { contratoId: contrato.id, tipo: 'CODIGO_ENVIADO', at: now, ip: client.ip, userAgent: client.userAgent, detail: { telefono: maskPhone(found.empresa.telefono), documentSha256 } },
        ]);
        await outbox.queueSms(
          uow,
          found.empresa.telefono,
          `Cumplia: su código para firmar ${documentLabel(contrato)} es ${code}. Caduca en 10 minutos. No lo comparta con nadie.`,
        );
        return { error: null };
      });
      if (outcome.error) throw outcome.error;
      return {
        telefono: maskPhone(found.empresa.telefono),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        resendAvailableAt: new Date(now.getTime() + CODE_RESEND_COOLDOWN_MS).toISOString(),
        message: FIRMA_CODE_SENT_MESSAGE,
      };
    },

    async sign(token, request, client) {
      const found = await byToken(token);
      const seal = await deps.seal();
      // What fails inside is returned, not thrown: a wrong code's attempt and its event must commit.
      const outcome = await unitOfWork.run(async (uow): Promise<{ error: AppError } | { signedAt: Date }> => {
        const { tx } = uow;
        const now = new Date();
        const contrato = await lockContrato(tx, found.contrato.id);
        if (!contrato) return { error: notFound(UNKNOWN_LINK_MESSAGE) };
        try {
          assertSignable(contrato, now);
        } catch (error) {
          return { error: error as AppError };
        }
        if (!contrato.documentSha256 || contrato.documentSha256 !== request.documentSha256) return { error: conflict('DOCUMENT_CHANGED') };
        const code = await latestCode(tx, contrato.id);
        if (!code || code.usedAt || code.expiresAt.getTime() <= now.getTime() || code.attempts >= CODE_MAX_ATTEMPTS) {
          return { error: fail(400, 'SIGNING_CODE_EXPIRED') };
        }
        // A code issued for another version of the document cannot sign this one.
        if (code.documentSha256 !== request.documentSha256) return { error: conflict('DOCUMENT_CHANGED') };
        if (!equalHex(codeHash(contrato.id, request.code), code.codeHash)) {
          const attempts = await countFailedAttempt(tx, code.id);
          await insertEventos(tx, [{ contratoId: contrato.id, tipo: 'CODIGO_ERRONEO', at: now, ip: client.ip, userAgent: client.userAgent, detail: { intento: attempts } }]);
          const left = CODE_MAX_ATTEMPTS - attempts;
          const message =
            left > 0
              ? `El código no es correcto. Le ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`
              : 'El código no es correcto y se han agotado los intentos. Pida un código nuevo.';
          return { error: fail(400, 'SIGNING_CODE_INVALID', message, { code: message, intentosRestantes: left }) };
        }

        await markCodeUsed(tx, code.id, now);
        const verifiedAt = now;
        const signedAt = new Date(now.getTime() + 1);
        await insertEventos(tx, [
          { contratoId: contrato.id, tipo: 'CODIGO_VERIFICADO', at: verifiedAt, ip: client.ip, userAgent: client.userAgent, detail: { documentSha256: request.documentSha256 } },
          { contratoId: contrato.id, tipo: 'FIRMADO', at: signedAt, ip: client.ip, userAgent: client.userAgent, detail: { documentSha256: request.documentSha256, aceptacionExpresa: true } },
        ]);
        const document = await findDocumentPdf(tx, contrato.id);
        if (!document?.pdf) return { error: conflict('DOCUMENT_CHANGED') };
        const events = (await eventosOf(tx, contrato.id)).filter((event) => event.tipo !== 'ANULADO');
        const signer = { nombre: found.empresa.nombre, nif: found.empresa.adminUsername ?? '—' };
        const title = titleOf(contrato);
        const evidence = await renderEvidencePdf({
          contratoId: contrato.id,
          title,
          issuer: config.proveedor.nombre,
          empresa: { razonSocial: found.empresa.razonSocial, nifCif: found.empresa.nifCif },
          signer,
          telefono: maskPhone(found.empresa.telefono),
          documentSha256: contrato.documentSha256,
          documentPages: await pageCount(document.pdf),
          signedAt,
          mandateReference: contrato.mandateReference,
          events: events.map((event) => ({ tipo: event.tipo, at: event.at, ip: event.ip, userAgent: event.userAgent })),
        });
        const sealed = await sealPdf(await appendEvidence(document.pdf, evidence), seal, {
          reason: `Firma de ${title} por ${signer.nombre} (NIF ${signer.nif}) mediante código SMS`,
          name: config.proveedor.nombre,
          location: config.proveedor.localidad,
          contactInfo: config.proveedor.email,
          signingTime: signedAt,
        });
        await markSigned(tx, contrato.id, {
          signedAt,
          signerName: signer.nombre,
          signerNif: signer.nif,
          signedPdf: sealed,
          signedPdfSha256: createHash('sha256').update(sealed).digest('hex'),
        });
        await recordAudit(tx, { userId: null, username: signer.nif, clientIp: client.ip, requestId: null }, {
          action: contrato.tool ? 'contrato.signed' : 'mandato.signed',
          entityType: 'empresa',
          entityId: contrato.empresaId,
          changes: { contratoId: contrato.id, tool: contrato.tool, documentSha256: contrato.documentSha256, mandateReference: contrato.mandateReference, iban: contrato.mandateIban },
        });
        // A new account's mandate signs no contract: nothing is invoiced, no tool changes; SEPA reads it when it collects.
        if (!contrato.tool) return { signedAt };
        await uow.publish(contratoFirmado, {
          contratoId: contrato.id,
          empresaId: contrato.empresaId,
          tool: contrato.tool,
          signedAt: signedAt.toISOString(),
          precioCents: found.precioCents ?? 0,
          metodoDePago: found.empresa.metodoDePago,
          mandateReference: contrato.mandateReference,
        });
        return { signedAt };
      });
      if ('error' in outcome) throw outcome.error;
      return { status: 'FIRMADO', signedAt: outcome.signedAt.toISOString(), message: FIRMA_SUCCESS_MESSAGE };
    },

    async signedPdfByToken(token) {
      const found = await byToken(token);
      if (found.contrato.status !== 'FIRMADO') throw notFound('El contrato aún no está firmado.');
      if (found.contrato.tokenExpiresAt.getTime() <= Date.now()) throw conflict('CONTRACT_LINK_EXPIRED');
      const signed = await findSignedPdf(db, found.contrato.id);
      if (!signed?.pdf || !signed.sha256) throw notFound('El contrato aún no está firmado.');
      return { pdf: signed.pdf, sha256: signed.sha256, fileName: `${fileStem(signed)}_${found.empresa.nifCif}_firmado.pdf` };
    },

    async signedUrls(empresaId) {
      const ids = await signedContratoIds(db, empresaId);
      if (ids.length === 0) throw notFound(NO_CONTRATOS_MESSAGE);
      return ids.map((id) => `${config.signedPdfUrlPrefix}/${id}`);
    },

    async signedPdf(contratoId, empresaIds) {
      const signed = await findSignedPdf(db, contratoId);
      // Another company's contract is simply not found.
      if (!signed?.pdf || !signed.sha256 || (empresaIds !== null && !empresaIds.includes(signed.empresaId))) throw notFound(NO_CONTRATOS_MESSAGE);
      return { pdf: signed.pdf, sha256: signed.sha256, fileName: `${fileStem(signed)}.pdf` };
    },

    async listForStaff(empresaId) {
      const rows = await contratosOfEmpresa(db, empresaId);
      return rows.map((row) => ({
        id: row.id,
        tool: row.tool,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        signedAt: row.signedAt?.toISOString() ?? null,
        tokenExpiresAt: row.tokenExpiresAt.toISOString(),
      }));
    },

    async resend(actor, empresaId, tool) {
      await unitOfWork.run(async (uow) => {
        const state = await findToolState(uow.tx, empresaId, tool);
        if (!state) throw notFound('La empresa no existe.');
        if (!state.activa) throw conflict('CONFLICT', `La herramienta ${TOOLS[tool].label} no está activa: no hay contrato que firmar.`);
        if (state.fechaFirmaContrato) throw conflict('CONTRACT_ALREADY_SIGNED');
        const pending = await lockPending(uow.tx, empresaId, tool);
        if (!pending) {
          // A tool switched on before contracts were sent (or signed on paper and undone): a first link.
          await requestSignatures(uow, actor, [{ empresaId, tools: [tool] }]);
          return;
        }
        const token = randomToken(32);
        const now = new Date();
        await replaceToken(uow.tx, pending.id, sha256Hex(token), linkExpiry(now));
        await insertEventos(uow.tx, [{ contratoId: pending.id, tipo: 'REENVIADO', at: now, ip: actor.clientIp, userAgent: null, detail: { por: actor.username } }]);
        await queueLinks(uow, [{ empresaId, tool, token }], true);
        await recordAudit(uow.tx, actor, { action: 'contrato.link-resent', entityType: 'empresa', entityId: empresaId, changes: { tool, contratoId: pending.id } });
      });
    },

    async signingPath(actor, empresaId, tool) {
      return unitOfWork.run(async (uow) => {
        const pending = await lockPending(uow.tx, empresaId, tool);
        if (!pending) throw conflict('CONFLICT', `No hay un contrato de ${TOOLS[tool].label} pendiente de firma.`);
        const token = randomToken(32);
        const now = new Date();
        await replaceToken(uow.tx, pending.id, sha256Hex(token), linkExpiry(now));
        await insertEventos(uow.tx, [{ contratoId: pending.id, tipo: 'REENVIADO', at: now, ip: actor.clientIp, userAgent: null, detail: { por: actor.username, desde: 'inicio' } }]);
        // The web's own path, whatever PUBLIC_URL is: the page opens it in the app.
        return `/firma/${encodeURIComponent(token)}`;
      });
    },
  };
}
