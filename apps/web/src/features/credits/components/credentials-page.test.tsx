import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { CredentialsPage } from "./credentials-page.tsx";

describe("/profile/credentials", () => {
  it("shows the cycle, exam results and the certificates earned", async () => {
    logInAs({ Id: 4 });
    stubApi({
      "GET UserCEUs/GetUserCEUs": {
        body: envelope({
          List: [
            {
              Id: "entry-1",
              Source: "exam",
              Title: "Anatomy final exam",
              CourseId: 4,
              Credits: 5,
              EarnedAt: "2026-06-01T10:00:00.000Z",
              Reason: null,
            },
            {
              Id: "enrollment-3",
              Source: "seminar",
              Title: "Access Technique Essentials",
              CourseId: 1,
              Credits: 6,
              EarnedAt: "2026-04-01T10:00:00.000Z",
              Reason: null,
            },
          ],
          TotalCount: 2,
          TotalCredits: 11,
          Cycle: {
            Start: "2025-03-01T00:00:00.000Z",
            End: "2027-03-01T00:00:00.000Z",
            Years: 2,
            RequiredCredits: 30,
            EarnedCredits: 11,
            DaysLeft: 98,
            Percent: 36,
          },
        }),
      },
      "GET UserExams/GetUserExams": {
        body: envelope({
          List: [
            {
              Id: 1,
              ExamId: 2,
              ExamTitle: "Anatomy final exam",
              CourseId: 4,
              CourseTitle: "Anatomy for Practitioners",
              Score: 82,
              PassMark: 75,
              Passed: true,
              Credits: 5,
              TakenAt: "2026-06-01T10:00:00.000Z",
            },
          ],
          TotalCount: 1,
        }),
      },
    });
    renderRoute(<CredentialsPage />, { path: "/profile/credentials" });
    const exams = await screen.findByRole("table", { name: "Exams and results" });
    expect(await within(exams).findByText("82% (pass mark 75%)")).toBeInTheDocument();
    expect(within(exams).getByText("Passed")).toBeInTheDocument();
    const certificates = screen.getByRole("table", { name: "Certificates earned" });
    expect(within(certificates).getByText("Access Technique Essentials")).toBeInTheDocument();
    expect(within(certificates).queryByText("Anatomy final exam")).toBeNull();
    expect(screen.getAllByText("11 of 30 credits").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "See all my CE credits" })).toHaveAttribute("href", "/myceus");
  });
});
