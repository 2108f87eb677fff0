import { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstScreenReady, type PrefetchFn } from "./first-screen-ready.ts";

function later<T = void>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const Blank = () => null;

function routerWith(module: Promise<void>, prefetch?: PrefetchFn) {
  const Screen = Object.assign(() => null, { prefetch });
  const lazy = async () => {
    await module;
    return { Component: Screen };
  };
  return createMemoryRouter([{ path: "/", lazy }], { initialEntries: ["/"] });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("firstScreenReady", () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the first route's module, then for the reads its screen names", async () => {
    const module = later();
    const data = later();
    const client = new QueryClient();
    const prefetch = vi.fn(() => data.promise);
    let ready = false;
    const waiting = firstScreenReady(routerWith(module.promise, prefetch), client, 60_000).then(() => {
      ready = true;
    });
    await tick();
    expect(prefetch).not.toHaveBeenCalled();
    module.settle();
    await tick();
    expect(prefetch).toHaveBeenCalledWith(client);
    expect(ready).toBe(false);
    data.settle();
    await waiting;
    expect(ready).toBe(true);
  });

  it("starts the app even when the screen's read fails", async () => {
    const module = later();
    module.settle();
    const failing: PrefetchFn = () => Promise.reject(new Error("offline"));
    await expect(firstScreenReady(routerWith(module.promise, failing), new QueryClient(), 60_000)).resolves.toBe(
      undefined,
    );
  });

  it("starts the app even when the screen's prefetch throws before it asks anything", async () => {
    const module = later();
    module.settle();
    const broken: PrefetchFn = () => {
      throw new Error("a bug in prefetch");
    };
    await expect(firstScreenReady(routerWith(module.promise, broken), new QueryClient(), 60_000)).resolves.toBe(
      undefined,
    );
  });

  it("gives up waiting after the patience, so a slow connection gets the page loader", async () => {
    vi.useFakeTimers();
    const router = routerWith(later().promise);
    const waiting = firstScreenReady(router, new QueryClient(), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toBeUndefined();
    expect(router.state.initialized).toBe(false);
  });

  it("resolves at once for a ready router whose screen reads nothing", async () => {
    const router = createMemoryRouter([{ path: "/", Component: Blank }], { initialEntries: ["/"] });
    await expect(firstScreenReady(router, new QueryClient(), 60_000)).resolves.toBeUndefined();
  });
});
