import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CROSS_MODULE_ALLOW_LIST } from "./boundaries.allow-list.ts";

/**
 * The API's floors (docs/architecture.md "Floors"): only repositories (and the infrastructure adapters that own
 * their tables) touch Drizzle; modules never reach up into the composition; the platform never reaches into
 * modules.
 */
const src = path.resolve(import.meta.dirname, "../src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return full.endsWith(".ts") && !full.endsWith(".test.ts") ? [full] : [];
  });
}

const sources = files(src).map((file) => ({
  file: path.relative(src, file),
  imports: [...readFileSync(file, "utf8").matchAll(/^\s*(?:import|export)[^'"]*from\s+["']([^"']+)["']/gm)].map(
    (m) => m[1] as string,
  ),
}));

/** Files that may use Drizzle directly: repositories, table definitions, the database layer, table-owning adapters. */
const DRIZZLE_ALLOWED = [
  /\.repository\.ts$/,
  /\.schema\.ts$/,
  /^db\//,
  /^platform\/jobs\/queue\.ts$/, // the job queue owns `jobs`
  /^platform\/ratelimit\/rate-limiter\.ts$/, // owns `rate_limit_counters`
  /^platform\/mail\/mailer\.ts$/, // owns `outbox`
  /^platform\/translations\/translations\.ts$/, // owns `content_translations` (ADR 0097)
  /^modules\/billing\/sandbox-gateway\.ts$/, // the built-in stand-in for a card processor owns its tables
  /^modules\/billing\/paypal-sandbox\.ts$/, // the built-in stand-in for PayPal owns its orders
  /^platform\/health\/health\.routes\.ts$/, // `select 1` is the readiness probe itself
];

const resolve = (from: string, spec: string) => path.normalize(path.join(path.dirname(from), spec));

describe("API boundaries", () => {
  it("only repositories and table-owning adapters import Drizzle", () => {
    expect(
      sources.filter(({ imports }) => imports.some((spec) => spec.startsWith("drizzle-orm"))).length,
    ).toBeGreaterThan(10);
    const offenders = sources
      .filter(({ imports }) => imports.some((spec) => spec.startsWith("drizzle-orm")))
      .map(({ file }) => file)
      .filter((file) => !DRIZZLE_ALLOWED.some((pattern) => pattern.test(file)));
    expect(offenders).toEqual([]);
  });

  it("modules never import the composition (app, server, module list, demo seed composer, database client)", () => {
    const top = ["app.ts", "server.ts", "main.ts", "api-modules.ts", "jobs-cli.ts", "db/seed-demo.ts", "db/client.ts"];
    const offenders = sources
      .filter(({ file }) => file.startsWith("modules/"))
      .flatMap(({ file, imports }) =>
        imports
          .filter((spec) => spec.startsWith(".") && top.includes(resolve(file, spec)))
          .map((spec) => `${file} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("the platform (http, shared, platform services, config, db types) does not import modules, but for one exception", () => {
    // http/auth.ts reads sessions and users through the account repository; it moves into the account module
    // when the access hook takes an authenticator port.
    const known = new Set([
      "http/auth.ts → ../modules/account/account.repository.ts",
      "http/auth.ts → ../modules/account/account.schema.ts",
    ]);
    const offenders = sources
      .filter(({ file }) => /^(http|shared|platform)\//.test(file) || ["config.ts", "db/types.ts"].includes(file))
      .flatMap(({ file, imports }) =>
        imports
          .filter((spec) => spec.startsWith(".") && resolve(file, spec).startsWith("modules/"))
          .map((spec) => `${file} → ${spec}`),
      )
      .filter((edge) => !known.has(edge));
    expect(offenders).toEqual([]);
  });

  it("a module reads another module's tables or repository only through a port, a read model or the allow-list", () => {
    const edges = crossModuleEdges();
    expect(edges.length).toBeGreaterThan(0);
    const allowed = new Set(CROSS_MODULE_ALLOW_LIST);
    // A new import of another module's tables or repository: ask that module through a port in `deps` instead.
    expect(edges.filter((edge) => !allowed.has(edge))).toEqual([]);
    // An import that has gone: take it off the list, which only shrinks.
    expect(CROSS_MODULE_ALLOW_LIST.filter((edge) => !edges.includes(edge))).toEqual([]);
  });
});

/** Named read models: SQL another module may embed in its own queries (one rule, written once by its owner). */
const READ_MODELS = new Set(["membership/member-plan.repository.ts", "account/people.repository.ts"]);

/** "from-module/file.ts → owner/file.ts" for every import of another module's `*.schema.ts` or `*.repository.ts`. */
function crossModuleEdges(): string[] {
  return sources
    .filter(({ file }) => file.startsWith("modules/"))
    .flatMap(({ file, imports }) =>
      imports
        .filter((spec) => spec.startsWith("."))
        .map((spec) => resolve(file, spec))
        .filter((target) => target.startsWith("modules/") && /\.(schema|repository)\.ts$/.test(target))
        .map((target) => ({ from: file.slice("modules/".length), to: target.slice("modules/".length) })),
    )
    .filter(({ from, to }) => {
      const [fromModule] = from.split("/");
      const [toModule] = to.split("/");
      if (fromModule === toModule || READ_MODELS.has(to)) return false;
      // A table's foreign key to another module's table is the schema's business, not a shared rule.
      return !(from.endsWith(".schema.ts") && to.endsWith(".schema.ts"));
    })
    .map(({ from, to }) => `${from} → ${to}`)
    .sort();
}
