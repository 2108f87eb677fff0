import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { OrdersPage } from "./orders-page.tsx";
import { SuccessPage } from "./result-pages.tsx";

const RESULT_LINKS = {
  success: "/checkout/billingsuccess",
  failed: "/store/storeerror",
  cart: "/store/cart",
  store: "/store",
  orders: "/profile/orderpurchases",
};
const ORDER_LINKS = {
  orders: "/profile/orderpurchases",
  detail: "/purchasedetail",
  store: "/store",
  register: "/register",
};

describe("/checkout/billingsuccess", () => {
  it.each([["/checkout/billingsuccess"], ["/checkout/billingsuccess?orderId=abc"]])(
    "says at %s that there is no order to show, with links to the store and the orders",
    async (url) => {
      const sent = stubApi({});
      renderRoute(<SuccessPage links={RESULT_LINKS} />, { path: "/checkout/billingsuccess", url });
      expect(await screen.findByRole("heading", { name: "No order to show" })).toBeInTheDocument();
      expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Keep shopping" })).toHaveAttribute("href", "/store");
      expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/profile/orderpurchases");
      expect(sentTo(sent, "GET Store/GetOrderById")).toHaveLength(0);
    },
  );
});

describe("/profile/orderpurchases", () => {
  it("asks a visitor to log in, and asks the server nothing", async () => {
    const sent = stubApi({});
    renderRoute(<OrdersPage links={ORDER_LINKS} />, { path: "/profile/orderpurchases" });
    expect(await screen.findByRole("heading", { name: "Please log in" })).toBeInTheDocument();
    expect(
      screen.getByText("Log in to see Store orders. You will come straight back here afterwards."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(sentTo(sent, "GET Store/GetOrders")).toHaveLength(0);
  });

  it("lists a member's orders", async () => {
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetOrders": { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 10 }) },
    });
    renderRoute(<OrdersPage links={ORDER_LINKS} />, { path: "/profile/orderpurchases" });
    expect(await screen.findByText("No store orders yet.")).toBeInTheDocument();
    expect(sentTo(sent, "GET Store/GetOrders")[0]?.url).toContain(`UserId=${member.Id}`);
  });
});
