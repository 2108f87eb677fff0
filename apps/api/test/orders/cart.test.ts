import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest, product } from "../factories.ts";
import { confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const add = (payload: Record<string, unknown>, token?: string) =>
  post(server, "/api/Store/AddToCart", payload, token ? { token } : {});
const cart = (query: string, token?: string) => get(server, `/api/Store/GetCartItems?${query}`, token ? { token } : {});

describe("guest cart", () => {
  it("adds, increases, decreases, removes, with the price now", async () => {
    const g = guest();
    const p = await product(server, { priceCents: 1_250 });
    const added = await add({ ProductId: p.id, Quantity: 2, GuestId: g });
    expect(added.statusCode).toBe(200);
    expect(body(added).Message).toBe("Added to your cart.");
    const data = body(added).Data;
    expect(data.ItemCount).toBe(2);
    expect(data.Subtotal).toBe(25);
    expect(data.Items[0].Product).toMatchObject({ Id: p.id, Price: 12.5, InStock: true, Available: true });
    const lineId = data.Items[0].Id;
    const up = await put(server, "/api/Store/IncreaseCartItem", { Id: lineId, GuestId: g });
    expect(body(up).Data.Items[0].Quantity).toBe(3);
    const down = await put(server, "/api/Store/DecreaseCartItem", { Id: lineId, GuestId: g });
    expect(body(down).Data.Items[0].Quantity).toBe(2);
    await put(server, "/api/Store/DecreaseCartItem", { Id: lineId, GuestId: g });
    const last = await put(server, "/api/Store/DecreaseCartItem", { Id: lineId, GuestId: g });
    expect(body(last).Data.Items).toEqual([]);
    const again = await add({ ProductId: p.id, GuestId: g });
    const removed = await server.call({
      method: "DELETE",
      url: `/api/Store/DeleteCartItemById?Id=${body(again).Data.Items[0].Id}&GuestId=${g}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(body(removed).Data.Items).toEqual([]);
    expect(body(await cart(`GuestId=${g}&IsOriginalCart=true`)).Data.ItemCount).toBe(0);
  });

  it("refuses bad input, limits, unpublished, sold-out and instructors-only products", async () => {
    const g = guest();
    const p = await product(server, { stock: 3 });
    expect((await add({ ProductId: p.id, Quantity: 21, GuestId: g })).statusCode).toBe(400);
    expect((await add({ ProductId: p.id, Quantity: 1 })).statusCode).toBe(400);
    expect((await add({ ProductId: p.id, Quantity: 1, GuestId: "not-a-uuid" })).statusCode).toBe(400);
    expect((await add({ ProductId: 999_999, GuestId: g })).statusCode).toBe(404);
    const tooMany = await add({ ProductId: p.id, Quantity: 4, GuestId: g });
    expect(tooMany.statusCode).toBe(409);
    expect(body(tooMany).Message).toBe("You can have at most 3 of this product in your cart.");
    const hidden = await product(server, { published: false });
    expect((await add({ ProductId: hidden.id, GuestId: g })).statusCode).toBe(404);
    const soldOut = await product(server, { stock: 0 });
    const refused = await add({ ProductId: soldOut.id, GuestId: g });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).Code).toBe("OUT_OF_STOCK");
    const kit = await product(server, { audience: "instructors" });
    const kitRefused = await add({ ProductId: kit.id, GuestId: g }, undefined);
    expect(kitRefused.statusCode).toBe(403);
    const spanish = await post(server, "/api/Store/AddToCart", { ProductId: kit.id, GuestId: g }, { language: "es" });
    expect(body(spanish).Message).toContain("instructores");
  });

  it("caps the cart at 50 lines", async () => {
    const g = guest();
    for (let i = 0; i < 50; i += 1) {
      const p = await product(server);
      expect((await add({ ProductId: p.id, GuestId: g })).statusCode).toBe(200);
    }
    const extra = await product(server);
    const full = await add({ ProductId: extra.id, GuestId: g });
    expect(full.statusCode).toBe(409);
    expect(body(full).Code).toBe("CART_FULL");
  });

  it("keeps another visitor's and another member's lines out of reach", async () => {
    const g = guest();
    const p = await product(server);
    const lineId = body(await add({ ProductId: p.id, GuestId: g })).Data.Items[0].Id;
    expect((await put(server, "/api/Store/IncreaseCartItem", { Id: lineId, GuestId: guest() })).statusCode).toBe(404);
    expect((await put(server, "/api/Store/IncreaseCartItem", { Id: lineId })).statusCode).toBe(404);
    const owner = await confirmedMember(server);
    const other = await confirmedMember(server);
    const memberLine = body(await add({ ProductId: p.id, UserId: owner.id }, owner.token)).Data.Items[0].Id;
    expect((await add({ ProductId: p.id, UserId: owner.id }, other.token)).statusCode).toBe(403);
    expect((await add({ ProductId: p.id, UserId: owner.id })).statusCode).toBe(401);
    expect((await cart(`UserId=${owner.id}`, other.token)).statusCode).toBe(403);
    expect((await cart(`UserId=${owner.id}`)).statusCode).toBe(401);
    expect(
      (await put(server, "/api/Store/DecreaseCartItem", { Id: memberLine }, { token: other.token })).statusCode,
    ).toBe(404);
    const mine = await cart(`UserId=${owner.id}`, owner.token);
    expect(body(mine).Data.Items).toHaveLength(1);
  });
});

describe("SyncGuestCartToUser", () => {
  it("merges the guest cart at login, capped by stock, once", async () => {
    const g = guest();
    const shared = await product(server, { stock: 4 });
    const guestOnly = await product(server);
    const memberOnly = await product(server);
    const user = await confirmedMember(server);
    await add({ ProductId: shared.id, Quantity: 3, GuestId: g });
    await add({ ProductId: guestOnly.id, Quantity: 1, GuestId: g });
    await add({ ProductId: shared.id, Quantity: 2, UserId: user.id }, user.token);
    await add({ ProductId: memberOnly.id, Quantity: 1, UserId: user.id }, user.token);

    const synced = await post(
      server,
      "/api/Store/SyncGuestCartToUser",
      { UserID: user.id, GuestID: g },
      { token: user.token },
    );
    expect(synced.statusCode).toBe(200);
    const quantities = (data: { Items: { ProductId: number; Quantity: number }[] }) =>
      Object.fromEntries(data.Items.map((item) => [item.ProductId, item.Quantity]));
    expect(quantities(body(synced).Data)).toEqual({ [shared.id]: 4, [guestOnly.id]: 1, [memberOnly.id]: 1 });
    const guestCart = body(await cart(`GuestId=${g}&IsOriginalCart=true`)).Data;
    expect(guestCart.IsOriginalCart).toBe(false);
    expect(guestCart.Items).toEqual([]);

    const replay = await post(
      server,
      "/api/Store/SyncGuestCartToUser",
      { UserID: user.id, GuestID: g },
      { token: user.token },
    );
    expect(quantities(body(replay).Data)).toEqual(quantities(body(synced).Data));
    // The same browser starts a fresh guest cart after logging out.
    const fresh = await add({ ProductId: guestOnly.id, GuestId: g });
    expect(body(fresh).Data).toMatchObject({ IsOriginalCart: true, ItemCount: 1 });
  });

  it("is the member's own act only", async () => {
    const user = await confirmedMember(server);
    const other = await confirmedMember(server);
    const res = await post(
      server,
      "/api/Store/SyncGuestCartToUser",
      { UserID: user.id, GuestID: guest() },
      { token: other.token },
    );
    expect(res.statusCode).toBe(403);
    const anonymous = await post(server, "/api/Store/SyncGuestCartToUser", { UserID: user.id, GuestID: guest() });
    expect(anonymous.statusCode).toBe(401);
    const noGuest = await post(
      server,
      "/api/Store/SyncGuestCartToUser",
      { UserID: user.id, GuestID: null },
      { token: user.token },
    );
    expect(noGuest.statusCode).toBe(200);
  });
});
