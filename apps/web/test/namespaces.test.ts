import { NAMESPACED, WEB_NAMESPACES, type WebNamespace } from "@haa/domain";
import { describe, expect, it } from "vitest";
import { PARTS } from "../src/app/areas.ts";
import { loginDialogPart } from "../src/features/account/manifest.ts";

// Each lazily loaded part of the app loads `common` and the namespaces its area's manifest names (ADR 0099); a
// key whose group lives in a namespace that part never loads would show as a bare key. This test reads every
// key group the code names (`"manage.endDate"`, `` `plans.${id}` ``) and checks it is loaded where it is used.

const raw = import.meta.glob<string>(["../src/**/*.{ts,tsx}", "!../src/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
// The route registry's `description` keys are read by the server alone, which holds every namespace (ADR 0095):
// the web never shows them, so they are no key the web must load.
const serverOnly = (source: string) => source.replace(/\bdescription: "[^"]*"/g, "");
const sources = Object.entries(raw).map(
  ([path, source]) => [path.replace(/^\.\.\/src\//, ""), serverOnly(source)] as const,
);

// Which namespace holds each top-level key group ('manage' → 'membership'), the server's included.
const owner = new Map<string, string>(
  Object.entries(NAMESPACED.en).flatMap(([namespace, catalogue]) =>
    Object.keys(catalogue).map((group) => [group, namespace] as const),
  ),
);

function groupsUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const match of source.matchAll(/["'`]([a-z][A-Za-z]*)\.[A-Za-z$]/g)) {
    if (match[1] && owner.has(match[1])) used.add(match[1]);
  }
  return used;
}

/** "group (namespace) in file" for every key the files name outside the namespaces they may use. */
function misplaced(files: (readonly [string, string])[], allowed: readonly string[]): string[] {
  return files.flatMap(([file, source]) =>
    [...groupsUsed(source)]
      .filter((group) => !allowed.includes(owner.get(group) ?? ""))
      .map((group) => `${group} (${owner.get(group)}) in ${file}`),
  );
}

/** Every source file `entry` imports, directly or not, statically or lazily (what may render under it). */
function importClosure(entry: string): (readonly [string, string])[] {
  const byFile = new Map(sources);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !byFile.has(file)) return;
    seen.add(file);
    const source = byFile.get(file) ?? "";
    // A manifest's lazy parts are other chunks, each checked on its own: a link to an area loads none of them.
    if (file.endsWith("/manifest.ts")) return;
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+\.tsx?)["']/g)) {
      const parts = file.split("/").slice(0, -1);
      for (const piece of (match[1] ?? "").split("/")) {
        if (piece === "..") parts.pop();
        else if (piece !== ".") parts.push(piece);
      }
      visit(parts.join("/"));
    }
  };
  visit(entry);
  expect(seen.size, `${entry} not found`).toBeGreaterThan(0);
  return [...seen].map((file) => [file, byFile.get(file) ?? ""] as const);
}

describe("translation namespaces", () => {
  it("app and shared code and the areas' manifests use only the common namespace, which every page loads at start", () => {
    // The translation editor (ADR 0097) is shared by the administration's editors and loads with none at start:
    // its `translations` namespace is checked below, in each part that imports it.
    const startup = sources.filter(
      ([file]) =>
        (file.startsWith("app/") || file.startsWith("shared/") || /^features\/[^/]+\/manifest\.ts$/.test(file)) &&
        !file.startsWith("shared/translations/"),
    );
    expect(startup.length).toBeGreaterThan(20);
    expect(misplaced(startup, ["common"])).toEqual([]);
  });

  it.each([...PARTS, loginDialogPart].map((part) => [part.file, part.namespaces] as const))(
    "%s loads every namespace the code it imports uses",
    (part, namespaces: readonly WebNamespace[]) => {
      const files = importClosure(part);
      expect(
        files.some(([file]) => file.startsWith("features/")),
        part,
      ).toBe(true);
      expect(misplaced(files, ["common", ...namespaces])).toEqual([]);
    },
  );

  it("the web never names a key of the server's namespace", () => {
    expect(misplaced(sources, WEB_NAMESPACES)).toEqual([]);
  });
});
