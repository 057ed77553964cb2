import { boolean, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * How many companies each gestoría has, as deltas the triggers of migration 0006 append when
 * companies are inserted, deleted or moved between gestorías (docs/decisions/0014). Appending
 * instead of updating one counter row keeps concurrent creations in one gestoría from waiting on
 * each other; the total is the sum of a gestoría's deltas, and an hourly job folds them into one.
 */
export const empresaCountDeltas = pgTable(
  'empresa_count_deltas',
  {
    gestoriaId: uuid('gestoria_id').notNull(),
    delta: integer('delta').notNull(),
  },
  (table) => [index().on(table.gestoriaId, table.delta)],
);

/**
 * How many companies there are in all, verified or not (the staff list's total and the homes'
 * "Nuevas empresas", docs/decisions/0017): deltas the triggers of migrations 0010 and 0011 append
 * when companies are inserted, deleted or verified, folded by the same hourly job. Same reasoning as
 * the gestorías' deltas: appending never makes creations wait.
 */
export const empresaTotalDeltas = pgTable('empresa_total_deltas', {
  verificado: boolean('verificado').notNull(),
  delta: integer('delta').notNull(),
});
