import type { ToolCode } from '@cumplia/shared/enums';
import type { Empresa, EmpresaTools } from '@cumplia/shared/schemas/empresa';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import type { ContratoFirmado } from '../../events/contrato-firmado.event.ts';
import { contratosFirmadosEnPapel } from '../../events/contratos-firmados-en-papel.event.ts';
import { recordAudits, type Actor } from '../audit/audit.service.ts';
import type { ContratosService, SignatureRequest } from '../contratos/contratos.service.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import type { EmpresaReadsService } from './empresa-reads.service.ts';
import { insertEmpresaTools, lockEmpresaTools, saveToolStates, signToolContratos } from './empresa-tools.repository.ts';
import { toolChangesFromFlags, type ToolChoice } from './empresa-wire.ts';
import { findEmpresaRow, updateEmpresa } from './empresas.repository.ts';
import { planToolChange, type ContractSignature, type ToolChangePlan } from './tool-change-plan.ts';

/** How a change of an existing company's tools goes. */
export interface ToolChangeOptions {
  signature: ContractSignature;
  /** A tool switched on must come with its price (the superadmin's calls; the toggles take the gestoría's). */
  requirePrice: boolean;
  /** Whose change it is, for the audit log: the gestoría's own, or staff's (superadmin or worker). */
  by: 'gestoria' | 'staff';
}

/** A new company's tools: what its form switches on, each at its price given or else the gestoría's. */
export interface NewCompanyTools {
  empresaId: string;
  wanted: Partial<Record<ToolCode, ToolChoice>>;
  /** Who gets the signature links (the company is not readable yet in the unit of work's statements). */
  contact: NonNullable<SignatureRequest['contact']>;
}

/**
 * A company's tools: every change of them, from every path, planned by `planToolChange` and applied
 * here in a unit of work (decision 0041).
 */
export interface EmpresaToolsService {
  /** The collaborator's switch of one of its companies' three tools (spec 1 §7): at the gestoría's prices, contracts by link. */
  setOwn(actor: Actor, gestoriaId: string, nifCif: string, tools: EmpresaTools): Promise<Empresa>;
  /**
   * Staff switch of any company's tools (by id or NIF/CIF): only the tools given, each switched on at
   * its price or the gestoría's, off keeping its price; audited in the wire's names.
   */
  setByStaff(actor: Actor, idOrNifCif: string, changes: Partial<Record<ToolCode, ToolChoice>>, options: Omit<ToolChangeOptions, 'by'>): Promise<Empresa>;
  /** The worker's toggle (spec 2 §7): the three flags; a tool switched on takes the gestoría's price and its contract goes out by link. */
  setByWorker(actor: Actor, idOrNifCif: string, tools: EmpresaTools): Promise<Empresa>;
  /** A change of an existing company's tools in the caller's unit of work (an edit that also switches tools). */
  change(uow: UnitOfWork, actor: Actor, empresaId: string, changes: Partial<Record<ToolCode, ToolChoice>>, options: ToolChangeOptions): Promise<void>;
  /** New companies' three rows each and their contracts sent, set-wise, in the caller's unit of work (every creation path). */
  addToNewCompanies(uow: UnitOfWork, actor: Actor, gestoriaId: string | null, companies: NewCompanyTools[]): Promise<void>;
  /**
   * A contract signed by SMS code (a listener of `contrato.firmado`): the tool's contract date is set
   * and the company's downloads allowed (spec 0), as a paper signature does.
   */
  recordContratoSigned(uow: UnitOfWork, event: ContratoFirmado): Promise<void>;
}

const AUDIT_ACTIONS = { gestoria: 'empresa.tools-changed', staff: 'empresa.tools-changed-by-staff' } as const;

