import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS } from '@cumplia/shared/money';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedUser } from '../../plugins/access-policy.ts';
import { findGestoria, findProductPrices } from './gestorias.repository.ts';

export interface GestoriasService {
  /** The collaborator's own gestoría; GESTORIA_NOT_FOUND when the user has none. */
  ownGestoria(user: AuthenticatedUser): Promise<{ id: string; nombreComercial: string; razonSocial: string; nifCif: string }>;
  /** Price per tool for a company of this gestoría: its products, else the base prices (spec 0). */
  toolPricesCents(db: Executor, gestoriaId: string | null): Promise<Record<ToolCode, number>>;
}

export function createGestoriasService(deps: { db: Database }): GestoriasService {
  return {
    async ownGestoria(user) {
      const gestoriaId = user.gestoriaIds[0];
      const gestoria = gestoriaId ? await findGestoria(deps.db, gestoriaId) : undefined;
      if (!gestoria) throw new AppError(403, 'GESTORIA_NOT_FOUND');
      return { id: gestoria.id, nombreComercial: gestoria.nombreComercial, razonSocial: gestoria.razonSocial, nifCif: gestoria.nifCif };
    },

    async toolPricesCents(db, gestoriaId) {
      const products = gestoriaId ? await findProductPrices(db, gestoriaId) : {};
      return Object.fromEntries(TOOL_CODES.map((code) => [code, products[code] ?? BASE_PRICES_CENTS[code]])) as Record<ToolCode, number>;
    },
  };
}
