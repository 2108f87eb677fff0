import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { outsideCancellationScope } from "../../db/cancellation.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { redactObject } from "../../http/redact.ts";
import { callOf } from "../../http/route.ts";
import { auditRepository, type NewAuditRow } from "./audit.repository.ts";
import { type AuditContext, type AuditTarget, runAudited } from "./audit.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * `false` on an administrator's POST that changes nothing (the blog preview): the audit log records changes,
     * and a call that only computes an answer would fill it with rows that say nothing happened.
     */
    audit?: false;
  }
  interface FastifyRequest {
    /** Set for a write that may be an administrator's action (ADR 0088); the audit hook reads it at onSend. */
    audit?: AuditContext;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const USER_AGENT_LIMIT = 300;
/** A string in "before" or "after" longer than this (a blog post's body) keeps its start only. */
const TEXT_LIMIT = 2000;
const LIST_LIMIT = 100;

/**
 * The administrators' audit log (ADR 0088), written from one place so that no administrator route can forget it:
 * every successful (2xx) POST, PUT, PATCH or DELETE of a route whose access is `adminAccess`, and of a member's
 * route (owner or resource access) when an administrator acts on another member's data, writes one row before the
 * answer leaves. Other requests pay one set lookup; member writes also one async-context entry, no query.
 *
 * Installed after the access hook (which puts the caller on `request.actor` and the owners on `request.owners`).
 */
export function installAuditLog(app: FastifyInstance, deps: Deps): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || access.auth === "public" || config.audit === false || !WRITES.has(request.method)) return done();
    const context: AuditContext = {};
    request.audit = context;
    runAudited(context, done);
  });

  // After access control (preValidation): a member's own write is known now, so its use case skips the reads made
  // only for a "before" (`recording()` answers false from here on).
  app.addHook("preHandler", (request, _reply, done) => {
    const context = request.audit;
    if (context) context.ignored = !request.actor?.isAdmin || !isAdministratorAction(request, request.actor);
    done();
  });

  app.addHook("onSend", async (request, reply) => {
    const context = request.audit;
    const actor = request.actor;
    if (!context || context.ignored || !actor?.isAdmin || reply.statusCode < 200 || reply.statusCode >= 300) return;
    if (!isAdministratorAction(request, actor)) return;
    const row = auditRowOf(request, reply, actor, context, deps.clock.now());
    try {
      // The change is made: the row is written even if the client has gone meanwhile (no request cancellation).
      await outsideCancellationScope(() => auditRepository.insert(deps.db, row));
    } catch (error) {
      // Not silent: the answer still says the change was made (it was), and the row is in this log line whole.
      deps.metrics.auditWriteFailed();
      request.log.error({ err: error, audit: row }, "AUDIT LOG WRITE FAILED: an administrator's change has no row");
    }
  });
}

/** An administrator route, or an administrator acting on a member's data through the member's own route. */
function isAdministratorAction(request: FastifyRequest, actor: Actor): boolean {
  const access = request.routeOptions.config?.access;
  if (access?.auth === "admin") return true;
  const owners = request.owners;
  return owners !== undefined && !owners.includes(actor.user.id);
}

function auditRowOf(
  request: FastifyRequest,
  reply: FastifyReply,
  actor: Actor,
  context: AuditContext,
  now: Date,
): NewAuditRow {
  const pattern = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  const action = actionOf(callOf(request.routeOptions.config)?.path ?? pattern);
  const input = inputOf(request, context);
  const target = context.target ?? targetOf(request, action);
  const userAgent = request.headers["user-agent"];
  return {
    occurredAt: now,
    actorId: actor.user.id,
    actorName: `${actor.user.firstName} ${actor.user.lastName}`.trim(),
    actorEmail: actor.user.email,
    action,
    method: request.method,
    path: pattern,
    targetKind: target?.kind ?? null,
    targetId: target === undefined ? null : String(target.id),
    ip: request.ip,
    userAgent: (typeof userAgent === "string" ? userAgent : "").slice(0, USER_AGENT_LIMIT),
    requestId: String(request.id),
    status: reply.statusCode,
    before: context.before === undefined ? null : bounded(redactObject(context.before)),
    after: input === undefined ? null : bounded(redactObject(input)),
  };
}

/**
 * `/api/Admin/LockUser` → `Admin/LockUser`, `/api/Admin/Privacy/CancelErasure/:id` → `Admin/Privacy/CancelErasure`:
 * every literal segment (the call's name), without the path parameters.
 */
export function actionOf(path: string): string {
  return path
    .replace(/^\/api\//i, "")
    .split("/")
    .filter((segment) => segment && !segment.startsWith(":"))
    .join("/");
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What the administrator sent: path parameters, query and body (or a multipart form's fields) in one object, the
 * body's names winning; a body that is not an object stays whole under `Body`. Undefined when nothing was sent.
 */
function inputOf(request: FastifyRequest, context: AuditContext): Record<string, unknown> | undefined {
  const body = context.form ?? request.body;
  const input = {
    ...asRecord(request.params),
    ...asRecord(request.query),
    ...(Array.isArray(body) ? { Body: body } : asRecord(body)),
  };
  return Object.keys(input).length > 0 ? input : undefined;
}

/** `id`, `Id`, `ID` or a name ending in `Id`/`ID` (`userId`, `CouponID`), but not `Paid`. */
const ID_NAME = /^(id|Id|ID)$|[a-z0-9](Id|ID)$/;

/**
 * The target when the use case named none: the first id the call's path, query or body names. Its kind is the
 * name before `Id` (`userId` → `user`), or the area's for a bare `id` (`Coupons/UpdateCoupon` → `coupons`).
 */
function targetOf(request: FastifyRequest, action: string): AuditTarget | undefined {
  for (const source of [request.params, request.query, request.body]) {
    for (const [name, value] of Object.entries(asRecord(source))) {
      if (!ID_NAME.test(name) || (typeof value !== "number" && typeof value !== "string") || value === "") continue;
      const stem = name.slice(0, -2);
      const kind = stem ? stem[0]?.toLowerCase() + stem.slice(1) : (action.split("/")[0] ?? "").toLowerCase();
      return { kind, id: value };
    }
  }
  return undefined;
}

/** A JSON value small enough for one row: long strings and lists keep their start (the log is no archive). */
function bounded(value: unknown): unknown {
  if (typeof value === "string") {
    return value.length > TEXT_LIMIT ? `${value.slice(0, TEXT_LIMIT)}… [${value.length - TEXT_LIMIT} more]` : value;
  }
  if (Array.isArray(value)) {
    const items = value.slice(0, LIST_LIMIT).map(bounded);
    return value.length > LIST_LIMIT ? [...items, `… [${value.length - LIST_LIMIT} more]`] : items;
  }
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bounded(item)]));
  }
  return value ?? null;
}
