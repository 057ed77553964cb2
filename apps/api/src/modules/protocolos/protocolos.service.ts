import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import type { EmpresaStaffDetail } from '@cumplia/shared/schemas/empresa';
import {
  NO_ACTIVE_PROTOCOLS,
  NO_ACTIVE_PROTOCOLS_TO_SEND,
  PROTOCOLOS,
  plantillaNotAvailableMessage,
  protocoloFileName,
  protocolosZipFileName,
  type ProtocolDownloadEntry,
} from '@cumplia/shared/schemas/protocolo';
import {
  DATOS_PROTOCOLOS_MESSAGES,
  DATOS_REQUERIDOS_KEYS,
  datosPendientes,
  familiaDeCnae,
  type DatosProtocolos,
  type DatosProtocolosResponse,
  type EmpresasDatosPendientes,
} from '@cumplia/shared/schemas/datos-protocolos';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { zipFiles } from '../../lib/zip-files.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { EmpresaEditsService } from '../empresas/empresa-edits.service.ts';
import type { EmpresaReadsService } from '../empresas/empresa-reads.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { findDatosProtocolos, insertDatosProtocolos, listEmpresasConDatosPendientes, saveDatosProtocolos } from './datos-protocolos.repository.ts';
import { renderProtocol } from './documents/protocol-documents.ts';
import { adopcionDe, type ProtocolInput } from './documents/protocol-input.ts';
import { protocolosEmail } from './protocolos-email.ts';

/** A protocol's PDF and the name it is saved as. */
export interface ProtocolFile {
  fileName: string;
  bytes: Buffer;
}

/** The provider that prepares the documents (configuration), named in their footers. */
export interface ProtocolProvider {
  nombre: string;
  nif: string;
  email: string;
}

export interface ProtocolosService {
  /**
   * The client's own template (GET pdfs/empresas/my/plantillas/{slug}): only when the company is
   * verified, its downloads are allowed, the tool is on and its contract signed (spec 1 §4, §6);
   * otherwise 404 with the spec 1 §8 text.
   */
  plantilla(empresaId: string, tool: ToolCode): Promise<ProtocolFile>;
  /** Staff: the company's active protocols, as {type, name} (docs/decisions/0023: a tool that is on). */
  activeProtocols(empresaId: string): Promise<ProtocolDownloadEntry[]>;
  /** Staff: one active protocol's PDF, saved as Protocolo_{name}_{nifCif}.pdf. */
  staffDownload(empresaId: string, tool: ToolCode): Promise<ProtocolFile>;
  /**
   * Staff "Descargar protocolos" with several active (issue 25): their PDFs in one
   * Protocolos_{nifCif}.zip, each named as it would be downloaded alone; 404 with none active.
   */
  staffZip(empresaId: string): Promise<ProtocolFile>;
  /** Staff "Enviar protocolos": one e-mail to the company with the PDFs of its active tools, through the outbox. */
  send(actor: Actor, empresaId: string): Promise<{ recipient: string; tools: ToolCode[] }>;
  /** Staff allow or withhold the client's downloads. */
  setPermitirDescarga(actor: Actor, empresaId: string, permitirDescarga: boolean): Promise<void>;
  /** "Datos para los protocolos" of a company (docs/decisions/0046): the facts, which are missing, its family. */
  datos(empresaId: string): Promise<DatosProtocolosResponse>;
  /** Stores the facts whole, audited; the harassment channel may not be the administrator's own e-mail. */
  saveDatos(actor: Actor, empresaId: string, datos: DatosProtocolos): Promise<DatosProtocolosResponse>;
  /**
   * The facts of companies created in the caller's unit of work (a bulk upload's lines that carry
   * them, docs/decisions/0056): stored with the companies, whose creation is audited.
   */
  saveDatosNuevas(uow: UnitOfWork, rows: Array<{ empresaId: string; datos: DatosProtocolos }>): Promise<void>;
  /** The company id of one of the gestoría's companies (404 for another gestoría's). */
  ownEmpresaId(gestoriaId: string, nifCif: string): Promise<string>;
  /** The gestoría's companies with facts missing. */
  pendientesDeGestoria(gestoriaId: string): Promise<EmpresasDatosPendientes>;
}

/** How many companies with facts missing the gestoría's notice lists. */
const PENDIENTES_LIMIT = 50;

type Herramienta = EmpresaStaffDetail['herramientas'][number];

const toolRow = (empresa: EmpresaStaffDetail, tool: ToolCode): Herramienta | undefined => empresa.herramientas.find((row) => row.tool === tool);

/** The company's data a template is filled with. */
function companyOf(empresa: EmpresaStaffDetail): ProtocolInput['empresa'] {
  return {
    razonSocial: empresa.razonSocial,
    nombreComercial: empresa.nombreComercial,
    nifCif: empresa.nifCif,
    tipo: empresa.tipo,
    nombre: empresa.nombre,
    email: empresa.email,
    telefono: empresa.telefono,
    direccion: empresa.direccion,
    codigoPostal: empresa.codigoPostal,
    localidad: empresa.localidad,
    provincia: empresa.provincia,
    cnae: empresa.cnae,
    actividad: empresa.actividad,
    numTrabajadores: empresa.numTrabajadores,
  };
}

