import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { MyCeusPage } from "./my-ceus-page.tsx";

const CYCLE = {
  Start: "2025-03-01T00:00:00.000Z",
  End: "2027-03-01T00:00:00.000Z",
  Years: 2,
  RequiredCredits: 30,
  EarnedCredits: 15,
  DaysLeft: 98,
  Percent: 50,
};

const ledger = (overrides: Record<string, unknown> = {}) =>
  envelope({
    List: [
      {
        Id: "entry-2",
        Source: "adjustment",
        Title: "Adjustment",
        CourseId: null,
        Credits: 3,
        EarnedAt: "2026-09-01T10:00:00.000Z",
        Reason: "<b>Volunteer</b> at the spring seminar",
      },
      {
        Id: "enrollment-7",
        Source: "seminar",
        Title: "Anatomy for Practitioners",
        CourseId: 4,
        Credits: 12,
        EarnedAt: "2026-05-10T10:00:00.000Z",
        Reason: null,
      },
    ],
    TotalCount: 2,
    TotalCredits: 15,
    Cycle: CYCLE,
    ...overrides,
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:transcript");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("/myceus", () => {
  it("asks visitors to log in", async () => {
    stubApi({});
    renderRoute(<MyCeusPage />, { path: "/myceus" });
    expect(await screen.findByText(/My CE credits/, { selector: ".login-prompt p" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("shows the cycle's progress and the ledger, with user text as plain text", async () => {
    logInAs({ Id: 4 });
    stubApi({ "GET UserCEUs/GetUserCEUs": { body: ledger() } });
    renderRoute(<MyCeusPage />, { path: "/myceus" });
    expect(await screen.findAllByText("15 of 30 credits")).not.toHaveLength(0);
    expect(screen.getByRole("progressbar")).toHaveAttribute("value", "50");
    expect(screen.getByText("98 days left in this cycle")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "CE credit entries" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText("Anatomy for Practitioners")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("Seminar")).toBeInTheDocument();
    expect(screen.getByText("<b>Volunteer</b> at the spring seminar")).toBeInTheDocument();
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getByText("Total of the listed entries: 15 credits")).toBeInTheDocument();
  });

  it("searches and filters by dates through the URL, and downloads the CSV with the same filters", async () => {
    logInAs({ Id: 4 });
    const sent = stubApi({
      "GET UserCEUs/GetUserCEUs": { body: ledger() },
      "GET UserCEUs/GetUserCEUsCsv": { body: "Date,Source" },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<MyCeusPage />, { path: "/myceus" });
    await screen.findByRole("table", { name: "CE credit entries" });
    await user.type(screen.getByLabelText("Search by course title"), "anatomy");
    await user.type(screen.getByLabelText("From"), "2026-01-01");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(router.state.location.search).toBe("?search=anatomy&from=2026-01-01");
    await vi.waitFor(() => {
      const last = sentTo(sent, "GET UserCEUs/GetUserCEUs").at(-1);
      expect(queryOf(last)).toMatchObject({ userId: "4", search: "anatomy", StartDate: "2026-01-01" });
    });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await vi.waitFor(() => expect(sentTo(sent, "GET UserCEUs/GetUserCEUsCsv")).toHaveLength(1));
    expect(queryOf(sentTo(sent, "GET UserCEUs/GetUserCEUsCsv")[0])).toMatchObject({
      userId: "4",
      search: "anatomy",
      StartDate: "2026-01-01",
    });
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it("says one day in the singular, in English and in Czech", async () => {
    logInAs({ Id: 4 });
    stubApi({ "GET UserCEUs/GetUserCEUs": { body: ledger({ Cycle: { ...CYCLE, DaysLeft: 1 } }) } });
    renderRoute(<MyCeusPage />, { path: "/myceus" });
    expect(await screen.findByText("1 day left in this cycle")).toBeInTheDocument();
    cleanup();
    await changeLanguage("cs");
    try {
      renderRoute(<MyCeusPage />, { path: "/myceus" });
      expect(await screen.findByText("Do konce cyklu zbývá 1 den")).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  });

  it("says when the cycle is complete", async () => {
    logInAs({ Id: 4 });
    const done = ledger({ Cycle: { ...CYCLE, EarnedCredits: 31, Percent: 100 } });
    stubApi({ "GET UserCEUs/GetUserCEUs": { body: done } });
    renderRoute(<MyCeusPage />, { path: "/myceus" });
    expect(await screen.findByText("You have all the credits this cycle requires.")).toBeInTheDocument();
  });

  it("lists the member's exam results, passed or not", async () => {
    logInAs({ Id: 4 });
    const result = (Id: number, Score: number, Passed: boolean) => ({
      Id,
      ExamId: 1,
      ExamTitle: "Anatomy for Practitioners — final exam",
      CourseId: 2,
      CourseTitle: "Anatomy for Practitioners",
      Score,
      PassMark: 80,
      Passed,
      Credits: Passed ? 6 : 0,
      TakenAt: "2026-10-02T12:00:00.000Z",
    });
    const sent = stubApi({
      "GET UserCEUs/GetUserCEUs": { body: ledger() },
      "GET UserExams/GetUserExams": {
        body: envelope({ List: [result(2, 86, true), result(1, 62, false)], TotalCount: 2 }),
      },
    });
    renderRoute(<MyCeusPage />, { path: "/myceus" });
    const table = await screen.findByRole("table", { name: "Exams and results" });
    expect(await within(table).findByText("86% (pass mark 80%)")).toBeInTheDocument();
    expect(within(table).getByText("Passed")).toBeInTheDocument();
    expect(within(table).getByText("Not passed")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET UserExams/GetUserExams")[0])).toEqual({ userId: "4" });
  });
});
