import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch.ts";
import { checkAppVersion } from "./version-check.ts";

function stubCaches(keys: string[]) {
  const cacheStorage = {
    keys: vi.fn(async () => keys),
    delete: vi.fn(async () => true),
  };
  vi.stubGlobal("caches", cacheStorage);
  return cacheStorage;
}

describe("app version check", () => {
  it("stores the version on the first run without reloading", async () => {
    const sent = stubFetch(() => ({ body: { version: "2025-06-01" } }));
    const reload = vi.fn();
    expect(await checkAppVersion({ reload, now: () => 1234 })).toBe("first-run");
    expect(sent[0]?.url).toBe("/version.json?t=1234");
    expect(localStorage.getItem("appVersion")).toBe("2025-06-01");
    expect(reload).not.toHaveBeenCalled();
  });

  it("does nothing when the version is unchanged", async () => {
    localStorage.setItem("appVersion", "v1");
    stubFetch(() => ({ body: { version: "v1" } }));
    const cacheStorage = stubCaches(["app"]);
    const reload = vi.fn();
    expect(await checkAppVersion({ reload })).toBe("unchanged");
    expect(cacheStorage.delete).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("stores a changed version, clears every cache and reloads", async () => {
    localStorage.setItem("appVersion", "v1");
    stubFetch(() => ({ body: { version: "v2" } }));
    const cacheStorage = stubCaches(["workbox-precache", "runtime"]);
    const reload = vi.fn();
    expect(await checkAppVersion({ reload })).toBe("reloaded");
    expect(localStorage.getItem("appVersion")).toBe("v2");
    expect(cacheStorage.delete).toHaveBeenCalledWith("workbox-precache");
    expect(cacheStorage.delete).toHaveBeenCalledWith("runtime");
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ["the network fails", () => new TypeError("Failed to fetch")],
    ["the server answers 404", () => ({ status: 404, body: {} })],
    ["the answer has no version", () => ({ body: { nope: true } })],
  ])("only logs when %s", async (_case, reply) => {
    localStorage.setItem("appVersion", "v1");
    stubFetch(reply);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reload = vi.fn();
    expect(await checkAppVersion({ reload })).toBe("failed");
    expect(error).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem("appVersion")).toBe("v1");
  });
});
