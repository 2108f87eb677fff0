import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminTestimonialsPage } from "./admin-testimonials-page.tsx";

const item = (id: number, status: string, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  Text: "The coordinator tools saved me hours every term.",
  DisplayName: `Author ${id}`,
  Location: "Galway",
  MembershipId: 5,
  MembershipName: "Instructor",
  ProfileImage: null,
  IsFeatured: false,
  Status: status,
  UserId: 10 + id,
  AuthorName: `Margaret ${id}`,
  AuthorEmail: `m${id}@example.org`,
  RejectionReason: null,
  CreatedAt: "2026-05-01T10:00:00.000Z",
  ReviewedAt: null,
  ...overrides,
});

const list = (items: unknown[]) => ({
  body: envelope({ List: items, TotalCount: items.length, Page: 1, PageSize: 20 }),
});
const done = (Message: string) => ({ body: { ...envelope(null), Message } });

describe("/admin/testimonials", () => {
  it("is refused to members", () => {
    logInAs();
    renderRoute(<AdminTestimonialsPage />, { path: "/admin/testimonials" });
    expect(screen.getByRole("alert")).toHaveTextContent("This page is for administrators only.");
  });

  it("approves from the pending queue", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Testimonial/GetAdminTestimonials": list([item(1, "pending")]),
      "PUT Testimonial/ApproveTestimonial/*": done("Testimonial approved; the author has been told by e-mail."),
    });
    const user = userEvent.setup();
    renderRoute(<AdminTestimonialsPage />, { path: "/admin/testimonials" });
    await user.click(await screen.findByRole("button", { name: "Approve the testimonial by Author 1" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("Testimonial approved");
    expect(sentTo(sent, "PUT Testimonial/ApproveTestimonial/1")).toHaveLength(1);
    expect(queryOf(sentTo(sent, "GET Testimonial/GetAdminTestimonials")[0])).toMatchObject({ status: "pending" });
  });

  it("marks each testimonial's text with the language its author wrote in", async () => {
    logInAs({ AccountType: 99 });
    stubApi({
      "GET Testimonial/GetAdminTestimonials": list([
        item(1, "pending", { Text: "Die Studiengruppe trifft sich jeden zweiten Donnerstag.", Lang: "de" }),
      ]),
    });
    renderRoute(<AdminTestimonialsPage />, { path: "/admin/testimonials" });
    expect(await screen.findByText("Die Studiengruppe trifft sich jeden zweiten Donnerstag.")).toHaveAttribute(
      "lang",
      "de",
    );
  });

  it("asks for a reason before rejecting", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Testimonial/GetAdminTestimonials": list([item(2, "approved")]),
      "PUT Testimonial/RejectTestimonial/*": done(
        "Testimonial rejected; the author has been told the reason by e-mail.",
      ),
    });
    const user = userEvent.setup();
    renderRoute(<AdminTestimonialsPage />, { path: "/admin/testimonials", url: "/admin/testimonials?status=approved" });
    await user.click(await screen.findByRole("button", { name: "Reject the testimonial by Author 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this testimonial?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject testimonial" }));
    expect(within(dialog).getByText("Please give a reason (at least 3 characters).")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason"), "Names of other members");
    await user.click(within(dialog).getByRole("button", { name: "Reject testimonial" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("Testimonial rejected");
    expect(jsonBody(sentTo(sent, "PUT Testimonial/RejectTestimonial/2")[0])).toEqual({
      Reason: "Names of other members",
    });
  });

  it("features an approved testimonial and deletes after confirming", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Testimonial/GetAdminTestimonials": list([item(3, "approved")]),
      "PUT Testimonial/FeatureTestimonial/*": done("Testimonial featured."),
      "DELETE Testimonial/DeleteTestimonial/*": done("Testimonial deleted."),
    });
    const user = userEvent.setup();
    renderRoute(<AdminTestimonialsPage />, { path: "/admin/testimonials", url: "/admin/testimonials?status=approved" });
    await user.click(await screen.findByRole("button", { name: "Feature the testimonial by Author 3" }));
    expect(jsonBody(sentTo(sent, "PUT Testimonial/FeatureTestimonial/3")[0])).toEqual({ IsFeatured: true });
    await user.click(screen.getByRole("button", { name: "Delete the testimonial by Author 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this testimonial?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete testimonial" }));
    await screen.findByText("Testimonial deleted.");
    expect(sentTo(sent, "DELETE Testimonial/DeleteTestimonial/3")).toHaveLength(1);
  });
});
