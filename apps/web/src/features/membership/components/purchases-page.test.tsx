import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { PurchasesPage } from "./purchases-page.tsx";

function purchase(key: string, overrides: Record<string, unknown> = {}) {
  return {
    Key: key,
    Id: 1,
    Source: "Membership",
    Date: "2026-05-01T10:00:00.000Z",
    Title: "Standard membership",
    Reference: "HAA-2026-000001",
    Amount: 150,
    Currency: "USD",
    Status: "Paid",
    InvoiceUrl: "/api/Invoices/DownloadInvoicePdf/1",
    DetailUrl: null,
    ...overrides,
  };
}

describe("/profile/purchases", () => {
  it("shows every payment with its invoice or order link, and pages through the URL", async () => {
    logInAs();
    const sent = stubApi({
      "GET User/GetUserPurchaseAndBillings": {
        body: envelope({
          List: [
            purchase("donation-3", {
              Id: 3,
              Source: "Donation",
              Title: "Donation",
              Reference: "DON-2026-000003",
              Amount: 25,
              InvoiceUrl: "/api/Donation/DownloadDonationInvoicePdf/3",
            }),
            purchase("order-5", {
              Id: 5,
              Source: "StoreOrder",
              Title: "Meridian wall chart, <b>Chart</b>",
              Reference: "ORD-1005",
              Amount: 30,
              Status: "Shipped",
              InvoiceUrl: "/api/Store/GetOrderInvoicePdf?Id=5&Expires=1900000000&Signature=abc",
              DetailUrl: "/purchasedetail?orderId=5",
            }),
            purchase("payment-1"),
          ],
          TotalCount: 13,
          Page: 1,
          PageSize: 10,
        }),
      },
    });
    renderRoute(<PurchasesPage />, { path: "/profile/purchases" });
    const table = await screen.findByRole("table", { name: "Payments: 13" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("DonationDonation");
    expect(rows[0]).toHaveTextContent("$25");
    expect(
      within(rows[0] as HTMLElement).getByRole("button", { name: /PDF\s*of invoice DON-2026-000003/ }),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: /Details\s*of order ORD-1005/ })).toHaveAttribute(
      "href",
      "/purchasedetail?orderId=5",
    );
    // A store order offers its invoice as well as its page.
    expect(
      within(rows[1] as HTMLElement).getByRole("button", { name: /PDF\s*of invoice ORD-1005/ }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Shipped");
    expect(screen.getByText("Meridian wall chart, <b>Chart</b>")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET User/GetUserPurchaseAndBillings")[0])).toMatchObject({
      UserId: "4",
      page: "1",
      pageSize: "10",
    });
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/profile/purchases?page=2");
  });

  it("says so when there is nothing yet", async () => {
    logInAs();
    stubApi({
      "GET User/GetUserPurchaseAndBillings": { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 10 }) },
    });
    renderRoute(<PurchasesPage />, { path: "/profile/purchases" });
    expect(await screen.findByText("You have not made any payments yet.")).toBeInTheDocument();
  });

  it("asks a visitor to log in", async () => {
    stubApi({});
    renderRoute(<PurchasesPage />, { path: "/profile/purchases" });
    expect(await screen.findByRole("heading", { name: "Purchases and billing" })).toBeInTheDocument();
    void userEvent;
  });
});
