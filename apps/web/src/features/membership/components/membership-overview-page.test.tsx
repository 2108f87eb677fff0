import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, membershipData, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { MembershipOverviewPage } from "./membership-overview-page.tsx";

const CARDS = [
  { Key: "Membership", IsVisible: true, SortOrder: 0 },
  { Key: "Renewal", IsVisible: true, SortOrder: 1 },
  { Key: "BillingDetails", IsVisible: true, SortOrder: 2 },
  { Key: "Invoices", IsVisible: false, SortOrder: 3 },
  { Key: "Permissions", IsVisible: true, SortOrder: 4 },
  { Key: "InstructorCredits", IsVisible: true, SortOrder: 5 },
];

function overview(cards = CARDS) {
  return {
    Membership: membershipData(),
    BillingDetails: { HasBillingDetails: true, Last4: "4242", ExpiryDate: "11/29", IsExpired: false },
    LastPayment: { InvoiceId: 2, InvoiceNumber: "HAA-2026-000002", Date: "2026-06-14T10:00:00.000Z", Total: 150 },
    InvoiceCount: 1,
    Permissions: [
      { Name: "Course Registration", IsAllowed: true },
      { Name: "Practitioner Profile", IsAllowed: false },
    ],
    Cards: cards,
  };
}

describe("/profile/membershipoverview", () => {
  it("shows the visible cards in the stored order; instructor credits only for instructors", async () => {
    logInAs();
    stubApi({ "GET User/GetMembershipOverviewByUserId": { body: envelope(overview()) } });
    renderRoute(<MembershipOverviewPage />, { path: "/profile/membershipoverview" });
    await screen.findByRole("region", { name: "Membership" });
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Membership", "Renewal", "Billing details", "What your plan includes"]);
    expect(screen.getByRole("region", { name: "Renewal" })).toHaveTextContent(
      "Renews automatically on June 14, 2027 for $150.",
    );
    expect(screen.getByRole("region", { name: "Billing details" })).toHaveTextContent(
      "Card ending in 4242, expires 11/29.",
    );
    const permissions = screen.getByRole("region", { name: "What your plan includes" });
    expect(permissions).toHaveTextContent("Course registration: Yes");
    expect(permissions).toHaveTextContent("Practitioner profile: No");
  });

  it("shows, hides and reorders cards and saves the choice (UpdateProfileMembershipOveriewCards)", async () => {
    logInAs();
    const sent = stubApi({
      "GET User/GetMembershipOverviewByUserId": { body: envelope(overview()) },
      "POST User/UpdateProfileMembershipOveriewCards": (request) => ({
        body: { ...envelope(jsonBody(request)), Message: "Your membership overview has been saved." },
      }),
    });
    const user = userEvent.setup();
    renderRoute(<MembershipOverviewPage />, { path: "/profile/membershipoverview" });
    await user.click(await screen.findByRole("button", { name: "Customize overview" }));
    const editor = screen.getByRole("region", { name: "Choose your cards" });
    await user.click(within(editor).getByRole("checkbox", { name: "Invoices" }));
    await user.click(within(editor).getByRole("checkbox", { name: "Renewal" }));
    await user.click(within(editor).getByRole("button", { name: "Move Invoices up" }));
    await user.click(within(editor).getByRole("button", { name: "Save overview" }));
    expect(await screen.findByText("Your membership overview has been saved.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST User/UpdateProfileMembershipOveriewCards")[0])).toEqual({
      UserId: 4,
      Cards: [
        { Key: "Membership", IsVisible: true, SortOrder: 0 },
        { Key: "Renewal", IsVisible: false, SortOrder: 1 },
        { Key: "Invoices", IsVisible: true, SortOrder: 2 },
        { Key: "BillingDetails", IsVisible: true, SortOrder: 3 },
        { Key: "Permissions", IsVisible: true, SortOrder: 4 },
        { Key: "InstructorCredits", IsVisible: true, SortOrder: 5 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Choose your cards" })).toBeNull());
  });
});
