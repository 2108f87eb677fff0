import type { FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import { accountRepository } from "../modules/account/account.repository.ts";
import { AccountType } from "../modules/account/account.schema.ts";
import { unauthorized } from "./errors.ts";

export interface Actor {
  user: NonNullable<Awaited<ReturnType<typeof accountRepository.findById>>>;
  sessionId: string;
  isAdmin: boolean;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : undefined;
}

/**
 * Resolves the caller from the bearer token: a well-signed token whose session is live and whose account is
 * neither locked nor deleted. Anything else is 401, so a lock takes effect on the very next request.
 */
export async function authenticate(deps: Deps, request: FastifyRequest): Promise<Actor> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await deps.accessTokens.verify(token);
  if (!claims) throw unauthorized();
  const session = await accountRepository.findSession(deps.db, claims.sessionId);
  if (!session || session.userId !== claims.userId) throw unauthorized();
  const user = await accountRepository.findById(deps.db, claims.userId);
  // Checked before the session (which the lock revoked too), so the web can say why: the spec's
  // 'Your account has been Locked or Deleted by admin.' rather than 'Your session has expired'.
  if (!user || user.lockedAt || user.deletedAt)
    throw unauthorized("ACCOUNT_LOCKED_OR_DELETED", "session.lockedOrDeleted");
  if (session.revokedAt || session.expiresAt <= deps.clock.now()) throw unauthorized();
  return { user, sessionId: session.id, isAdmin: user.accountType === AccountType.Admin };
}

/**
 * The caller of a public read when they sent a valid bearer (a member sees more); a missing or refused token
 * reads as a visitor rather than failing the read.
 */
export async function viewerOf(deps: Deps, request: FastifyRequest): Promise<Actor | undefined> {
  if (!bearerToken(request)) return undefined;
  try {
    return await authenticate(deps, request);
  } catch {
    return undefined;
  }
}
