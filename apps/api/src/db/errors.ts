/**
 * Whether a database error (or anything it wraps: Drizzle puts the driver's error in `cause`) is a UNIQUE
 * violation, SQLSTATE 23505, the same code on PGlite and PostgreSQL.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
