import { type QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { envelope, stubFetch } from "../../test/fetch.ts";
import { testQueryClient } from "../../test/render.tsx";
import { cartItemsQuery, cartKey } from "../features/orders/api/get-cart-items.ts";
import type { StoredUser } from "../shared/session/session-store.ts";
import { afterLogin } from "./after-login.ts";

const USER = { Id: 9, FirstName: "Ana" } as StoredUser;

function run(overrides: { pathname?: string; redirectTo?: string; queryClient?: QueryClient } = {}) {
  const navigate = vi.fn();
  const done = afterLogin({
    user: USER,
    queryClient: overrides.queryClient ?? testQueryClient(),
    navigate,
    pathname: "/register",
    ...overrides,
  });
  return { navigate, done };
}

describe("after a successful login", () => {
  it("fetches notifications and the expiration check, then goes home", async () => {
    const sent = stubFetch(() => ({ body: envelope(null) }));
    const { navigate, done } = run();
    await done;
    expect(navigate).toHaveBeenCalledWith("/");
    await vi.waitFor(() =>
      expect(sent.map((r) => r.url).sort()).toEqual([
        "/api/Membership/CheckUserMembershipExpiration?userId=9",
        "/api/Notification/GetNotificationsByUserId?userId=9",
      ]),
    );
  });

  it("stays put when already home and ignores failing side calls", async () => {
    stubFetch(() => ({ status: 404, body: { Status: false, Message: "Not found." } }));
    const { navigate, done } = run({ pathname: "/" });
    await done;
    expect(navigate).not.toHaveBeenCalled();
  });

  it("goes to a given route first", async () => {
    sessionStorage.setItem("redirectTarget", "/store/cart");
    stubFetch(() => ({ body: envelope(null) }));
    const { navigate, done } = run({ redirectTo: "/membershipupgrade" });
    await done;
    expect(navigate).toHaveBeenCalledWith("/membershipupgrade");
  });

  it("moves the guest cart to the user and goes to the stored target", async () => {
    sessionStorage.setItem("redirectTarget", "/store/cart");
    localStorage.setItem("guestId", "guest-7");
    const sent = stubFetch(() => ({ body: envelope([]) }));
    const { navigate, done } = run();
    await done;
    const sync = sent.find((r) => r.url === "/api/Store/SyncGuestCartToUser");
    expect(JSON.parse(String(sync?.body))).toEqual({ UserID: 9, GuestID: "guest-7" });
    expect(sent.map((r) => r.url)).toContain("/api/Store/GetCartItems?UserId=9&IsOriginalCart=true");
    expect(navigate).toHaveBeenCalledWith("/store/cart");
    expect(sessionStorage.getItem("redirectTarget")).toBeNull();
  });

  it("reloads a cart the page fetched before the merge, even though that answer is fresh", async () => {
    sessionStorage.setItem("redirectTarget", "/checkout");
    localStorage.setItem("guestId", "guest-8");
    const queryClient = testQueryClient();
    queryClient.setDefaultOptions({ queries: { staleTime: 60_000 } });
    queryClient.setQueryData(cartKey({ UserId: 9 }), { Items: ["before the merge"] });
    const sent = stubFetch((request) =>
      request.url.startsWith("/api/Store/GetCartItems")
        ? { body: envelope({ Items: ["after the merge"] }) }
        : { body: envelope(null) },
    );
    const { navigate, done } = run({ queryClient });
    await done;
    const urls = sent.map((r) => r.url);
    expect(urls.indexOf("/api/Store/GetCartItems?UserId=9&IsOriginalCart=true")).toBeGreaterThan(
      urls.indexOf("/api/Store/SyncGuestCartToUser"),
    );
    expect(queryClient.getQueryData(cartKey({ UserId: 9 }))).toEqual({ Items: ["after the merge"] });
    expect(navigate).toHaveBeenCalledWith("/checkout");
  });

  it("does not reuse a cart read sent before the merge, even while it has no answer yet", async () => {
    sessionStorage.setItem("redirectTarget", "/checkout");
    localStorage.setItem("guestId", "guest-9");
    const queryClient = testQueryClient();
    // As the app's client: an answer stays fresh for a while, so nothing refetches a wrong one by itself.
    queryClient.setDefaultOptions({ queries: { staleTime: 60_000 } });
    let answerEarlyRead: () => void = () => undefined;
    let reads = 0;
    const sent = stubFetch((request) => {
      if (request.url === "/api/Store/SyncGuestCartToUser") {
        // The read sent when the session changed was served from before the merge, and its answer arrives
        // only after the merge's.
        setTimeout(answerEarlyRead, 50);
        return { body: envelope(null) };
      }
      if (!request.url.startsWith("/api/Store/GetCartItems")) return { body: envelope(null) };
      reads += 1;
      if (reads > 1) return { body: envelope({ Items: ["after the merge"] }) };
      return new Promise((resolve) => {
        answerEarlyRead = () => resolve({ body: envelope({ Items: ["before the merge"] }) });
      });
    });
    // The checkout behind the dialog asks for the member's cart the moment the session changes.
    const page = new QueryObserver(queryClient, cartItemsQuery(9));
    const unsubscribe = page.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(reads).toBe(1));
      const { done } = run({ queryClient });
      await done;
      const urls = sent.map((r) => r.url);
      expect(urls.lastIndexOf("/api/Store/GetCartItems?UserId=9&IsOriginalCart=true")).toBeGreaterThan(
        urls.indexOf("/api/Store/SyncGuestCartToUser"),
      );
      expect(queryClient.getQueryData(cartKey({ UserId: 9 }))).toEqual({ Items: ["after the merge"] });
      // The early answer, arriving late, does not overwrite the reloaded cart either.
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(queryClient.getQueryData(cartKey({ UserId: 9 }))).toEqual({ Items: ["after the merge"] });
    } finally {
      unsubscribe();
    }
  });

  it("stays on the page the target names, keeping what the reader changed there since", async () => {
    sessionStorage.setItem("redirectTarget", "/admin/credits");
    stubFetch(() => ({ body: envelope([]) }));
    const { navigate, done } = run({ pathname: "/admin/credits" });
    await done;
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("redirectTarget")).toBeNull();
  });
});
