import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import type { EmpresaStaffDetail } from '@cumplia/shared/schemas/empresa';
import {
  NO_ACTIVE_PROTOCOLS_TO_SEND,
  PROTOCOLOS,
  plantillaNotAvailableMessage,
  protocoloFileName,
  type ProtocolDownloadEntry,
} from '@cumplia/shared/schemas/protocolo';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { EmpresasService } from '../empresas/empresas.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { renderProtocol } from './documents/protocol-documents.ts';
import type { ProtocolInput } from './documents/protocol-input.ts';
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
  /** Staff "Enviar protocolos": one e-mail to the company with the PDFs of its active tools, through the outbox. */
  send(actor: Actor, empresaId: string): Promise<{ recipient: string; tools: ToolCode[] }>;
  /** Staff allow or withhold the client's downloads. */
  setPermitirDescarga(actor: Actor, empresaId: string, permitirDescarga: boolean): Promise<void>;
}

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
    provincia: empresa.provincia,
    cnae: empresa.cnae,
    actividad: empresa.actividad,
    numTrabajadores: empresa.numTrabajadores,
  };
}

export function createProtocolosService(deps: {
  unitOfWork: UnitOfWorkRunner;
  empresas: EmpresasService;
  outbox: OutboxService;
  proveedor: ProtocolProvider;
  publicUrl: string;
  /** The clock, for the issue date (tests and the bench give their own). */
  now?: () => Date;
}): ProtocolosService {
  const { unitOfWork, empresas, outbox, proveedor, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** The company with its tool rows (when each contract was signed). */
  const empresaOf = (empresaId: string) => empresas.staffDetail(empresaId);

  function render(empresa: EmpresaStaffDetail, tool: ToolCode, fileName: string): Promise<ProtocolFile> {
    const signedAt = toolRow(empresa, tool)?.fechaFirmaContrato;
    const input: ProtocolInput = { empresa: companyOf(empresa), emitidoEl: now(), adoptadoEl: signedAt ? new Date(signedAt) : null, proveedor };
    return renderProtocol(tool, input).then((bytes) => ({ fileName, bytes }));
  }

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

    async send(actor, empresaId) {
      const empresa = await empresaOf(empresaId);
      const tools = activeTools(empresa);
      if (tools.length === 0) throw conflict('CONFLICT', NO_ACTIVE_PROTOCOLS_TO_SEND);
      const data = {
        publicUrl,
        empresa: companyOf(empresa),
        emitidoEl: now().toISOString(),
        proveedor,
        protocolos: tools.map((tool) => ({ tool, adoptadoEl: toolRow(empresa, tool)?.fechaFirmaContrato ?? null })),
      };
      await unitOfWork.run(async (uow) => {
        await outbox.queueEmailTemplate(uow, protocolosEmail, empresa.email, data);
        await recordAudit(uow.tx, actor, { action: 'empresa.protocols-sent', entityType: 'empresa', entityId: empresaId, changes: { email: empresa.email, tools } });
      });
      return { recipient: empresa.email, tools };
    },

    setPermitirDescarga: (actor, empresaId, permitirDescarga) => empresas.setPermitirDescarga(actor, empresaId, permitirDescarga),
  };
}
