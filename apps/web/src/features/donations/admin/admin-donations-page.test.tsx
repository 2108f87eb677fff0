import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminDonationsPage } from "./admin-donations-page.tsx";

const donation = (id: number, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  DonationNumber: `DON-2026-${String(id).padStart(6, "0")}`,
  Date: "2026-11-20T10:00:00.000Z",
  Name: "Ana Souza",
  Email: "ana@example.org",
  UserId: null,
  Amount: 25,
  Frequency: "OneOff",
  Status: "Paid",
  RefundedAt: null,
  PlanId: null,
  PlanStatus: null,
  ...overrides,
});

const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  body: envelope({
    List: items,
    TotalCount: items.length,
    Page: 1,
    PageSize: 20,
    TotalAmount: 85,
    OneOffAmount: 25,
    YearlyAmount: 60,
    RefundedAmount: 0,
    ActiveYearlyPlans: 1,
    ...extra,
  }),
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:donations");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("/admin/donations", () => {
  it("is refused to members", () => {
    logInAs();
    renderRoute(<AdminDonationsPage />, { path: "/admin/donations" });
    expect(screen.getByRole("alert")).toHaveTextContent("Only administrators can see the donations.");
  });

  it("reads its filters and page from the URL, shows the totals and applies new filters to the URL", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Donation/GetDonations": page(
        [
          donation(2, { Frequency: "Yearly", Amount: 60, PlanId: 7, PlanStatus: "Active", Name: "Kenji Watanabe" }),
          donation(1, { Status: "Refunded", RefundedAt: "2026-11-21T09:00:00.000Z" }),
        ],
        { TotalCount: 45 },
      ),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<AdminDonationsPage />, {
      path: "/admin/donations",
      url: "/admin/donations?page=2&Status=Paid&search=ana",
    });
    const table = await screen.findByRole("table", { name: "Donations, newest first" });
    expect(await within(table).findByText("DON-2026-000002")).toBeInTheDocument();
    expect(within(table).getByText("Yearly plan active")).toBeInTheDocument();
    expect(within(table).getByText(/Refunded \(/)).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Donation/GetDonations")[0])).toMatchObject({
      page: "2",
      pageSize: "20",
      Status: "Paid",
      search: "ana",
    });
    const totals = screen.getByRole("region", { name: "Totals of the filtered donations" });
    expect(within(totals).getByText("$85.00")).toBeInTheDocument();
    expect(within(totals).getByText("45")).toBeInTheDocument();
    // The pager links keep the filters.
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/admin/donations?page=3&Status=Paid&search=ana",
    );
    // Only a paid donation can be refunded; only an active plan stopped.
    expect(within(table).getAllByRole("button", { name: /^Refund/ })).toHaveLength(1);
    expect(within(table).getByRole("button", { name: "Stop yearly DON-2026-000002" })).toBeInTheDocument();

    const search = screen.getByLabelText("Donor name or e-mail");
    await user.clear(search);
    await user.type(search, " kenji ");
    await user.selectOptions(screen.getByLabelText("Frequency"), "Yearly");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(router.state.location.search).toBe("?Frequency=Yearly&Status=Paid&From=2026-11-01&search=kenji");
    await vi.waitFor(() =>
      expect(queryOf(sentTo(sent, "GET Donation/GetDonations").at(-1))).toMatchObject({
        page: "1",
        Frequency: "Yearly",
        From: "2026-11-01",
        search: "kenji",
      }),
    );
  });

  it("refunds after a confirmation, shows the server's refusal and reads the list again", async () => {
    logInAs({ AccountType: 99 });
    let calls = 0;
    const sent = stubApi({
      "GET Donation/GetDonations": page([donation(5)]),
      "POST Donation/AdminRefundDonation": () => {
        calls += 1;
        return calls === 1
          ? failure(409, "This donation has already been refunded.")
          : { body: envelope(donation(5, { Status: "Refunded" }), { Message: "The donation has been refunded." }) };
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminDonationsPage />, { path: "/admin/donations" });
    await user.click(await screen.findByRole("button", { name: "Refund DON-2026-000005" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund donation DON-2026-000005?" });
    expect(dialog).toHaveTextContent("$25.00 goes back to the card of Ana Souza.");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This donation has already been refunded.");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Donation DON-2026-000005 has been refunded.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Donation/AdminRefundDonation")[1])).toEqual({ Id: 5 });
    await vi.waitFor(() => expect(sentTo(sent, "GET Donation/GetDonations").length).toBeGreaterThanOrEqual(2));
  });

  it("stops a yearly plan with the administrator's call", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Donation/GetDonations": page([donation(8, { Frequency: "Yearly", PlanId: 3, PlanStatus: "Active" })]),
      "POST Donation/AdminCancelDonationPlan": {
        body: envelope({ Id: 3, Amount: 25, Status: "Cancelled", NextChargeDate: null }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminDonationsPage />, { path: "/admin/donations" });
    await user.click(await screen.findByRole("button", { name: "Stop yearly DON-2026-000008" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop the yearly donation of Ana Souza?" });
    await user.click(within(dialog).getByRole("button", { name: "Stop it" }));
    expect(await screen.findByText("The yearly donation has been stopped.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Donation/AdminCancelDonationPlan")[0])).toEqual({ PlanId: 3 });
  });

  it("exports the filtered list as CSV", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Donation/GetDonations": page([donation(1)]),
      "GET Donation/AdminExportDonations": { body: "Donation number,Date" },
    });
    const user = userEvent.setup();
    renderRoute(<AdminDonationsPage />, { path: "/admin/donations", url: "/admin/donations?Frequency=OneOff" });
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    await vi.waitFor(() => expect(sentTo(sent, "GET Donation/AdminExportDonations")).toHaveLength(1));
    expect(queryOf(sentTo(sent, "GET Donation/AdminExportDonations")[0])).toEqual({ Frequency: "OneOff" });
  });
});
