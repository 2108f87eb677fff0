import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";

const cart = (owner: { UserId?: number; GuestId?: string }) => ({
  CartId: 1,
  UserId: owner.UserId ?? null,
  GuestId: owner.GuestId ?? null,
  IsOriginalCart: true,
  Items: [],
  ItemCount: 1,
  Subtotal: 8,
});

describe("AddToCartButton", () => {
  it("adds to a visitor's guest cart under a random GuestId kept in the browser", async () => {
    localStorage.removeItem("guestId");
    const sent = stubApi({
      "POST Store/AddToCart": { body: envelope(cart({ GuestId: "g" }), { Message: "Added to your cart." }) },
    });
    renderRoute(<AddToCartButton productId={30} />);
    await userEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Added to your cart.")).toBeInTheDocument();
    const body = jsonBody(sentTo(sent, "POST Store/AddToCart")[0]);
    expect(body).toMatchObject({ ProductId: 30, Quantity: 1 });
    expect(body.GuestId).toBe(localStorage.getItem("guestId"));
    expect(String(body.GuestId)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("adds to a member's own cart and shows the server's refusal", async () => {
    logInAs();
    const sent = stubApi({ "POST Store/AddToCart": failure(409, "Someone else just bought the last one.") });
    renderRoute(<AddToCartButton productId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Someone else just bought the last one.")).toBeInTheDocument();
    const body = jsonBody(sentTo(sent, "POST Store/AddToCart")[0]);
    expect(body.UserId).toBeTypeOf("number");
    expect(body.GuestId).toBeUndefined();
  });

  it("is disabled when the catalogue says so", () => {
    renderRoute(<AddToCartButton productId={7} disabled />);
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  });

  it("keeps the keyboard focus while it adds, and ignores a second press until the answer", async () => {
    localStorage.removeItem("guestId");
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const sent = stubApi({
      "POST Store/AddToCart": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderRoute(<AddToCartButton productId={30} />);
    const button = screen.getByRole("button", { name: "Add to cart" });
    button.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    // A disabled button loses the focus in a browser (to the page's start): a busy one stays focusable.
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(sentTo(sent, "POST Store/AddToCart")).toHaveLength(1);
    answer({ body: envelope(cart({ GuestId: "g" }), { Message: "Added to your cart." }) });
    expect(await screen.findByText("Added to your cart.")).toBeInTheDocument();
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveFocus();
  });
});
