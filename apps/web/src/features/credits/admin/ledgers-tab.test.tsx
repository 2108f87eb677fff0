import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminCreditsPage } from "./admin-credits-page.tsx";

const MEMBER = {
  Id: 7,
  Email: "standard@demo.healingarts.example",
  FirstName: "Sam",
  LastName: "Rivera",
  AccountType: 1,
  MembershipId: 3,
  IsLocked: false,
  IsConfirmed: true,
  CreatedAt: "2025-01-01T00:00:00.000Z",
};
const CYCLE = {
  Start: "2025-01-01T00:00:00.000Z",
  End: "2027-01-01T00:00:00.000Z",
  Years: 2,
  RequiredCredits: 30,
  EarnedCredits: 12,
  DaysLeft: 300,
  Percent: 40,
};
const ledger = (entries: unknown[]) =>
  envelope({ List: entries, TotalCount: entries.length, TotalCredits: 12, Cycle: CYCLE });
const SEMINAR = {
  Id: "enrollment-1",
  Source: "seminar",
  Title: "Anatomy for Practitioners",
  CourseId: 2,
  Credits: 12,
  EarnedAt: "2026-03-01T00:00:00.000Z",
  Reason: null,
};

describe("/admin/credits · Ledgers", () => {
  it("finds a member, shows their ledger and cycle, and adds an adjustment; a refusal shows under its field", async () => {
    logInAs({ AccountType: 99 });
    let adjustments = 0;
    const sent = stubApi({
      "GET UserCEUs/AdminGetCECycle": { body: envelope({ Years: 2, RequiredCredits: 30 }) },
      "GET Admin/GetUsers": { body: envelope({ List: [MEMBER], TotalCount: 1, Page: 1, PageSize: 10 }) },
      "GET UserCEUs/GetUserCEUs": () =>
        adjustments < 2
          ? { body: ledger([SEMINAR]) }
          : {
              body: ledger([
                {
                  Id: "entry-9",
                  Source: "adjustment",
                  Title: "Adjustment",
                  CourseId: null,
                  Credits: 3,
                  EarnedAt: "2026-11-20T00:00:00.000Z",
                  Reason: "<b>Conference</b> hours",
                },
                SEMINAR,
              ]),
            },
      "POST UserCEUs/AdminAddAdjustment": () => {
        adjustments += 1;
        return adjustments === 1
          ? {
              status: 400,
              body: {
                Status: false,
                Message: "The request is not valid.",
                Data: null,
                Errors: {
                  Credits: "This would take the member's credits in the current cycle below zero (they have 12).",
                },
              },
            }
          : { body: envelope({ Id: 9 }, { Message: "The adjustment has been added to the member's credits." }) };
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits" });
    await user.click(await screen.findByRole("tab", { name: "Ledgers" }));
    await user.type(screen.getByRole("searchbox", { name: /Find a member/ }), "rivera");
    await user.click(screen.getByRole("button", { name: "Find" }));
    await user.click(await screen.findByRole("button", { name: "Choose Sam Rivera" }));
    expect(queryOf(sentTo(sent, "GET Admin/GetUsers")[0])).toMatchObject({ search: "rivera" });

    expect(await screen.findByRole("heading", { name: "CE ledger of Sam Rivera" })).toBeInTheDocument();
    expect(await screen.findByText("12 of 30 credits in the current cycle")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "CE entries of Sam Rivera" });
    expect(within(table).getByText("Anatomy for Practitioners")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET UserCEUs/GetUserCEUs")[0])).toMatchObject({ userId: "7" });

    await user.type(screen.getByLabelText(/Credits \(-100 to 100/), "-20");
    await user.type(screen.getByLabelText(/Reason/), "Duplicate entry");
    await user.click(screen.getByRole("button", { name: "Add adjustment" }));
    expect(
      await screen.findByText("This would take the member's credits in the current cycle below zero (they have 12)."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Credits \(-100 to 100/)).toHaveAttribute("aria-invalid", "true");

    await user.clear(screen.getByLabelText(/Credits \(-100 to 100/));
    await user.type(screen.getByLabelText(/Credits \(-100 to 100/), "3");
    await user.clear(screen.getByLabelText(/Reason/));
    await user.type(screen.getByLabelText(/Reason/), "<b>Conference</b> hours");
    await user.click(screen.getByRole("button", { name: "Add adjustment" }));
    expect(await screen.findByText("The adjustment has been added to the member's credits.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST UserCEUs/AdminAddAdjustment")[1])).toEqual({
      UserId: 7,
      Credits: 3,
      Reason: "<b>Conference</b> hours",
    });
    // The ledger is read again and shows the reason as plain text.
    expect(await within(table).findByText("<b>Conference</b> hours")).toBeInTheDocument();
    expect(table.querySelector("b")).toBeNull();
    // Two forms' worth of typing: slow on a shared machine.
  }, 15_000);

  it("checks an adjustment against the contract's rules and sends nothing while one fails", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET UserCEUs/AdminGetCECycle": { body: envelope({ Years: 2, RequiredCredits: 30 }) },
      "GET Admin/GetUsers": { body: envelope({ List: [MEMBER], TotalCount: 1, Page: 1, PageSize: 10 }) },
      "GET UserCEUs/GetUserCEUs": { body: ledger([SEMINAR]) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits" });
    await user.click(await screen.findByRole("tab", { name: "Ledgers" }));
    await user.type(screen.getByRole("searchbox", { name: /Find a member/ }), "rivera");
    await user.click(screen.getByRole("button", { name: "Find" }));
    await user.click(await screen.findByRole("button", { name: "Choose Sam Rivera" }));
    await user.type(await screen.findByLabelText(/Credits \(-100 to 100/), "0");
    await user.type(screen.getByLabelText(/Reason/), "Duplicate entry");
    await user.click(screen.getByRole("button", { name: "Add adjustment" }));
    expect(await screen.findByText("Credits must be a whole number from -100 to 100, not 0.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Credits \(-100 to 100/)).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST UserCEUs/AdminAddAdjustment")).toHaveLength(0);
  }, 15_000);
});
