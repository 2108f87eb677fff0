import { describe, expect, it } from "vitest";
import { type RouteKey, routes } from "./paths.ts";
import { SERVER_RENDERED } from "./server-rendered.ts";

describe("the pages the server renders (ADR 0096)", () => {
  it("are exactly the public ones: each page with a description (ADR 0095), so a reader without JavaScript reads it", () => {
    const publicPages = (Object.keys(routes) as RouteKey[]).filter(
      (key) => (routes[key] as { description?: string }).description !== undefined,
    );
    expect([...SERVER_RENDERED].sort()).toEqual(publicPages.sort());
  });
});
