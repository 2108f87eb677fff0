/** The error and every error it wraps (Drizzle puts the driver's error in `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a database error is a UNIQUE violation, SQLSTATE 23505, the same code on PGlite and PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of chain(error)) if (link.code === "23505") return true;
  return false;
}

/** SQLSTATEs of a connection lost or refused: the server shut down, is starting, or the link broke (class 08). */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
/** What the driver says when it has no connection at all (no SQLSTATE: the server never answered). */
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Why the database could not answer, when it is not the request's fault: `busy` when a statement ran past
 * the statement timeout (SQLSTATE 57014, cancelled by the server), `unavailable` when there is no working
 * connection (PostgreSQL restarting, unreachable, or every pooled connection taken for 5 s). Both are a 503
 * for the caller, who may try again; neither is a bug.
 */
export function databaseTrouble(error: unknown): "busy" | "unavailable" | undefined {
  for (const link of chain(error)) {
    if (link.code === "57014") return "busy";
    if (typeof link.code === "string" && (UNAVAILABLE_STATES.has(link.code) || UNAVAILABLE_ERRNO.has(link.code))) {
      return "unavailable";
    }
    if (typeof link.message === "string" && UNAVAILABLE_MESSAGE.test(link.message)) return "unavailable";
  }
  return undefined;
}
