import type { CallSpec } from "@haa/domain";
import type { FastifyInstance, FastifyRequest, HTTPMethods } from "fastify";
import type { Deps } from "../deps.ts";
import { type Actor, authenticate } from "./auth.ts";
import { forbidden, notFound } from "./errors.ts";
import { callOf } from "./route.ts";

/** Where a route reads the id of the user (or owned resource) it acts on. */
export interface OwnerRef {
  in: "query" | "params" | "body";
  name: string;
}

/** A module policy's answer: may this caller act on the data of the user with this id? */
export type OwnerRule = (actor: Actor, ownerUserId: number) => boolean;
/** A rule that must read the database (e.g. "is this member the owner's active coordinator?"). */
export type AsyncOwnerRule = (actor: Actor, ownerUserId: number, deps: Deps) => boolean | Promise<boolean>;

/**
 * Who may call a route (route `config.access`). Every /api route declares one; the access hook enforces it
 * before validation, so a refused caller learns nothing from validation messages either.
 * - `public`: no bearer needed.
 * - `member`: any logged-in account (live session, not locked or deleted).
 * - `admin`: an administrator.
 * - with `owner`: a member, and the module policy (`allow`) must accept the user the call names; for an owned
 *   resource, `ownerOf` finds that user from the resource id (unknown id: 404).
 */
export interface RouteAccess {
  auth: "public" | "member" | "admin";
  owner?: OwnerRef & { resource?: string };
  allow?: AsyncOwnerRule;
  /** The owner of a resource; a resource two members share (an instructor's coordinator link) names both. */
  ownerOf?: (deps: Deps, id: number) => Promise<number | readonly number[] | undefined>;
  /** Why a public route still names a user (shown by the generic access test). */
  note?: string;
  /** A request this returns true for skips the rule; its handler checks its own credential (a signed link). */
  signedLink?: (request: FastifyRequest) => boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor?: Actor;
    /** The users an owner or resource route's call acts for, once the rule accepted the caller (the audit log). */
    owners?: readonly number[];
  }
}

/** The policy most calls share: a member acts on their own data; an administrator on anyone's. */
export const selfOrAdmin: OwnerRule = (actor, userId) => actor.isAdmin || actor.user.id === userId;
/** Only the member themself (e.g. moving their login to another address). */
export const selfOnly: OwnerRule = (actor, userId) => actor.user.id === userId;

export const publicAccess = (note?: string): RouteAccess => (note ? { auth: "public", note } : { auth: "public" });
export const memberAccess: RouteAccess = { auth: "member" };
export const adminAccess: RouteAccess = { auth: "admin" };

/** The call names a user (`in`/`name`); `allow` (default: self or admin) decides. */
export function ownerAccess(owner: OwnerRef, allow: AsyncOwnerRule = selfOrAdmin): RouteAccess {
  return { auth: "member", owner, allow };
}

/** The call names a resource of `resource` kind; `ownerOf` finds its owner, `allow` decides. */
export function resourceAccess(
  resource: string,
  owner: OwnerRef,
  ownerOf: NonNullable<RouteAccess["ownerOf"]>,
  allow: AsyncOwnerRule = selfOrAdmin,
): RouteAccess {
  return { auth: "member", owner: { ...owner, resource }, ownerOf, allow };
}

/** One declared route, as the generic access test walks them. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  access: RouteAccess | undefined;
  /** Documentation routes (OpenAPI, Swagger UI) hidden from the document itself. */
  hidden: boolean;
  /** The names of the route's query, path and body fields, as its schemas declare them. */
  fields: { query: string[]; params: string[]; body: string[] };
  /** The contract call the route was registered from (`route()`). */
  call: CallSpec | undefined;
}

const catalogues = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every /api route with its declared access, in declaration order. */
export function routeCatalogue(app: FastifyInstance): readonly RouteEntry[] {
  return catalogues.get(app) ?? [];
}

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The raw id the request names, read the way the schema's `z.coerce.number()` would read it. */
function ownerId(request: FastifyRequest, ref: OwnerRef): number | undefined {
  const source = (ref.in === "query" ? request.query : ref.in === "params" ? request.params : request.body) as
    | Record<string, unknown>
    | undefined;
  if (!source || typeof source !== "object") return undefined;
  const raw = source[ref.name];
  if (raw === undefined || raw === null || raw === "") return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The caller, for handlers of non-public routes (the access hook has authenticated them). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`route ${request.routeOptions.url} declared no access but reads the actor`);
  return request.actor;
}

/**
 * Installs the access hook and the route catalogue. Must run before any module declares routes (the catalogue
 * listens to `onRoute`); the hook runs at preValidation, after the query names were normalised.
 */
export function installAccessControl(app: FastifyInstance, deps: Deps): void {
  const entries: RouteEntry[] = [];
  catalogues.set(app, entries);
  app.addHook("onRoute", (route) => {
    if (!route.url.toLowerCase().startsWith("/api/")) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      entries.push({
        method,
        url: route.url,
        access: route.config?.access,
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide) || route.url.startsWith("/api/docs"),
        fields: {
          query: shapeKeys(route.schema?.querystring),
          params: shapeKeys(route.schema?.params),
          body: shapeKeys(route.schema?.body),
        },
        call: callOf(route.config),
      });
    }
  });
  app.addHook("preValidation", async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule.auth === "public") return;
    if (rule.signedLink?.(request)) return;
    const actor = await authenticate(deps, request);
    request.actor = actor;
    if (rule.auth === "admin" && !actor.isAdmin) throw forbidden();
    if (!rule.owner || !rule.allow) return;
    const id = ownerId(request, rule.owner);
    // No readable id: validation answers 400 next, and the handler never runs.
    if (id === undefined) return;
    let owners: readonly number[] = [id];
    if (rule.ownerOf) {
      const found = await rule.ownerOf(deps, id);
      if (found === undefined) throw notFound();
      owners = typeof found === "number" ? [found] : found;
    }
    for (const ownerUserId of owners) {
      if (await rule.allow(actor, ownerUserId, deps)) {
        request.owners = owners;
        return;
      }
    }
    throw forbidden();
  });
}
