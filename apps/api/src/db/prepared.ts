import type { Executor } from './database.ts';

/**
 * A named prepared statement, made once per database handle: Drizzle builds its SQL once, and
 * PostgreSQL parses it once per connection (node-postgres remembers the names it has sent) and may
 * keep its plan. For the hot, fixed-shape statements (a refresh, a login, an unfiltered list), where
 * building and planning cost as much as running. `build` must give the same SQL on every handle.
 */
export function preparedStatement<Statement>(build: (db: Executor) => Statement): (db: Executor) => Statement {
  const made = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) made.set(db, (statement = build(db)));
    return statement;
  };
}
