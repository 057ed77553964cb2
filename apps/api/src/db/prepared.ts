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

/**
 * PostgreSQL's unnamed statement, as a prepared statement's name: parsed and planned again on each
 * call, with that call's values, and never kept by the connection.
 */
export const UNNAMED_STATEMENT = '';

/**
 * A family of statements made once per shape (the conditions a call has, `keyOf`) and database
 * handle, for statements whose values decide their plan, like a search's words between the trigram
 * index and the others (decision 0065): `build` prepares them as UNNAMED_STATEMENT, so Drizzle builds
 * each shape's SQL once and PostgreSQL still plans every call for its own values, where a named
 * statement would settle on one generic plan for all.
 */
export function statementsByShape<Shape, Statement>(keyOf: (shape: Shape) => string, build: (db: Executor, shape: Shape) => Statement): (db: Executor, shape: Shape) => Statement {
  const made = new WeakMap<Executor, Map<string, Statement>>();
  return (db, shape) => {
    let family = made.get(db);
    if (!family) made.set(db, (family = new Map()));
    const key = keyOf(shape);
    let statement = family.get(key);
    if (!statement) family.set(key, (statement = build(db, shape)));
    return statement;
  };
}
