import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sentTo, stubApi } from "../../../test/api-routes.ts";
import { envelope } from "../../../test/fetch.ts";
import { renderRoute } from "../../../test/render.tsx";
import { cartKey } from "../../features/orders/api/get-cart-items.ts";
import { GUEST_ID_KEY } from "../../features/orders/api/guest-id.ts";
import { CartBadge } from "./cart-badge.tsx";

const GUEST = "3f1c2a4e-8b7d-4f6a-9c1e-2d3b4a5c6d7e";
const cart = (count: number, owner: { UserId?: number; GuestId?: string }) => ({
  body: envelope({
    CartId: 1,
    UserId: owner.UserId ?? null,
    GuestId: owner.GuestId ?? null,
    IsOriginalCart: true,
    Items: [],
    ItemCount: count,
    Subtotal: 0,
  }),
});

afterEach(() => localStorage.removeItem(GUEST_ID_KEY));

describe("the header's cart", () => {
  it("links a visitor without a cart to /store/cart and asks the server nothing", async () => {
    const sent = stubApi({});
    renderRoute(<CartBadge userId={null} />);
    const link = await screen.findByRole("link", { name: "Cart" });
    expect(link).toHaveAttribute("href", "/store/cart");
    expect(sent).toHaveLength(0);
  });

  it("counts a visitor's guest cart, and follows the cart the add-to-cart button caches", async () => {
    localStorage.setItem(GUEST_ID_KEY, GUEST);
    const sent = stubApi({ "GET Store/GetCartItems": cart(2, { GuestId: GUEST }) });
    const view = renderRoute(<CartBadge userId={null} />);
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toHaveTextContent("2");
    expect(sentTo(sent, "GET Store/GetCartItems")[0]?.url).toContain(`GuestId=${GUEST}`);
    act(() => view.queryClient.setQueryData(cartKey({ GuestId: GUEST }), cart(5, { GuestId: GUEST }).body.Data));
    expect(await screen.findByRole("link", { name: "Cart, 5 items" })).toHaveTextContent("5");
    act(() => view.queryClient.setQueryData(cartKey({ GuestId: GUEST }), cart(1, { GuestId: GUEST }).body.Data));
    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toHaveTextContent("1");
  });

  it("counts a member's cart by their id", async () => {
    const sent = stubApi({ "GET Store/GetCartItems": cart(120, { UserId: 7 }) });
    renderRoute(<CartBadge userId={7} />);
    expect(await screen.findByRole("link", { name: "Cart, 120 items" })).toHaveTextContent("99+");
    expect(sentTo(sent, "GET Store/GetCartItems")[0]?.url).toContain("UserId=7");
  });
});
