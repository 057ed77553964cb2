import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import { BASE_PRICES_CENTS } from '@cumplia/shared/money';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { findGestoria, findProductPrices } from './gestorias.repository.ts';

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
}

export function createGestoriasService(deps: { db: Database }): GestoriasService {
  return {
    async find(gestoriaId) {
      const gestoria = await findGestoria(deps.db, gestoriaId);
      return gestoria && { id: gestoria.id, nombreComercial: gestoria.nombreComercial, razonSocial: gestoria.razonSocial, nifCif: gestoria.nifCif };
    },

    async toolPricesCents(uow, gestoriaId) {
      const products = gestoriaId ? await findProductPrices(uow.tx, gestoriaId) : {};
      return Object.fromEntries(TOOL_CODES.map((code) => [code, products[code] ?? BASE_PRICES_CENTS[code]])) as Record<ToolCode, number>;
    },
  };
}
