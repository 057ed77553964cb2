import { PLACEHOLDER_IBAN, ROLES, TOOL_CODES, TOOLS } from '@cumplia/shared/enums';
import type { AsignarUsuarioRequest } from '@cumplia/shared/schemas/asignar-usuario';
import { EMPRESA_DNI_NOT_EDITABLE, NO_ADMINISTRADOR_MESSAGE, type Empresa, type EmpresaStaffUpdate, type EmpresaUpdate, type EmpresaWorkerUpdate } from '@cumplia/shared/schemas/empresa';
import { normalizeNif } from '@cumplia/shared/validators/nif';
import { maskIban, normalizeIban } from '@cumplia/shared/validators/iban';
import { formatDateTime } from '@cumplia/shared/calendar';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { cuentaCambiadaEmail } from './cuenta-cambiada-email.ts';
import { empresaIbanCambiado, type EmpresaIbanCambiado } from '../../events/empresa-iban-cambiado.event.ts';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import { findEmpresaAdministrador } from './empresa-administrador.repository.ts';
import type { EmpresaReadsService } from './empresa-reads.service.ts';
import type { EmpresaToolsService } from './empresa-tools.service.ts';
import { toolChangesFromFlags, toolFlagsToWire } from './empresa-wire.ts';
import {
  empresaHasUser,
  findEmpresaRow,
  findEmpresaView,
  isNifCifTaken,
  markEmpresaVerified,
  setEmpresaPermitirDescarga,
  updateEmpresa,
  type NewEmpresa,
} from './empresas.repository.ts';

/** Edits of a company's data and account, by its gestoría and by staff. */
export interface EmpresaEditsService {
  updateOwn(actor: Actor, gestoriaId: string, nifCif: string, input: EmpresaUpdate): Promise<Empresa>;
  /** Creates the administrator user of a company of this gestoría that has none. */
  assignUser(actor: Actor, gestoriaId: string, empresaId: string, input: AsignarUsuarioRequest): Promise<{ id: string; username: string; email: string }>;
  /**
   * Staff edit of any company's data, by id or NIF/CIF; its id. Flags that differ from the company's
   * (the worker's PUT with the three flags, spec 2 §7) switch its tools in the same transaction. The
   * administrator's NIF is not changed here.
   */
  updateByStaff(actor: Actor, idOrNifCif: string, input: EmpresaStaffUpdate | EmpresaWorkerUpdate): Promise<string>;
  /** Staff "Reenviar verificación": the administrator gets a new code, the password is cleared. */
  resendVerification(actor: Actor, empresaId: string): Promise<void>;
  /** Staff "Verificar" in "Nuevas empresas" (spec 2 §4): sets `verificado`, audited; verifying twice changes nothing. */
  verify(actor: Actor, empresaId: string): Promise<void>;
  /** Staff allow or withhold the client's protocol downloads (`permitirDescarga`); audited when it changes. */
  setPermitirDescarga(actor: Actor, empresaId: string, permitirDescarga: boolean): Promise<void>;
  /** The e-mail "Su cuenta de cargo ha cambiado" of an IBAN change (decision 0050), in the listener's unit. */
  notifyIbanChanged(uow: UnitOfWork, cambio: EmpresaIbanCambiado): Promise<void>;
}

