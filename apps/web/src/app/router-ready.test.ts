import { QueryClient, queryOptions } from "@tanstack/react-query";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screenLoader } from "../shared/routing/route-loader.ts";
import { routerReady } from "./router-ready.ts";

function later<T = void>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const Blank = () => null;
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A router whose one route comes from a lazy module with a loader reading `read` into `client` (as the app's). */
function routerWith(module: Promise<void>, client: QueryClient, read: () => Promise<string>, hydrating = false) {
  const loader = screenLoader(({ client: cache }) => [
    cache.ensureQueryData(queryOptions({ queryKey: ["read"], queryFn: read })),
  ])({ client, language: () => "en", hydrating: () => hydrating });
  const lazy = async () => {
    await module;
    return { Component: Blank, loader };
  };
  return createMemoryRouter([{ id: "screen", path: "/", lazy }], { initialEntries: ["/"] });
}

describe("routerReady", () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the first route's module, then for its loader's reads, which are then in the cache", async () => {
    const module = later();
    const data = later<string>();
    const client = new QueryClient();
    const read = vi.fn(() => data.promise);
    let ready = false;
    const waiting = routerReady(routerWith(module.promise, client, read), 60_000).then(() => {
      ready = true;
    });
    await tick();
    expect(read).not.toHaveBeenCalled();
    module.settle();
    await tick();
    expect(read).toHaveBeenCalledTimes(1);
    expect(ready).toBe(false);
    data.settle("the screen's data");
    await waiting;
    expect(client.getQueryData(["read"])).toBe("the screen's data");
  });

  it("starts the app when the screen's read fails: the loader never fails, the error is the screen's to show", async () => {
    const module = later();
    module.settle();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = routerWith(module.promise, client, () => Promise.reject(new Error("offline")));
    await routerReady(router, 60_000);
    expect(router.state.errors).toBeNull();
    expect(client.getQueryState(["read"])?.status).toBe("error");
  });

  it("reads nothing while a page the server rendered is hydrated: its reads came with it", async () => {
    const module = later();
    module.settle();
    const read = vi.fn(() => Promise.resolve("asked"));
    const router = routerWith(module.promise, new QueryClient(), read, true);
    await routerReady(router, 60_000);
    expect(router.state.initialized).toBe(true);
    expect(read).not.toHaveBeenCalled();
  });

  it("gives up waiting after the patience, so a slow connection gets the page loader", async () => {
    vi.useFakeTimers();
    const router = routerWith(later().promise, new QueryClient(), () => Promise.resolve("late"));
    const waiting = routerReady(router, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toBeUndefined();
    expect(router.state.initialized).toBe(false);
  });

  it("resolves at once for a ready router whose screen reads nothing", async () => {
    const router = createMemoryRouter([{ path: "/", Component: Blank }], { initialEntries: ["/"] });
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
