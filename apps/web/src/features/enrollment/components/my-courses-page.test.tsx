import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { MyCoursesPage } from "./my-courses-page.tsx";

const item = (overrides: Record<string, unknown>) => ({
  EnrollmentId: 1,
  Kind: "seminar",
  SeminarId: 1,
  CourseId: 1,
  Title: "Foundations Module 1",
  Status: "enrolled",
  Source: "card",
  FirstDate: "2026-12-20T09:00:00.000Z",
  LastDate: "2026-12-21T16:00:00.000Z",
  City: "Dublin",
  Country: "Ireland",
  Format: "inPerson",
  EnrolledAt: "2026-11-01T09:00:00.000Z",
  AmountPaid: 595,
  IsRetake: false,
  GraduatedAt: null,
  CompletedAt: null,
  CeCreditsAwarded: null,
  InvoiceId: 8,
  PdfUrl: "/api/Invoices/DownloadInvoicePdf/8",
  ...overrides,
});

describe("/profile/courses", () => {
  it("lists the member's places in the server's order with status, credits and invoices", async () => {
    logInAs();
    const sent = stubApi({
      "GET Enrollment/GetEnrolledCourseOrSeminarByUserId": {
        body: envelope({
          List: [
            item({ EnrollmentId: 2, Title: "Matrix Balancing", IsRetake: true }),
            item({
              EnrollmentId: 1,
              GraduatedAt: "2026-09-01T16:00:00.000Z",
              CeCreditsAwarded: 16,
              FirstDate: "2026-08-30T09:00:00.000Z",
            }),
          ],
          TotalCount: 2,
        }),
      },
    });
    renderRoute(<MyCoursesPage links={{ register: "/register", courses: "/courses" }} />, { path: "/profile/courses" });
    await screen.findByText("Matrix Balancing");
    const rows = screen.getAllByRole("row");
    expect(queryOf(sentTo(sent, "GET Enrollment/GetEnrolledCourseOrSeminarByUserId")[0])).toEqual({ userId: "4" });
    // Header, then the two places in the order the server sent.
    expect(rows[1]).toHaveTextContent("Matrix Balancing");
    expect(rows[1]).toHaveTextContent("Retake");
    expect(rows[2]).toHaveTextContent("Graduated");
    expect(rows[2]).toHaveTextContent("16");
    expect(within(rows[2] as HTMLElement).getByRole("button", { name: "Invoice" })).toBeInTheDocument();
  });

  it("counts one place in the singular and more in the plural", async () => {
    logInAs();
    stubApi({
      "GET Enrollment/GetEnrolledCourseOrSeminarByUserId": { body: envelope({ List: [item({})], TotalCount: 1 }) },
    });
    renderRoute(<MyCoursesPage links={{ register: "/register", courses: "/courses" }} />, { path: "/profile/courses" });
    expect(await screen.findByRole("table", { name: "1 seminar or course" })).toBeInTheDocument();
  });

  it("marks a title with the language the server says it is in", async () => {
    logInAs();
    stubApi({
      "GET Enrollment/GetEnrolledCourseOrSeminarByUserId": {
        body: envelope({
          List: [
            item({ Title: "Grundlagenmodul 1", Lang: "de" }),
            item({ EnrollmentId: 2, Title: "Matrix", Lang: "en" }),
          ],
          TotalCount: 2,
        }),
      },
    });
    renderRoute(<MyCoursesPage links={{ register: "/register", courses: "/courses" }} />, { path: "/profile/courses" });
    expect(await screen.findByRole("table", { name: "2 seminars and courses" })).toBeInTheDocument();
    expect(screen.getByText("Grundlagenmodul 1")).toHaveAttribute("lang", "de");
    expect(screen.getByText("Matrix")).toHaveAttribute("lang", "en");
  });

  it("says when there is nothing yet", async () => {
    logInAs();
    stubApi({ "GET Enrollment/GetEnrolledCourseOrSeminarByUserId": { body: envelope({ List: [], TotalCount: 0 }) } });
    renderRoute(<MyCoursesPage links={{ register: "/register", courses: "/courses" }} />, { path: "/profile/courses" });
    expect(await screen.findByText("You have not enrolled in any seminar or course yet.")).toBeInTheDocument();
  });
});