export function createProtocolosService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  empresaReads: EmpresaReadsService;
  empresaEdits: EmpresaEditsService;
  outbox: OutboxService;
  proveedor: ProtocolProvider;
  publicUrl: string;
  /** The clock, for the issue date (tests and the bench give their own). */
  now?: () => Date;
}): ProtocolosService {
  const { db, unitOfWork, empresaReads, empresaEdits, outbox, proveedor, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** The company with its tool rows (when each contract was signed). */
  const empresaOf = (empresaId: string) => empresaReads.staffDetail(empresaId);

  async function render(empresa: EmpresaStaffDetail, tool: ToolCode, fileName: string): Promise<ProtocolFile> {
    const datos = await findDatosProtocolos(db, empresa.id);
    const adoptadoEl = adopcionDe(tool, toolRow(empresa, tool)?.fechaFirmaContrato ?? null, datos);
    const input: ProtocolInput = { empresa: companyOf(empresa), datos, emitidoEl: now(), adoptadoEl: adoptadoEl ? new Date(adoptadoEl) : null, proveedor };
    return { fileName, bytes: await renderProtocol(tool, input) };
  }

  const responseOf = (empresa: { cnae: string }, datos: DatosProtocolos): DatosProtocolosResponse => ({
    datos,
    pendientes: datosPendientes(datos),
    familia: datos.familiaActividad ?? familiaDeCnae(empresa.cnae),
  });

  const activeTools = (empresa: EmpresaStaffDetail) => TOOL_CODES.filter((tool) => toolRow(empresa, tool)?.activa === true);

  return {
    async plantilla(empresaId, tool) {
      const refused = notFound(plantillaNotAvailableMessage(tool));
      let empresa: EmpresaStaffDetail;
      try {
        empresa = await empresaOf(empresaId);
      } catch (error) {
        // A company that is gone answers like one that may not download.
        throw error instanceof AppError && error.statusCode === 404 ? refused : error;
      }
      const row = toolRow(empresa, tool);
      if (!empresa.verificado || !empresa.permitirDescarga || !row?.activa || !row.fechaFirmaContrato) throw refused;
      return render(empresa, tool, PROTOCOLOS[tool].plantillaFile);
    },

    async activeProtocols(empresaId) {
      const empresa = await empresaOf(empresaId);
      return activeTools(empresa).map((tool) => ({ type: tool, name: PROTOCOLOS[tool].name }));
    },

    async staffDownload(empresaId, tool) {
      const empresa = await empresaOf(empresaId);
      if (!activeTools(empresa).includes(tool)) throw notFound(`La empresa no tiene activo el protocolo ${PROTOCOLOS[tool].name}.`);
      return render(empresa, tool, protocoloFileName(tool, empresa.nifCif));
    },

    async staffZip(empresaId) {
      const empresa = await empresaOf(empresaId);
      const tools = activeTools(empresa);
      if (tools.length === 0) throw notFound(NO_ACTIVE_PROTOCOLS);
      const files = await Promise.all(tools.map((tool) => render(empresa, tool, protocoloFileName(tool, empresa.nifCif))));
      return { fileName: protocolosZipFileName(empresa.nifCif), bytes: await zipFiles(files, now()) };
    },

    async send(actor, empresaId) {
      const empresa = await empresaOf(empresaId);
      const tools = activeTools(empresa);
      if (tools.length === 0) throw conflict('CONFLICT', NO_ACTIVE_PROTOCOLS_TO_SEND);
      const datos = await findDatosProtocolos(db, empresaId);
      const data = {
        publicUrl,
        empresa: companyOf(empresa),
        datos,
        emitidoEl: now().toISOString(),
        proveedor,
        protocolos: tools.map((tool) => ({ tool, adoptadoEl: adopcionDe(tool, toolRow(empresa, tool)?.fechaFirmaContrato ?? null, datos) })),
      };
      await unitOfWork.run(async (uow) => {
        await outbox.queueEmail(uow, protocolosEmail, empresa.email, data);
        await recordAudit(uow.tx, actor, { action: 'empresa.protocols-sent', entityType: 'empresa', entityId: empresaId, changes: { email: empresa.email, tools } });
      });
      return { recipient: empresa.email, tools };
    },

    setPermitirDescarga: (actor, empresaId, permitirDescarga) => empresaEdits.setPermitirDescarga(actor, empresaId, permitirDescarga),

    async datos(empresaId) {
      const empresa = await empresaOf(empresaId);
      return responseOf(empresa, await findDatosProtocolos(db, empresaId));
    },

    async saveDatos(actor, empresaId, datos) {
      const empresa = await empresaOf(empresaId);
      // A complaint about the administrator cannot go to the administrator's own mailbox.
      if (datos.canalAcoso !== null && datos.canalAcoso === empresa.email.trim().toLowerCase()) {
        throw badRequest('VALIDATION_ERROR', DATOS_PROTOCOLOS_MESSAGES.canalAcosoAdministrador, { canalAcoso: DATOS_PROTOCOLOS_MESSAGES.canalAcosoAdministrador });
      }
      await unitOfWork.run(async (uow) => {
        const before = await findDatosProtocolos(uow.tx, empresaId);
        await saveDatosProtocolos(uow.tx, empresaId, datos);
        await recordAudit(uow.tx, actor, { action: 'empresa.datos-protocolos', entityType: 'empresa', entityId: empresaId, changes: { before, after: datos } });
      });
      return responseOf(empresa, datos);
    },

    saveDatosNuevas: (uow, rows) => insertDatosProtocolos(uow.tx, rows),

    async ownEmpresaId(gestoriaId, nifCif) {
      return (await empresaReads.getOwn(gestoriaId, nifCif)).id;
    },

    pendientesDeGestoria: (gestoriaId) => listEmpresasConDatosPendientes(db, gestoriaId, DATOS_REQUERIDOS_KEYS.length, PENDIENTES_LIMIT),
  };
}
