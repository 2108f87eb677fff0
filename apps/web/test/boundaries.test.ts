import { describe, expect, it } from "vitest";

// Boundaries of the web app (shared/design/style.md, ADR 0099): a feature imports another feature only through its
// manifest (its routes' link builders) or in its route modules (`routes*.tsx`, where an area composes what it shows
// from others); no feature imports the app; shared/ holds no feature or app code; web code never imports API code.

type Sources = Record<string, string>;

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;

function specifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

/** Resolves `spec` against the folder of `from` (posix paths, relative to the repository root). */
function resolve(from: string, spec: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

const featureOf = (file: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
/** An area's manifest: the one file of a feature every other may import (to link to its pages). */
const isManifest = (target: string) => /^apps\/web\/src\/features\/[^/]+\/manifest\.ts$/.test(target);
/** An area's route module: its lazy chunk, where it composes its screens from other features' parts. */
const isRouteModule = (file: string) => /^apps\/web\/src\/features\/[^/]+\/routes(-[a-z]+)?\.tsx$/.test(file);

/** Every forbidden import among `sources` (paths relative to the repository root), as "file → import". */
export function webBoundaryViolations(sources: Sources): string[] {
  const violations: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    for (const spec of specifiers(source)) {
      const target = spec.startsWith(".") ? resolve(file, spec) : spec;
      const fromFeature = featureOf(file);
      const toFeature = featureOf(`${target}/`);
      if (target.startsWith("apps/api/") || target === "apps/api" || spec.startsWith("@haa/api"))
        violations.push(`${file} → ${spec} (web code must not import API code)`);
      // Tests may exercise a composition; the production code of a feature may not, outside its route modules.
      else if (
        toFeature &&
        fromFeature &&
        toFeature !== fromFeature &&
        !isManifest(target) &&
        !isRouteModule(file) &&
        !/\.test\.tsx?$/.test(file)
      )
        violations.push(
          `${file} → ${spec} (feature ${fromFeature} imports feature ${toFeature}; link through its manifest, compose in a route module)`,
        );
      else if (fromFeature && /^apps\/web\/src\/app\//.test(`${target}/`))
        violations.push(`${file} → ${spec} (a feature never imports the app: its links come from the manifests)`);
      else if (file.startsWith("apps/web/src/shared/") && /^apps\/web\/src\/(features|app)\//.test(`${target}/`))
        violations.push(`${file} → ${spec} (shared code must not import features or app)`);
    }
  }
  return violations;
}

describe("web import boundaries", () => {
  it.each([
    ["apps/web/src/features/account/a.ts", 'import { x } from "../membership/b.ts";', 1],
    ["apps/web/src/features/account/a.ts", 'const m = import("../membership/components/b.tsx");', 1],
    ["apps/web/src/features/account/a.ts", 'export { x } from "../../features/admin/c.ts";', 1],
    ["apps/web/src/features/account/a.ts", 'import type { T } from "../../../../api/src/http/errors.ts";', 1],
    ["apps/web/src/features/x/routes.tsx", 'import { h } from "@haa/api/src/app.ts";', 1],
    ["apps/web/src/shared/ui/a.tsx", 'import { y } from "../../features/account/y.ts";', 1],
    [
      "apps/web/src/features/account/a.ts",
      'import { x } from "./b.ts";\nimport { y } from "../../../shared/ui/y.tsx";',
      0,
    ],
    ["apps/web/src/app/router.tsx", 'import { S } from "../features/membership/s.tsx";', 0],
    ["apps/web/src/features/forum/components/a.tsx", 'import { accountRoutes } from "../../account/manifest.ts";', 0],
    ["apps/web/src/features/store/routes.tsx", 'import { AddToCart } from "../orders/components/add.tsx";', 0],
    ["apps/web/src/features/store/routes-admin.tsx", 'import { X } from "../orders/components/x.tsx";', 0],
    ["apps/web/src/features/store/components/a.tsx", 'import { X } from "../../orders/components/x.tsx";', 1],
    ["apps/web/src/features/forum/components/a.tsx", 'import { routes } from "../../../app/paths.ts";', 1],
    ["apps/web/src/features/account/a.ts", 'import { z } from "@haa/domain";', 0],
    ["apps/web/src/features/account/a.test.tsx", 'import { D } from "../membership/d.tsx";', 0],
  ] as const)("%s: %s → %i violation(s)", (file, source, count) => {
    expect(webBoundaryViolations({ [file]: source })).toHaveLength(count);
  });

  it("holds for every file of apps/web/src", () => {
    const raw = import.meta.glob<string>("../src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
    const sources = Object.fromEntries(
      Object.entries(raw).map(([path, source]) => [path.replace(/^\.\.\//, "apps/web/"), source]),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(webBoundaryViolations(sources)).toEqual([]);
  });

  it("names no page's path by hand in a feature's link: features link through the areas' manifests (ADR 0099)", () => {
    const raw = import.meta.glob<string>(["../src/features/**/*.{ts,tsx}", "!../src/features/**/*.test.{ts,tsx}"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    // A link, a redirect or a navigation to a literal path of the app (not the API's, nor a file's).
    const literal = /(?:\b(?:to|registerTo|href)=\{?["'`]|navigate\(["'`])\/(?!api\/|images\/|uploads\/|dev\/)[A-Za-z]/;
    const handWritten = Object.entries(raw)
      .filter(([path]) => !path.endsWith("/manifest.ts"))
      .flatMap(([path, source]) =>
        source
          .split("\n")
          .map((line, index) => [`${path}:${index + 1}`, line] as const)
          .filter(([, line]) => literal.test(line)),
      );
    expect(handWritten).toEqual([]);
  });
});
