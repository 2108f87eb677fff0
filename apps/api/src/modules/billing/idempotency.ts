import { createHmac, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { actorOf } from "../../http/access.ts";
import { AppError } from "../../http/errors.ts";
import { type DailyJob, dailyJob } from "../../platform/jobs/queue.ts";
import { billingRepository as repo } from "./billing.repository.ts";

/**
 * `Idempotency-Key` for calls that charge money (ADR 0006). The first request with a key claims a record and
 * runs; its successful answer is stored in the same transaction as the payment, so a retry or a double submit
 * with the same key and caller gets that answer and never charges twice. A different body under a used key
 * is 409. A request that fails (validation, a declined card) frees its key, so the corrected retry can run.
 */
export interface IdempotencyContext {
  /** Whether the client sent an Idempotency-Key (without one, a call may apply its own rule for duplicates). */
  keyed: boolean;
  /** A gateway idempotency key for one step of this request; the same across a crashed request's retry. */
  gatewayKey(step: string): string;
  /**
   * Who holds a payment claim for this request (ADR 0011): the idempotency record when keyed, so a retry that
   * takes over a killed request's record takes over its claim too instead of waiting for it to go stale (ADR 0090).
   */
  claimOwner: string;
  /** Stores the answer inside the caller's transaction. */
  complete(tx: Db, result: unknown): Promise<void>;
  /** Says the answer repeats an earlier request's (a keyless duplicate, ADR 0070), so the caller is told. */
  replayed(): void;
}

export interface IdempotentRequest {
  /** The call, e.g. `membership.payment`. */
  scope: string;
  /** The caller, e.g. `user:12`, or `anonymous` for a sign-up. */
  principal: string;
  /** The header value; undefined when the client sent none. */
  key: string | undefined;
  /** The request body, hashed (keyed HMAC) without card number, CVV and expiry. */
  body: unknown;
}

/** How long a pending record may go unanswered before a retry takes it over (the owner crashed). */
export const IDEMPOTENCY_STALE_MS = 2 * 60 * 1000;
/** How long a concurrent duplicate waits for the first request's answer before giving up with 409. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 25;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A canonical JSON text: object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Card number, CVV and expiry never enter the hash (issue 6 item 12), not even keyed: a retry that retypes
 * the card differently under the same key is the same request, and gets the first answer.
 */
const CARD_FIELDS = new Set(["cardnumber", "cvv", "expirydate"]);

export function withoutCardData(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => !CARD_FIELDS.has(name.toLowerCase())));
}

/** Reads and checks the header: absent is fine, malformed is 400. */
export function idempotencyKeyHeader(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === "") return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError(400, "IDEMPOTENCY_KEY_INVALID", "membership.idempotencyKeyInvalid");
  return key;
}

/**
 * Runs `operation` at most once per (scope, caller, key) and returns its result, or the stored result of the
 * first run; `replayed` tells which. The operation must call `context.complete` in its final transaction and
 * return JSON-safe data (it is what later retries receive).
 */