export function createEmpresaEditsService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  accounts: AccountsService;
  reads: EmpresaReadsService;
  tools: EmpresaToolsService;
  outbox: OutboxService;
  publicUrl: string;
}): EmpresaEditsService {
  const { db, unitOfWork, accounts, reads, tools, outbox } = deps;

  /**
   * A company's data as an edit form sends it: the NIF/CIF kept unique, the placeholder IBAN unless
   * SEPA. `alsoInUnit` writes more in the same transaction (the worker's tool toggle of the same PUT).
   * The one place a company's IBAN changes (decision 0050): a change is dated (`numCuentaDesde`) and
   * published as `empresa.iban-cambiado`, whose listeners tell the company and send the new
   * account's mandate for signature.
   */
  async function saveEmpresaData(
    actor: Actor,
    por: EmpresaIbanCambiado['por'],
    id: string,
    currentNifCif: string,
    input: EmpresaUpdate | Omit<EmpresaStaffUpdate, 'dni'>,
    alsoInUnit?: (uow: UnitOfWork) => Promise<void>,
  ) {
    if (input.nifCif !== currentNifCif && (await isNifCifTaken(db, input.nifCif))) throw conflict('DUPLICATE_NIF_CIF');
    const values: Partial<NewEmpresa> = { ...input, numCuenta: input.metodoDePago === 'SEPA' ? normalizeIban(input.numCuenta) : PLACEHOLDER_IBAN };
    // A staff edit may leave out what the spec's payload lacks (tipo, numTrabajadores): kept as they are.
    for (const key of Object.keys(values) as Array<keyof NewEmpresa>) if (values[key] === undefined) delete values[key];
    try {
      await unitOfWork.run(async (uow) => {
        const { tx } = uow;
        const before = await findEmpresaRow(tx, id, { lock: true });
        const at = new Date();
        const ibanAnterior = normalizeIban(before?.numCuenta ?? '');
        const ibanChanged = before !== undefined && values.numCuenta !== undefined && values.numCuenta !== ibanAnterior;
        await updateEmpresa(tx, id, ibanChanged ? { ...values, numCuentaDesde: at } : values);
        await recordAudit(tx, actor, { action: 'empresa.updated', entityType: 'empresa', entityId: id, changes: changedFields(before, values) });
        if (ibanChanged) {
          await uow.publish(empresaIbanCambiado, { empresaId: id, ibanAnterior, ibanNuevo: values.numCuenta!, metodoDePago: values.metodoDePago ?? before.metodoDePago, at: at.toISOString(), por });
        }
        await alsoInUnit?.(uow);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'empresas_nif_cif_unique')) throw conflict('DUPLICATE_NIF_CIF');
      throw error;
    }
  }

  return {
    async updateOwn(actor, gestoriaId, nifCif, input) {
      const id = await reads.ownId(gestoriaId, nifCif);
      await saveEmpresaData(actor, 'GESTORIA', id, nifCif.trim().toUpperCase(), input);
      return reads.byId(id);
    },

    async assignUser(actor, gestoriaId, empresaId, input) {
      const empresa = await findEmpresaRow(db, empresaId);
      if (!empresa || empresa.gestoriaId !== gestoriaId) throw notFound('La empresa no existe.');
      if (await empresaHasUser(db, empresaId)) throw conflict('CONFLICT', 'La empresa ya tiene un usuario asignado.');
      const userId = await unitOfWork.run(async (uow) => {
        const id = await accounts.createPendingUser(uow, actor, { username: input.username, name: input.name, email: input.email, roles: [ROLES.COMPANY], empresaIds: [empresaId] });
        await recordAudit(uow.tx, actor, { action: 'empresa.user-assigned', entityType: 'empresa', entityId: empresaId, changes: { username: input.username, email: input.email } });
        return id;
      });
      return { id: userId, username: input.username, email: input.email };
    },

    async updateByStaff(actor, idOrNifCif, input) {
      const id = await reads.staffId(idOrNifCif);
      const current = await findEmpresaView(db, id);
      if (!current) throw notFound('La empresa no existe.');
      const { dni, ...fields } = input;
      if (dni && normalizeNif(dni) !== current.adminUsername) throw badRequest('VALIDATION_ERROR', EMPRESA_DNI_NOT_EDITABLE, { dni: EMPRESA_DNI_NOT_EDITABLE });
      const { lopdgdd, acosoLaboral, desconexionDigital, ...data } = fields as EmpresaWorkerUpdate;
      const flags = { lopdgdd, acosoLaboral, desconexionDigital };
      const was = toolFlagsToWire(current.tools);
      const toggled = TOOL_CODES.some((code) => flags[TOOLS[code].flag] !== undefined && flags[TOOLS[code].flag] !== was[TOOLS[code].flag]);
      // The flags of the spec's worker PUT, in the same transaction as the data: a flag not sent stays
      // as it is; a tool switched on takes the gestoría's price of the moment and its contract goes out
      // for signature.
      const wanted = { ...was, ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)) } as typeof was;
      const toggle = toggled
        ? (uow: UnitOfWork) => tools.change(uow, actor, id, toolChangesFromFlags(wanted, null), { signature: 'link', requirePrice: false, by: 'staff' })
        : undefined;
      await saveEmpresaData(actor, 'STAFF', id, current.empresa.nifCif, data, toggle);
      return id;
    },

    async resendVerification(actor, empresaId) {
      const empresa = await findEmpresaRow(db, empresaId);
      if (!empresa) throw notFound('La empresa no existe.');
      const administrador = await findEmpresaAdministrador(db, empresaId);
      if (!administrador) throw conflict('CONFLICT', NO_ADMINISTRADOR_MESSAGE);
      await accounts.resendVerification(actor, administrador.id);
    },

    async verify(actor, empresaId) {
      await unitOfWork.run(async ({ tx }) => {
        if (await markEmpresaVerified(tx, empresaId)) {
          await recordAudit(tx, actor, { action: 'empresa.verified', entityType: 'empresa', entityId: empresaId, changes: { verificado: [false, true] } });
        } else if (!(await findEmpresaRow(tx, empresaId))) {
          throw notFound('La empresa no existe.');
        }
      });
    },

    async notifyIbanChanged(uow, cambio) {
      const empresa = await findEmpresaRow(uow.tx, cambio.empresaId);
      if (!empresa) return;
      const shown = (iban: string) => (iban === '' || iban === PLACEHOLDER_IBAN ? null : maskIban(iban));
      await outbox.queueEmail(uow, cuentaCambiadaEmail, empresa.email, {
        publicUrl: deps.publicUrl,
        name: empresa.nombre,
        razonSocial: empresa.razonSocial,
        anterior: shown(cambio.ibanAnterior),
        nueva: shown(cambio.ibanNuevo),
        por: CAMBIADO_POR[cambio.por],
        cuando: formatDateTime(cambio.at),
      });
    },

    async setPermitirDescarga(actor, empresaId, permitirDescarga) {
      await unitOfWork.run(async ({ tx }) => {
        const before = await setEmpresaPermitirDescarga(tx, empresaId, permitirDescarga);
        if (before === undefined) throw notFound('La empresa no existe.');
        if (before !== permitirDescarga) {
          await recordAudit(tx, actor, { action: 'empresa.permitir-descarga', entityType: 'empresa', entityId: empresaId, changes: { permitirDescarga: [before, permitirDescarga] } });
        }
      });
    },
  };
}

/** Who changed the account, as the e-mail says it. */
const CAMBIADO_POR: Record<EmpresaIbanCambiado['por'], string> = { GESTORIA: 'su gestoría', STAFF: 'el equipo de Cumplia', EMPRESA: 'usted desde su área de cliente' };

/** The fields whose value changes, as {field: [before, after]}, for the audit log. */
function changedFields(before: object | undefined, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown> | undefined)?.[field];
    if (previous !== value) changes[field] = [previous ?? null, value];
  }
  return changes;
}
