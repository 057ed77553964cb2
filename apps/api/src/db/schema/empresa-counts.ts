import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

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