export async function runIdempotent<T>(
  deps: Pick<Deps, "db" | "clock" | "config">,
  request: IdempotentRequest,
  operation: (context: IdempotencyContext) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { db, clock, config } = deps;
  let repeated = false;
  const replayed = () => {
    repeated = true;
  };
  if (!request.key) {
    const oneOff = randomUUID();
    const result = await operation({
      keyed: false,
      gatewayKey: (step) => `${request.scope}:${oneOff}:${step}`,
      claimOwner: oneOff,
      complete: async () => {},
      replayed,
    });
    return { result, replayed: repeated };
  }
  const key = request.key;
  const requestHash = createHmac("sha256", `idempotency:${config.jwtSecret}`)
    .update(canonical(withoutCardData(request.body)))
    .digest("hex");

  const run = async (recordId: number) => {
    let completed = false;
    const context: IdempotencyContext = {
      keyed: true,
      gatewayKey: (step) => `idem:${recordId}:${step}`,
      claimOwner: `idem:${recordId}`,
      async complete(tx, result) {
        await repo.completeIdempotencyKey(tx, recordId, result, clock.now());
        completed = true;
      },
      replayed,
    };
    try {
      const result = await operation(context);
      if (!completed) await repo.completeIdempotencyKey(db, recordId, result, clock.now());
      return { result, replayed: repeated };
    } catch (error) {
      await repo.releaseIdempotencyKey(db, recordId);
      throw error;
    }
  };

  const claimed = await repo.claimIdempotencyKey(db, { ...request, key, requestHash, now: clock.now() });
  if (claimed) return run(claimed.id);

  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const existing = await repo.findIdempotencyKey(db, request.scope, request.principal, key);
    if (!existing) {
      // The first request failed and freed the key meanwhile: this one may run.
      const again = await repo.claimIdempotencyKey(db, { ...request, key, requestHash, now: clock.now() });
      if (again) return run(again.id);
      continue;
    }
    if (existing.requestHash !== requestHash) {
      throw new AppError(409, "IDEMPOTENCY_KEY_REUSED", "membership.idempotencyKeyReused");
    }
    if (existing.state === "done") return { result: existing.response as T, replayed: true };
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - IDEMPOTENCY_STALE_MS);
    if (existing.lockedAt < staleBefore && (await repo.takeOverIdempotencyKey(db, existing.id, staleBefore, now))) {
      // Same record, same gateway keys: whatever the crashed request charged is found again, not charged twice.
      return run(existing.id);
    }
    if (Date.now() > deadline) {
      throw new AppError(409, "IDEMPOTENCY_IN_PROGRESS", "membership.idempotencyInProgress");
    }
    await sleep(POLL_MS);
  }
}

/** A charging route's idempotency (route `config.idempotency`): the call's scope, e.g. `store.order`. */
export interface IdempotentRoute {
  scope: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    idempotency?: IdempotentRoute;
  }
}

/**
 * Runs a charging route's use case under its `config.idempotency` (ADR 0074): reads the Idempotency-Key header,
 * answers a retry from the first run and marks every repeated answer `Idempotent-Replayed: true`, so no handler
 * repeats the protocol. The principal defaults to the signed-in caller; a public route names its own. `body` is
 * what a retry must repeat: the parsed body, or the fields a multipart route read itself.
 */
export async function idempotentCall<T>(
  deps: Pick<Deps, "db" | "clock" | "config">,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: (context: IdempotencyContext) => Promise<T>,
  principal: string = `user:${actorOf(request).user.id}`,
  body: unknown = request.body,
): Promise<T> {
  const route = request.routeOptions.config.idempotency;
  if (!route) throw new Error(`route ${request.routeOptions.url} declared no config.idempotency`);
  const { result, replayed } = await runIdempotent(
    deps,
    {
      scope: route.scope,
      principal,
      key: idempotencyKeyHeader(request.headers["idempotency-key"]),
      body,
    },
    operation,
  );
  if (replayed) reply.header("Idempotent-Replayed", "true");
  return result;
}

/**
 * How long a key is remembered (Stripe keeps keys 24 hours). A retry after that runs as a new request, and
 * the business rules still refuse a second charge for a paid period (ADR 0011).
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
export const PRUNE_IDEMPOTENCY_JOB = "billing.pruneIdempotencyKeys";
/** 03:00 UTC: the quietest hour of the association's members across Europe and the Americas. */
const PRUNE_HOUR_UTC = 3;

/** The daily prune: forgets keys older than the retention. */
export function idempotencyPrune(deps: Pick<Deps, "db" | "clock">): DailyJob {
  return dailyJob(deps, PRUNE_IDEMPOTENCY_JOB, PRUNE_HOUR_UTC, (now) =>
    repo.deleteIdempotencyKeysBefore(deps.db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
  );
}
