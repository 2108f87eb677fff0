import type { FastifyRequest } from "fastify";
import type { Deps } from "../deps.ts";
import { accountRepository } from "../modules/account/account.repository.ts";
import { AccountType } from "../modules/account/account.schema.ts";
import { AppError, unauthorized } from "./errors.ts";

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

const LOCKED_OR_DELETED = "ACCOUNT_LOCKED_OR_DELETED";

/**
 * Resolves the caller from the bearer token: a well-signed token whose session is live and whose account is
 * neither locked nor deleted. Anything else is 401, so a lock takes effect on the very next request.
 */
export function authenticate(deps: Deps, request: FastifyRequest): Promise<Actor> {
  // A request is authenticated once: the access check and a handler asking for the viewer share the answer.
  let actor = resolved.get(request);
  if (!actor) {
    actor = resolveActor(deps, request);
    resolved.set(request, actor);
  }
  return actor;
}

const resolved = new WeakMap<FastifyRequest, Promise<Actor>>();

async function resolveActor(deps: Deps, request: FastifyRequest): Promise<Actor> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await deps.accessTokens.verify(token);
  if (!claims) throw unauthorized();
  const found = await accountRepository.findSessionWithUser(deps.db, claims.sessionId);
  if (!found || found.session.userId !== claims.userId) throw unauthorized();
  const { session, user } = found;
  // Checked before the session (which the lock revoked too), so the web can say why: the spec's
  // 'Your account has been Locked or Deleted by admin.' rather than 'Your session has expired'.
  if (user.lockedAt || user.deletedAt) throw unauthorized(LOCKED_OR_DELETED, "session.lockedOrDeleted");
  if (session.revokedAt || session.expiresAt <= deps.clock.now()) throw unauthorized();
  return { user, sessionId: session.id, isAdmin: user.accountType === AccountType.Admin };
}

/**
 * The caller of a public read when they sent a valid bearer (a member sees more); a missing token, or one whose
 * session ended, reads as a visitor rather than failing the read. The token of a locked or deleted account is
 * refused here too, with its reason: whichever call the web makes first then logs the reader out with the
 * spec's 'Your account has been Locked or Deleted by admin.', not a bare 401 that reads as an ended session
 * (a member's cart, read at start beside `CheckUserLogout`, said 'Your session has expired' instead).
 */
export async function viewerOf(deps: Deps, request: FastifyRequest): Promise<Actor | undefined> {
  if (!bearerToken(request)) return undefined;
  try {
    return await authenticate(deps, request);
  } catch (error) {
    if (error instanceof AppError && error.code === LOCKED_OR_DELETED) throw error;
    return undefined;
  }
}
