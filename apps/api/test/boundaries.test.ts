import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

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
  /^modules\/jobs\/queue\.ts$/, // the job queue owns `jobs`
  /^modules\/ratelimit\/rate-limiter\.ts$/, // owns `rate_limit_counters`
  /^modules\/mail\/mailer\.ts$/, // owns `outbox`
  /^modules\/billing\/sandbox-gateway\.ts$/, // the built-in stand-in for a card processor owns its tables
  /^modules\/billing\/paypal-sandbox\.ts$/, // the built-in stand-in for PayPal owns its orders
  /^modules\/health\/health\.routes\.ts$/, // `select 1` is the readiness probe itself
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

  it("the platform (http, shared, config, db types) does not import modules, but for the one known exception", () => {
    // http/auth.ts reads sessions and users through the account repository; it moves into the account module
    // when the access hook takes an authenticator port.
    const known = new Set([
      "http/auth.ts → ../modules/account/account.repository.ts",
      "http/auth.ts → ../modules/account/account.schema.ts",
    ]);
    const offenders = sources
      .filter(({ file }) => /^(http|shared)\//.test(file) || ["config.ts", "db/types.ts"].includes(file))
      .flatMap(({ file, imports }) =>
        imports
          .filter((spec) => spec.startsWith(".") && resolve(file, spec).startsWith("modules/"))
          .map((spec) => `${file} → ${spec}`),
      )
      .filter((edge) => !known.has(edge) && !/→ \.\.\/modules\/(jobs|storage|mail|ratelimit)\//.test(edge));
    expect(offenders).toEqual([]);
  });
});