export function createEmpresaToolsService(deps: {
  unitOfWork: UnitOfWorkRunner;
  reads: EmpresaReadsService;
  gestorias: GestoriasService;
  /** Every tool switched on sends its contract for signature; one switched off annuls it (decision 0022). */
  contratos: ContratosService;
  /** The server's clock: the moment of a change, and so the day a paper signature starts a period. */
  now: () => Date;
}): EmpresaToolsService {
  const { unitOfWork, reads, gestorias, contratos, now } = deps;

  /**
   * The plans' writes in the caller's unit of work, set-wise: the rows, the pending contracts of tools
   * switched off annulled, paper signatures recorded (downloads open, the tools invoiced through
   * `contratos.firmados-en-papel`), the audit of each existing company's change, the contracts sent.
   */
  async function apply(uow: UnitOfWork, actor: Actor, plans: ToolChangePlan[], options: Pick<ToolChangeOptions, 'by' | 'signature'> | null, contacts?: ReadonlyMap<string, NewCompanyTools['contact']>) {
    const { tx } = uow;
    await insertEmpresaTools(tx, plans.filter((plan) => plan.creating).flatMap((plan) => plan.rows));
    await saveToolStates(tx, plans.filter((plan) => !plan.creating).flatMap((plan) => plan.rows));
    for (const plan of plans) {
      if (plan.switchedOff.length > 0) await contratos.annulPending(uow, actor, plan.empresaId, plan.switchedOff);
      if (plan.signedOnPaper.length > 0) {
        await signToolContratos(tx, plan.empresaId, plan.signedOnPaper.map(({ tool }) => tool), plan.at);
        await updateEmpresa(tx, plan.empresaId, { permitirDescarga: true });
        await uow.publish(contratosFirmadosEnPapel, { empresaId: plan.empresaId, tools: plan.signedOnPaper, signedAt: plan.at.toISOString() });
      }
    }
    const sent = plans.filter((plan) => plan.sendForSignature.length > 0);
    if (options) {
      await recordAudits(
        tx,
        actor,
        plans.map((plan) => ({
          action: AUDIT_ACTIONS[options.by],
          entityType: 'empresa',
          entityId: plan.empresaId,
          changes: options.by === 'staff' ? { ...plan.changes, callViafirma: options.signature === 'link' } : plan.changes,
        })),
      );
      await recordAudits(
        tx,
        actor,
        sent.map((plan) => ({ action: 'empresa.contract-signature-requested', entityType: 'empresa', entityId: plan.empresaId, changes: { tools: plan.sendForSignature } })),
      );
    }
    await contratos.requestSignatures(
      uow,
      actor,
      sent.map((plan) => {
        const contact = contacts?.get(plan.empresaId);
        return { empresaId: plan.empresaId, tools: plan.sendForSignature, ...(contact ? { contact } : {}) };
      }),
    );
  }

  async function change(uow: UnitOfWork, actor: Actor, empresaId: string, wanted: Partial<Record<ToolCode, ToolChoice>>, options: ToolChangeOptions) {
    const current = await lockEmpresaTools(uow.tx, empresaId);
    const empresa = await findEmpresaRow(uow.tx, empresaId);
    const prices = await gestorias.toolPricesCents(uow, empresa?.gestoriaId ?? null);
    const plan = planToolChange({ empresaId, current, wanted, prices, signature: options.signature, requirePrice: options.requirePrice, at: now() });
    await apply(uow, actor, [plan], options);
  }

  return {
    async setOwn(actor, gestoriaId, nifCif, tools) {
      const id = await reads.ownId(gestoriaId, nifCif);
      await unitOfWork.run((uow) => change(uow, actor, id, toolChangesFromFlags(tools, null), { signature: 'link', requirePrice: false, by: 'gestoria' }));
      return reads.byId(id);
    },

    async setByStaff(actor, idOrNifCif, changes, options) {
      const id = await reads.staffId(idOrNifCif);
      await unitOfWork.run((uow) => change(uow, actor, id, changes, { ...options, by: 'staff' }));
      return reads.byId(id);
    },

    async setByWorker(actor, idOrNifCif, tools) {
      const id = await reads.staffId(idOrNifCif);
      await unitOfWork.run((uow) => change(uow, actor, id, toolChangesFromFlags(tools, null), { signature: 'link', requirePrice: false, by: 'staff' }));
      return reads.byId(id);
    },

    change,

    async addToNewCompanies(uow, actor, gestoriaId, companies) {
      if (companies.length === 0) return;
      const prices = await gestorias.toolPricesCents(uow, gestoriaId);
      const at = now();
      const plans = companies.map(({ empresaId, wanted }) => planToolChange({ empresaId, current: null, wanted, prices, signature: 'link', requirePrice: false, at }));
      await apply(uow, actor, plans, null, new Map(companies.map((company) => [company.empresaId, company.contact])));
    },

    async recordContratoSigned(uow, event) {
      await signToolContratos(uow.tx, event.empresaId, [event.tool], new Date(event.signedAt));
      await updateEmpresa(uow.tx, event.empresaId, { permitirDescarga: true });
    },
  };
}
