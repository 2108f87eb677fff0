import { NAMESPACED, type WebNamespace } from "@haa/domain";
import { describe, expect, it } from "vitest";
import { LAZY_NAMESPACES } from "../src/app/area-namespaces.ts";

// Each lazily loaded part of the app loads `common` and its own namespaces (src/app/area-namespaces.ts); a
// key whose group lives in a namespace that part never loads would show as a bare key. This test reads every
// key group the code names (`"manage.endDate"`, `` `plans.${id}` ``) and checks it is loaded where it is used.

const raw = import.meta.glob<string>(["../src/**/*.{ts,tsx}", "!../src/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const sources = Object.entries(raw).map(([path, source]) => [path.replace(/^\.\.\/src\//, ""), source] as const);

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

describe("translation namespaces", () => {
  it("app and shared code use only the common namespace, which every page loads at start", () => {
    const startup = sources.filter(
      ([file]) => (file.startsWith("app/") && !file.startsWith("app/routes/")) || file.startsWith("shared/"),
    );
    expect(startup.length).toBeGreaterThan(20);
    expect(misplaced(startup, ["common"])).toEqual([]);
  });

  it.each(Object.entries(LAZY_NAMESPACES))(
    "%s loads every namespace its features use",
    (part, namespaces: readonly WebNamespace[]) => {
      const module = sources.find(([file]) => file === `app/${part}`);
      expect(module, part).toBeDefined();
      const features = [...(module?.[1] ?? "").matchAll(/features\/([a-z-]+)\//g)].map((m) => m[1]);
      expect(features.length).toBeGreaterThan(0);
      const files = sources.filter(([file]) => features.some((feature) => file.startsWith(`features/${feature}/`)));
      expect(misplaced(files, ["common", ...namespaces])).toEqual([]);
    },
  );

  it("the web never names a key of the server's namespace", () => {
    expect(
      misplaced(sources, [
        "common",
        "content",
        "account",
        "membership",
        "hardship",
        "admin",
        "testimonials",
        "contact",
      ]),
    ).toEqual([]);
  });
});
