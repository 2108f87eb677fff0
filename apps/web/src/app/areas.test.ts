import { WEB_NAMESPACES } from "@haa/domain";
import { describe, expect, it } from "vitest";
import { loginDialogPart } from "../features/account/manifest.ts";
import type { Loaders } from "../shared/routing/route-loader.ts";
import { AREAS, PARTS, SCREENS } from "./areas.ts";
import { routes } from "./paths.ts";

// The route registry is every area's manifest put together (ADR 0099): what the merge would hide, these catch.
describe("the areas' manifests", () => {
  it("name each route once, each pattern once, and give every route a screen or a redirect", () => {
    const keys = AREAS.flatMap((area) => Object.keys(area.routes));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(routes)).toHaveLength(keys.length);
    const patterns = Object.values(routes).map((route) => route.pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const area of AREAS) expect(Object.keys(area.screens).sort()).toEqual(Object.keys(area.routes).sort());
  });

  it("put each chunk in its feature's folder, and each loader beside a screen of its own chunk", async () => {
    for (const part of PARTS) {
      expect(part.file).toMatch(/^features\/[a-z]+\/routes(-[a-z]+)?\.tsx$/);
      const module = (await part.load()) as { loaders?: Loaders };
      for (const key of Object.keys(module.loaders ?? {})) {
        const screen = SCREENS[key as keyof typeof SCREENS];
        expect(screen && "chunk" in screen ? screen.chunk.file : undefined, `${part.file} loader ${key}`).toBe(
          part.file,
        );
      }
    }
  }, 60_000);

  it("load every web namespace, and only those: the typed translations are the web namespaces' (i18next.d.ts)", () => {
    const loaded = new Set(["common", ...[...PARTS, loginDialogPart].flatMap((part) => part.namespaces)]);
    expect([...loaded].sort()).toEqual([...WEB_NAMESPACES].sort());
  });
});
