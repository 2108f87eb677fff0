/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";

// The shared package is imported by both apps and imports neither (shared/design/style.md): anything it
// needs from an app belongs in the package itself.

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;

/** Resolves `spec` against the folder of `from` (posix paths relative to the repository root). */
function resolve(from: string, spec: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** Imports of `sources` (paths relative to the repository root) that reach into apps/. */
export function domainBoundaryViolations(sources: Record<string, string>): string[] {
  const violations: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    for (const m of source.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3] ?? "";
      const target = spec.startsWith(".") ? resolve(file, spec) : spec;
      if (target.startsWith("apps/") || /^@haa\/(web|api)(\/|$)/.test(spec)) violations.push(`${file} → ${spec}`);
    }
  }
  return violations;
}

describe("domain import boundaries", () => {
  it.each([
    ['import { x } from "../../../../apps/api/src/config.ts";', 1],
    ['export { y } from "../../../../apps/web/src/app/paths.ts";', 1],
    ['const m = await import("@haa/web/src/main.tsx");', 1],
    ['import { z } from "zod";\nimport { a } from "../account/rules.ts";', 0],
  ] as const)("%s → %i violation(s)", (source, count) => {
    expect(domainBoundaryViolations({ "packages/domain/src/billing/x.ts": source })).toHaveLength(count);
  });

  it("holds for every file of packages/domain/src", () => {
    const raw = import.meta.glob<string>("./**/*.ts", { query: "?raw", import: "default", eager: true });
    const sources = Object.fromEntries(
      Object.entries(raw).map(([path, source]) => [path.replace(/^\.\//, "packages/domain/src/"), source]),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(domainBoundaryViolations(sources)).toEqual([]);
  });
});
