import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-routes.ts";
import { envelope } from "../../../test/fetch.ts";
import { renderRoute } from "../../../test/render.tsx";
import { logInAs } from "../../../test/session.ts";
import { HomePage } from "./routes.tsx";

const seminar = (id: number, title: string, first: string, last: string, overrides: Record<string, unknown> = {}) => ({
  EnrollmentId: id,
  Kind: "seminar",
  SeminarId: id * 10,
  CourseId: 1,
  Title: title,
  Status: "enrolled",
  Source: "card",
  FirstDate: first,
  LastDate: last,
  City: "Lisbon",
  Country: "Portugal",
  Format: "inPerson",
  EnrolledAt: "2026-01-01T00:00:00.000Z",
  AmountPaid: 100,
  IsRetake: false,
  GraduatedAt: null,
  CompletedAt: null,
  CeCreditsAwarded: null,
  InvoiceId: null,
  PdfUrl: null,
  ...overrides,
});

const membership = {
  UserMembershipId: 1,
  UserId: 4,
  MembershipId: 3,
  Name: "Standard",
  StartDateTime: "2098-06-01T00:00:00.000Z",
  EndDateTime: "2099-06-01T00:00:00.000Z",
  Status: "Active",
  IsActive: true,
  AutoRenew: true,
  CancelledAt: null,
  PendingMembershipId: null,
  PendingName: null,
  MembershipLocation: null,
  MembershipLocationDiscount: 0,
  Price: 99,
  NextRenewalDate: "2099-06-01T00:00:00.000Z",
  NextRenewalAmount: 99,
  InstructorPreviousRecord: null,
};

describe("the home page adapts to its reader (ADR 0064)", () => {
  it("asks a visitor to register and reads nothing personal", async () => {
    const sent = stubApi({});
    renderRoute(<HomePage />, { path: "/home" });
    expect(await screen.findAllByRole("link", { name: "Register Today" })).toHaveLength(2);
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(sent.map((request) => request.url).join(" ")).not.toMatch(/Enrollment|Membership/);
  });

  it("shows a member their next seminar and renewal date instead of the sign-up calls", async () => {
    logInAs();
    stubApi({
      "GET Enrollment/GetEnrolledCourseOrSeminarByUserId": {
        body: envelope({
          List: [
            seminar(1, "Past seminar", "2020-03-01T09:00:00.000Z", "2020-03-02T17:00:00.000Z"),
            seminar(2, "Later seminar", "2099-09-01T09:00:00.000Z", "2099-09-02T17:00:00.000Z"),
            seminar(3, "Next seminar", "2099-04-01T09:00:00.000Z", "2099-04-02T17:00:00.000Z"),
            seminar(4, "Cancelled seminar", "2099-02-01T09:00:00.000Z", "2099-02-02T17:00:00.000Z", {
              Status: "cancelled",
            }),
          ],
          TotalCount: 4,
        }),
      },
      "GET Membership/GetMembershipByUserId": { body: envelope(membership) },
    });
    renderRoute(<HomePage />, { path: "/home" });
    expect(await screen.findByRole("heading", { level: 2, name: "Welcome back, Emily" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Next seminar" })).toHaveAttribute("href", "/courses/30");
    expect(screen.getByText("April 1, 2099 · Lisbon")).toBeInTheDocument();
    expect(await screen.findByText(/Standard, renews on June 1, 2099/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage membership" })).toHaveAttribute("href", "/managemembership");
    expect(screen.getByRole("link", { name: "My member area" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("link", { name: "Register Today" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Membership plans" })).toBeNull();
  });

  it("says so when a member has no seminar booked", async () => {
    logInAs();
    stubApi({
      "GET Enrollment/GetEnrolledCourseOrSeminarByUserId": { body: envelope({ List: [], TotalCount: 0 }) },
      "GET Membership/GetMembershipByUserId": { body: envelope({ ...membership, AutoRenew: false }) },
    });
    renderRoute(<HomePage />, { path: "/home" });
    expect(await screen.findByText(/You have no seminar booked/)).toBeInTheDocument();
    for (const link of screen.getAllByRole("link", { name: "Find a seminar" }))
      expect(link).toHaveAttribute("href", "/seminars");
    expect(await screen.findByText(/Standard, ends on June 1, 2099/)).toBeInTheDocument();
  });
});
