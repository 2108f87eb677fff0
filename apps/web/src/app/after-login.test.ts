import type { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { envelope, stubFetch } from "../../test/fetch.ts";
import { testQueryClient } from "../../test/render.tsx";
import { cartKey } from "../features/orders/api/get-cart-items.ts";
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

  it("stays on the page the target names, keeping what the reader changed there since", async () => {
    sessionStorage.setItem("redirectTarget", "/admin/credits");
    stubFetch(() => ({ body: envelope([]) }));
    const { navigate, done } = run({ pathname: "/admin/credits" });
    await done;
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("redirectTarget")).toBeNull();
  });
});
