import { describe, expect, it } from "vitest";
import { loadRegistry } from "./registry.ts";
import { ROUTE_PATTERNS_FILE, routePatterns, routePatternsJson } from "./route-patterns.ts";

describe("route patterns for the server (ADR 0065)", () => {
  it("lists every registered route's pattern, each of which the web's own matcher finds", async () => {
    const { routes, routeKeyOf } = await loadRegistry();
    const { patterns } = JSON.parse(routePatternsJson(routes)) as { patterns: string[] };
    expect(patterns).toEqual(Object.values(routes).map((route) => route.pattern));
    expect(patterns).toContain("/error");
    expect(patterns).toContain("/courses/detail/:id");
    for (const pattern of patterns) expect(routeKeyOf(pattern.replace(/:\w+/g, "7")), pattern).toBeDefined();
  });

  it("is emitted beside index.html by the build, from the areas' manifests", async () => {
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = routePatterns();
    const generate = plugin.generateBundle as (this: unknown) => Promise<void>;
    await generate.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
    const { routes } = await loadRegistry();
    expect(emitted).toEqual([{ type: "asset", fileName: ROUTE_PATTERNS_FILE, source: routePatternsJson(routes) }]);
    expect(Object.keys(routes).length).toBeGreaterThan(140);
  });
});
