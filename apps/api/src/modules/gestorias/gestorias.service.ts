import { byTool, ROLES, type ToolCode } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS } from '@cumplia/shared/money';
import type { Gestoria, GestoriaCreate, GestoriaListItem, GestoriaListQuery, GestoriaUpdate } from '@cumplia/shared/schemas/gestoria';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import { comisionToBasisPoints, gestoriaRowFromWire, productosFromWire, toGestoriaListItemWire, toGestoriaWire } from './gestoria-wire.ts';
import {
  findGestoria,
  findProductPrices,
  findProductos,
  insertGestoria,
  isNifCifTaken,
  listGestorias,
  lockGestoria,
  replaceProductos,
  updateGestoria,
} from './gestorias.repository.ts';

export interface GestoriaSummary {
  id: string;
  nombreComercial: string;
  razonSocial: string;
  nifCif: string;
}

export interface GestoriasService {
  /** A gestoría's names, or undefined when there is none with this id (the request scope's check). */
  find(gestoriaId: string): Promise<GestoriaSummary | undefined>;
  /** Price per tool for a company of this gestoría, read in the caller's unit of work: its products, else the base prices (spec 0). */
  toolPricesCents(uow: UnitOfWork, gestoriaId: string | null): Promise<Record<ToolCode, number>>;
  /**
   * Staff "Alta de Colaborador": the gestoría, its product lines and its administrator user
   * (ROLE_MANAGEMENT, username = dni), who gets the verification e-mail as a company's does.
   */
  create(actor: Actor, input: GestoriaCreate): Promise<Gestoria>;
  /** The staff's collaborator list, newest first. */
  list(query: GestoriaListQuery): Promise<Page<GestoriaListItem>>;
  /** A gestoría with its product lines; NOT_FOUND when there is none with this id. */
  get(gestoriaId: string): Promise<Gestoria>;
  /** Staff edit (spec 2 §7): the fields given and the product lines, which replace the old ones. */
  update(actor: Actor, gestoriaId: string, input: GestoriaUpdate): Promise<Gestoria>;
}

const GESTORIA_NOT_FOUND = 'La gestoría no existe.';

export function createGestoriasService(deps: { db: Database; unitOfWork: UnitOfWorkRunner; accounts: AccountsService }): GestoriasService {
  const { db, unitOfWork, accounts } = deps;

  async function get(gestoriaId: string): Promise<Gestoria> {
    const row = await findGestoria(db, gestoriaId);
    if (!row) throw notFound(GESTORIA_NOT_FOUND);
    return toGestoriaWire(row, await findProductos(db, gestoriaId));
  }

  /** A NIF/CIF or username taken by a concurrent request between the check and the insert. */
  function duplicateOf(error: unknown) {
    if (isUniqueViolation(error, 'gestorias_nif_cif_unique')) return conflict('DUPLICATE_NIF_CIF');
    if (isUniqueViolation(error, 'users_username_unique')) return conflict('DUPLICATE_USERNAME');
    return error;
  }

  return {
    get,

    async create(actor, input) {
      if (await isNifCifTaken(db, input.nifCif)) throw conflict('DUPLICATE_NIF_CIF');
      let id: string;
      try {
        id = await unitOfWork.run(async (uow) => {
          const row = await insertGestoria(uow.tx, gestoriaRowFromWire(input));
          await replaceProductos(uow.tx, row.id, productosFromWire(input.productos));
          await accounts.createPendingUser(uow, actor, { username: input.dni, name: input.nombre, email: input.email, roles: [ROLES.MANAGEMENT], gestoriaIds: [row.id] });
          const after = toGestoriaWire(row, await findProductos(uow.tx, row.id));
          await recordAudit(uow.tx, actor, { action: 'gestoria.created', entityType: 'gestoria', entityId: row.id, changes: changedFields({}, auditedFields(after)) });
          return row.id;
        });
      } catch (error) {
        throw duplicateOf(error);
      }
      return get(id);
    },

    async list(query) {
      const { rows, total } = await listGestorias(db, query);
      return pageOf(rows.map(toGestoriaListItemWire), total, query);
    },

    async update(actor, gestoriaId, input) {
      try {
        await unitOfWork.run(async ({ tx }) => {
          const row = await lockGestoria(tx, gestoriaId);
          if (!row) throw notFound(GESTORIA_NOT_FOUND);
          const before = toGestoriaWire(row, await findProductos(tx, gestoriaId));
          if (input.nifCif !== row.nifCif && (await isNifCifTaken(tx, input.nifCif, gestoriaId))) throw conflict('DUPLICATE_NIF_CIF');
          const { productos, comision, ...fields } = input;
          await updateGestoria(tx, gestoriaId, { ...fields, comisionBasisPoints: comisionToBasisPoints(comision) });
          await replaceProductos(tx, gestoriaId, productosFromWire(productos));
          const after = toGestoriaWire({ ...row, ...fields, comisionBasisPoints: comisionToBasisPoints(comision) }, await findProductos(tx, gestoriaId));
          await recordAudit(tx, actor, { action: 'gestoria.updated', entityType: 'gestoria', entityId: gestoriaId, changes: changedFields(auditedFields(before), auditedFields(after)) });
        });
      } catch (error) {
        throw duplicateOf(error);
      }
      return get(gestoriaId);
    },

    async find(gestoriaId) {
      const gestoria = await findGestoria(deps.db, gestoriaId);
      return gestoria && { id: gestoria.id, nombreComercial: gestoria.nombreComercial, razonSocial: gestoria.razonSocial, nifCif: gestoria.nifCif };
    },

    async toolPricesCents(uow, gestoriaId) {
      const products = gestoriaId ? await findProductPrices(uow.tx, gestoriaId) : {};
      return byTool((code) => products[code] ?? BASE_PRICES_CENTS[code]);
    },
  };
}

/** What the audit log compares: the wire's fields (product lines as one value), not the timestamps. */
function auditedFields(gestoria: Gestoria): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, productos, ...fields } = gestoria;
  return { ...fields, productos: JSON.stringify(productos) };
}

/** The fields whose value changes, as {field: [before, after]}. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before[field];
    if (previous !== value) changes[field] = [previous ?? null, value];
  }
  return changes;
}
