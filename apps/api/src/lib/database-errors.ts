/** The PostgreSQL error behind a driver or Drizzle error, if any. */
export function postgresErrorOf(error: unknown): { code: string; constraint?: string; detail?: string; table?: string; column?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: string; detail?: string; table?: string; column?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint, detail: candidate.detail, table: candidate.table, column: candidate.column };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const pgError = postgresErrorOf(error);
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
};
