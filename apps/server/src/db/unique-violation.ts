/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a query failed on a unique index (named `constraint`, when given). Drizzle wraps the driver's
 * error, so its cause is read too; pg and PGlite both carry the SQLSTATE in `code`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    const { code, constraint: violated } = at as Error & { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || violated === constraint;
  }
  return false;
}
