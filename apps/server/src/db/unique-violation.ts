/**
 * Whether an error is PostgreSQL's unique violation (SQLSTATE 23505), optionally of one constraint or unique index:
 * where the database decides a "no two alike" rule between parallel writes, the repository turns it into the same
 * answer as its own check (docs/decisions/044-limits-in-one-statement-or-lock.md). Looks through drizzle's wrapper
 * (`cause`), as node-postgres and PGlite both report `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return isUniqueViolation(e.cause, constraint, depth + 1);
}
