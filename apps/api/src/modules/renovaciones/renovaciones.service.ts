import { STAFF_ROLES, TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import { eurosToCents, RENEWAL_PRICES_CENTS } from '@cumplia/shared/money';
import { pageOf, type Page, type PageQuery } from '@cumplia/shared/schemas/page';
import {
  RENOVACION_APPROVAL_WINDOW_DAYS,
  RENOVACION_MESSAGES,
  type AdminRenovacionListQuery,
  type GestoriaRenovacionListQuery,
  type Renovacion,
  type RenovacionCompleta,
  type RenovacionProducto,
  type RenovacionProductosSave,
  type WorkerRenovacionListQuery,
} from '@cumplia/shared/schemas/renovacion';
import { normalizeNif } from '@cumplia/shared/validators/nif';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { addYearsIso, daysBetweenIso, madridIsoDate } from '@cumplia/shared/calendar';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { Caller } from '../../plugins/access-policy.ts';
import type { Aviso } from '@cumplia/shared/schemas/avisos';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { renovacionAvisoEmail, renovacionConfirmadaEmail } from './renovacion-emails.ts';
import {
  deleteProducto,
  empresaContact,
  empresaIdOf,
  findRenovacionRow,
  insertProductos,
  insertRenovacion,
  latestRenovacionRow,
  listRenovaciones,
  lockOpenRenovacionOfEmpresa,
  lockRenovacion,
  countPriorityRenovaciones,
  productosOf,
  setProductoPrices,
  setToolPeriods,
  toolsOf,
  touchRenovacion,
  updateRenovacionState,
  type RenovacionFilter,
  type RenovacionState,
  type ToolRow,
} from './renovaciones.repository.ts';
import { toProductoWire, toRenovacionWire, toolLabel } from './renovaciones-wire.ts';

/** A company as staff address it in a path: its id (a uuid) or its NIF/CIF. */
export type EmpresaRef = string;

/** The renewal screens' calls (spec 3 §4–§7); the daily cycle is `renovaciones-cycle.service.ts`. */
export interface RenovacionesService {
  listGestoria(gestoriaId: string, query: GestoriaRenovacionListQuery): Promise<Page<Renovacion>>;
  listAdmin(query: AdminRenovacionListQuery): Promise<Page<Renovacion>>;
  listWorker(query: WorkerRenovacionListQuery): Promise<Page<Renovacion>>;
  productos(renovacionId: string): Promise<RenovacionProducto[]>;
  saveProductos(actor: Actor, renovacionId: string, lines: RenovacionProductosSave): Promise<RenovacionProducto[]>;
  /** Confirmar (spec 3 §4.3): the company's open renewal accepted, inside the approval window. */
  confirm(actor: Actor, empresa: EmpresaRef): Promise<Renovacion>;
  /** Deshabilitar: the company's open renewal disabled; its tools end at the period's end. */
  disable(actor: Actor, empresa: EmpresaRef): Promise<Renovacion>;
  /** The company detail's approve-or-cancel (spec 3 §4.6): pending → accepted, accepted → pending. */
  toggle(actor: Actor, empresa: EmpresaRef): Promise<Renovacion>;
  /** The worker's service toggle (spec 3 §7): a tool in or out of the company's open renewal. */
  toggleTool(actor: Actor, empresa: EmpresaRef, tool: ToolCode): Promise<Renovacion>;
  current(empresa: EmpresaRef): Promise<Renovacion | null>;
  history(empresa: EmpresaRef, query: PageQuery): Promise<Page<Renovacion>>;
  createCompleta(actor: Actor, empresa: EmpresaRef, input: RenovacionCompleta): Promise<Renovacion>;
  /** The staff bell: a pending renewal has reached its renewal date. */
  /** The staff bell's notice: renewals pending a decision whose date has come (spec 1 §1). */
  priorityRenovacionesAviso(user: Caller): Promise<Aviso | null>;
}

/**
 * A staff renewal continues the running period of the tools it renews (docs/decisions/0075): the
 * daily job invoices the next period from the renewal's `fechaFin` (renovaciones-cycle.service.ts),
 * so an end other than the period's leaves days unbilled (later) or bills them twice (earlier). Tools
 * whose periods end on different days are renewed separately, one renewal per period end. Tools
 * without a period (never signed nor adopted) take the renewal's dates, as spec 3 §9 has them.
 */
function refuseGapOrOverlap(wanted: readonly ToolCode[], tools: readonly ToolRow[], fechaFin: string) {
  const periods = wanted.flatMap((tool) => {
    const end = tools.find((row) => row.tool === tool)?.fechaFin;
    return end ? [{ tool, end }] : [];
  });
  const ends = new Set(periods.map((period) => period.end));
  if (ends.size > 1) {
    const message = RENOVACION_MESSAGES.periodosDistintos(periods.map((period) => RENOVACION_MESSAGES.finDeHerramienta(toolLabel(period.tool), period.end)).join(', '));
    throw badRequest('VALIDATION_ERROR', message, { fechaFin: message });
  }
  const [end] = ends;
  if (end !== undefined && end !== fechaFin) {
    const message = RENOVACION_MESSAGES.fechaFinPeriodo(periods.map((period) => toolLabel(period.tool)).join(', '), end);
    throw badRequest('VALIDATION_ERROR', message, { fechaFin: message });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRenovacionesService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  outbox: Pick<OutboxService, 'queueEmails'>;
  publicUrl: string;
  /** The clock: tests move it through the years. */
  now?: () => Date;
}): RenovacionesService {
  const { db, unitOfWork, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => madridIsoDate(now());

  async function empresaId(ref: EmpresaRef): Promise<string> {
    const trimmed = ref.trim();
    const id = UUID.test(trimmed) ? await empresaIdOf(db, { id: trimmed.toLowerCase() }) : await empresaIdOf(db, { nifCif: normalizeNif(trimmed) });
    if (!id) throw notFound(RENOVACION_MESSAGES.empresaNotFound);
    return id;
  }

  async function view(id: string): Promise<Renovacion> {
    const row = await findRenovacionRow(db, id);
    if (!row) throw notFound(RENOVACION_MESSAGES.notFound);
    return toRenovacionWire(row, today());
  }

  async function page(filter: RenovacionFilter, query: PageQuery, order: 'admin' | 'worker' | 'newest'): Promise<Page<Renovacion>> {
    const day = today();
    const { rows, total } = await listRenovaciones(db, filter, query, order, day);
    return pageOf(
      rows.map((row) => toRenovacionWire(row, day)),
      total,
      query,
    );
  }

  /** The company's open renewal, locked; 404 when it has none. */
  async function openOf(uow: UnitOfWork, id: string): Promise<RenovacionState> {
    const open = await lockOpenRenovacionOfEmpresa(uow.tx, id);
    if (!open) throw notFound(RENOVACION_MESSAGES.noCurrent);
    return open;
  }

  function refuseClosed(state: RenovacionState) {
    if (state.procesada || state.cerrada) throw conflict('CONFLICT', RENOVACION_MESSAGES.alreadyProcessed);
  }

  /** The e-mail lines: the tools the renewal renews at its prices. */
  async function lineasOf(uow: UnitOfWork, renovacionId: string) {
    return (await productosOf(uow.tx, renovacionId)).map((row) => ({ tool: row.tool, precioCents: row.precioCents }));
  }

  async function accept(uow: UnitOfWork, actor: Actor, state: RenovacionState) {
    refuseClosed(state);
    if (state.deshabilitarRenovacion) throw conflict('CONFLICT', RENOVACION_MESSAGES.alreadyDisabled);
    if (state.renueva) return;
    if (daysBetweenIso(today(), state.fechaRenovacion) > RENOVACION_APPROVAL_WINDOW_DAYS) throw conflict('CONFLICT', RENOVACION_MESSAGES.approvalWindow);
    await updateRenovacionState(uow.tx, state.id, { renueva: true, deshabilitarRenovacion: false }, now());
    await recordAudit(uow.tx, actor, { action: 'renovacion.accepted', entityType: 'renovacion', entityId: state.id, changes: { empresaId: state.empresaId, fechaFin: state.fechaFin } });
    const contact = await empresaContact(uow.tx, state.empresaId);
    const lineas = await lineasOf(uow, state.id);
    if (contact?.email && lineas.length > 0) {
      await outbox.queueEmails(uow, renovacionConfirmadaEmail, [
        { to: contact.email, data: { publicUrl, razonSocial: contact.razonSocial, fechaFin: state.fechaFin, fechaFinNueva: addYearsIso(state.fechaFin, 1), lineas } },
      ]);
    }
  }

  async function cancelAcceptance(uow: UnitOfWork, actor: Actor, state: RenovacionState) {
    refuseClosed(state);
    if (state.deshabilitarRenovacion) throw conflict('CONFLICT', RENOVACION_MESSAGES.alreadyDisabled);
    await updateRenovacionState(uow.tx, state.id, { renueva: false, deshabilitarRenovacion: false }, now());
    await recordAudit(uow.tx, actor, { action: 'renovacion.acceptance-cancelled', entityType: 'renovacion', entityId: state.id, changes: { empresaId: state.empresaId } });
  }

  return {
    async listGestoria(gestoriaId, query) {
      const { page: _page, size: _size, ...filter } = query;
      return page({ ...filter, gestoriaId, nombreEmpresa: filter.nombreEmpresa || undefined, nifCif: filter.nifCif || undefined }, query, 'newest');
    },

    async listAdmin(query) {
      const { page: _page, size: _size, ...filter } = query;
      return page({ ...filter, nombreEmpresa: filter.nombreEmpresa || undefined, nifCif: filter.nifCif || undefined }, query, 'admin');
    },

    async listWorker(query) {
      const { page: _page, size: _size, ...filter } = query;
      return page({ ...filter, nombreEmpresa: filter.nombreEmpresa || undefined, nifCif: filter.nifCif || undefined }, query, 'worker');
    },

    async productos(renovacionId) {
      if (!(await findRenovacionRow(db, renovacionId))) throw notFound(RENOVACION_MESSAGES.notFound);
      return (await productosOf(db, renovacionId)).map(toProductoWire);
    },

    async saveProductos(actor, renovacionId, lines) {
      await unitOfWork.run(async (uow) => {
        const state = await lockRenovacion(uow.tx, renovacionId);
        if (!state) throw notFound(RENOVACION_MESSAGES.notFound);
        refuseClosed(state);
        if (state.deshabilitarRenovacion) throw conflict('CONFLICT', RENOVACION_MESSAGES.alreadyDisabled);
        const current = await productosOf(uow.tx, renovacionId);
        const prices = lines.map((line, index) => {
          const producto = current.find((row) => row.tool === line.nombrePlantilla);
          if (!producto) throw badRequest('VALIDATION_ERROR', RENOVACION_MESSAGES.toolNotInRenewal, { [`${index}.nombrePlantilla`]: RENOVACION_MESSAGES.toolNotInRenewal });
          if (line.productoId && line.productoId !== producto.id) {
            throw badRequest('VALIDATION_ERROR', RENOVACION_MESSAGES.productoUnknown, { [`${index}.productoId`]: RENOVACION_MESSAGES.productoUnknown });
          }
          return { tool: producto.tool, precioCents: eurosToCents(line.precioDescuento), before: producto.precioCents };
        });
        const changed = prices.filter((price) => price.precioCents !== price.before);
        if (changed.length === 0) return;
        // Accepted, the company has been e-mailed these prices as confirmed: the invoice charges what it was told.
        if (state.renueva) throw conflict('CONFLICT', RENOVACION_MESSAGES.preciosAceptada);
        await setProductoPrices(uow.tx, renovacionId, changed);
        await touchRenovacion(uow.tx, renovacionId, now());
        await recordAudit(uow.tx, actor, {
          action: 'renovacion.prices-changed',
          entityType: 'renovacion',
          entityId: renovacionId,
          changes: Object.fromEntries(changed.map((price) => [price.tool, [price.before / 100, price.precioCents / 100]])),
        });
      });
      return (await productosOf(db, renovacionId)).map(toProductoWire);
    },

    async confirm(actor, ref) {
      const id = await empresaId(ref);
      const renovacionId = await unitOfWork.run(async (uow) => {
        const state = await openOf(uow, id);
        await accept(uow, actor, state);
        return state.id;
      });
      return view(renovacionId);
    },

    async disable(actor, ref) {
      const id = await empresaId(ref);
      const renovacionId = await unitOfWork.run(async (uow) => {
        const state = await openOf(uow, id);
        refuseClosed(state);
        if (!state.deshabilitarRenovacion) {
          await updateRenovacionState(uow.tx, state.id, { renueva: false, deshabilitarRenovacion: true }, now());
          await recordAudit(uow.tx, actor, { action: 'renovacion.disabled', entityType: 'renovacion', entityId: state.id, changes: { empresaId: id, fechaFin: state.fechaFin } });
        }
        return state.id;
      });
      return view(renovacionId);
    },

    async toggle(actor, ref) {
      const id = await empresaId(ref);
      const renovacionId = await unitOfWork.run(async (uow) => {
        const state = await openOf(uow, id);
        if (state.renueva) await cancelAcceptance(uow, actor, state);
        else await accept(uow, actor, state);
        return state.id;
      });
      return view(renovacionId);
    },

    async toggleTool(actor, ref, tool) {
      const id = await empresaId(ref);
      const renovacionId = await unitOfWork.run(async (uow) => {
        const state = await openOf(uow, id);
        refuseClosed(state);
        if (state.deshabilitarRenovacion) throw conflict('CONFLICT', RENOVACION_MESSAGES.alreadyDisabled);
        // Accepted, the company has been e-mailed these tools and prices as confirmed: a tool added or
        // taken out would change the invoice it was told about, as a price would (decision 0030).
        if (state.renueva) throw conflict('CONFLICT', RENOVACION_MESSAGES.serviciosAceptada);
        const covered = await productosOf(uow.tx, state.id);
        if (covered.some((row) => row.tool === tool)) {
          if (covered.length === 1) throw conflict('CONFLICT', RENOVACION_MESSAGES.lastTool);
          await deleteProducto(uow.tx, state.id, tool);
        } else {
          const row = (await toolsOf(uow.tx, id)).find((candidate) => candidate.tool === tool);
          if (!row?.activa) throw conflict('CONFLICT', RENOVACION_MESSAGES.toolNotActive(toolLabel(tool)));
          await insertProductos(uow.tx, state.id, [{ tool, precioCents: row.precioCents > 0 ? row.precioCents : RENEWAL_PRICES_CENTS[tool] }]);
        }
        await touchRenovacion(uow.tx, state.id, now());
        await recordAudit(uow.tx, actor, { action: 'renovacion.tool-toggled', entityType: 'renovacion', entityId: state.id, changes: { tool, renovada: !covered.some((row) => row.tool === tool) } });
        return state.id;
      });
      return view(renovacionId);
    },

    async current(ref) {
      const row = await latestRenovacionRow(db, await empresaId(ref));
      return row ? toRenovacionWire(row, today()) : null;
    },

    async history(ref, query) {
      return page({ empresaId: await empresaId(ref) }, query, 'newest');
    },

    async createCompleta(actor, ref, input) {
      const id = await empresaId(ref);
      const wanted = TOOL_CODES.filter((code) => input.tools[TOOLS[code].flag]);
      let renovacionId: string | undefined;
      try {
        renovacionId = await unitOfWork.run(async (uow) => {
          const { tx } = uow;
          // The renewal before the tools, in the order the job's closing takes them.
          if (await lockOpenRenovacionOfEmpresa(tx, id)) throw conflict('CONFLICT', RENOVACION_MESSAGES.overlapping);
          const tools = await toolsOf(tx, id, true);
          const inactive = wanted.filter((code) => !tools.find((row) => row.tool === code)?.activa);
          if (inactive.length > 0) {
            const message = RENOVACION_MESSAGES.toolNotActive(inactive.map(toolLabel).join(', '));
            throw badRequest('VALIDATION_ERROR', message, { tools: message });
          }
          refuseGapOrOverlap(wanted, tools, input.fechaFin);
          const created = await insertRenovacion(tx, { empresaId: id, fechaInicio: input.fechaInicio, fechaFin: input.fechaFin, fechaRenovacion: input.fechaRenovacion, origen: 'STAFF', at: now() });
          if (!created) throw conflict('CONFLICT', RENOVACION_MESSAGES.overlapping);
          const lineas = wanted.map((tool) => {
            const line = input.productos.find((producto) => producto.nombrePlantilla === tool);
            const current = tools.find((row) => row.tool === tool)?.precioCents ?? 0;
            return { tool, precioCents: line ? eurosToCents(line.precioDescuento) : current > 0 ? current : RENEWAL_PRICES_CENTS[tool] };
          });
          await insertProductos(tx, created, lineas);
          // A tool with a running period keeps it (the renewal ends where it ends, checked above); a tool
          // without one takes the renewal's dates as its period (a period needs an end after its start).
          const unperioded = wanted.filter((code) => !tools.find((row) => row.tool === code)?.fechaFin);
          if (input.fechaFin > input.fechaInicio) await setToolPeriods(tx, id, unperioded, input.fechaInicio, input.fechaFin);
          await recordAudit(tx, actor, {
            action: 'renovacion.created',
            entityType: 'renovacion',
            entityId: created,
            changes: { empresaId: id, fechaInicio: input.fechaInicio, fechaFin: input.fechaFin, fechaRenovacion: input.fechaRenovacion, productos: lineas.map((linea) => [linea.tool, linea.precioCents / 100]) },
          });
          const contact = await empresaContact(tx, id);
          if (input.enviarEmail && contact?.email) {
            await outbox.queueEmails(uow, renovacionAvisoEmail, [
              {
                to: contact.email,
                data: { publicUrl, razonSocial: contact.razonSocial, fechaFin: input.fechaFin, fechaFinNueva: addYearsIso(input.fechaFin, 1), fechaRenovacion: input.fechaRenovacion, lineas },
              },
            ]);
          }
          return created;
        });
      } catch (error) {
        if (!(error instanceof AppError) && isUniqueViolation(error)) throw conflict('CONFLICT', RENOVACION_MESSAGES.overlapping);
        throw error;
      }
      return view(renovacionId);
    },

    async priorityRenovacionesAviso(user) {
      if (!user.roles.some((role) => STAFF_ROLES.includes(role))) return null;
      const total = await countPriorityRenovaciones(db, today());
      return total > 0 ? { tipo: 'RENOVACIONES_PRIORITARIAS', total } : null;
    },
  };
}
