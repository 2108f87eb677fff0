import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { CancelPaypalPage, ConfirmPaypalPage } from "./paypal-return-page.tsx";

const links = { register: "/register", myCourses: "/profile/courses", courses: "/courses", myManuals: "/mymanuals" };
const receipt = (status: string) => ({
  Kind: "enrollment",
  ManualId: null,
  PurchaseId: null,
  EnrollmentId: 9,
  Status: status,
  SeminarId: 12,
  CourseId: 5,
  Title: "Matrix Balancing",
  AmountPaid: 400,
  InvoiceId: status === "enrolled" ? 77 : null,
  InvoiceNumber: status === "enrolled" ? "HAA-2026-000077" : null,
  PdfUrl: status === "enrolled" ? "/api/Invoices/DownloadInvoicePdf/77" : null,
});

describe("PayPal return pages", () => {
  it("/confirmpaypalpayment hands the return address over once and shows the enrolment", async () => {
    logInAs();
    const sent = stubApi({ "POST PayPal/GetPaymentDetailsFromURL": { body: envelope(receipt("enrolled")) } });
    renderRoute(<ConfirmPaypalPage links={links} />, { path: "/confirmpaypalpayment" });
    expect(await screen.findByRole("heading", { name: "You are enrolled" })).toBeInTheDocument();
    const calls = sentTo(sent, "POST PayPal/GetPaymentDetailsFromURL");
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0]).url).toBe(window.location.href);
    expect(screen.getByRole("button", { name: "Download invoice HAA-2026-000077" })).toBeInTheDocument();
  });

  it("/cancelpaypalpayment says the seat was released", async () => {
    logInAs();
    stubApi({ "POST PayPal/GetPaymentDetailsFromURL": { body: envelope(receipt("cancelled")) } });
    renderRoute(<CancelPaypalPage links={links} />, { path: "/cancelpaypalpayment" });
    expect(await screen.findByRole("heading", { name: "Your seat was released" })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    logInAs();
    stubApi({ "POST PayPal/GetPaymentDetailsFromURL": failure(409, "PayPal has not approved this payment.") });
    renderRoute(<ConfirmPaypalPage links={links} />, { path: "/confirmpaypalpayment" });
    expect(await screen.findByRole("alert")).toHaveTextContent("PayPal has not approved this payment.");
  });

  it("a manual bought with PayPal shows its purchase id and links to My manuals", async () => {
    logInAs();
    stubApi({
      "POST PayPal/GetPaymentDetailsFromURL": {
        body: envelope({
          Kind: "manual",
          EnrollmentId: null,
          SeminarId: null,
          CourseId: null,
          ManualId: 3,
          PurchaseId: "M-2026-000012",
          Status: "bought",
          Title: "Foundations practitioner manual",
          AmountPaid: 39,
          InvoiceId: 81,
          InvoiceNumber: "HAA-2026-000081",
          PdfUrl: "/api/Invoices/DownloadInvoicePdf/81",
        }),
      },
    });
    renderRoute(<ConfirmPaypalPage links={links} />, { path: "/confirmpaypalpayment" });
    expect(await screen.findByRole("heading", { name: "Thank you for your purchase" })).toBeInTheDocument();
    expect(screen.getByText(/M-2026-000012/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open my manuals" })).toHaveAttribute("href", "/mymanuals");
  });

  it("a manual's cancelled PayPal payment says nothing was bought", async () => {
    logInAs();
    stubApi({
      "POST PayPal/GetPaymentDetailsFromURL": {
        body: envelope({
          Kind: "manual",
          EnrollmentId: null,
          SeminarId: null,
          CourseId: null,
          ManualId: 3,
          PurchaseId: null,
          Status: "cancelled",
          Title: "Foundations practitioner manual",
          AmountPaid: 0,
          InvoiceId: null,
          InvoiceNumber: null,
          PdfUrl: null,
        }),
      },
    });
    renderRoute(<CancelPaypalPage links={links} />, { path: "/cancelpaypalpayment" });
    expect(await screen.findByRole("heading", { name: "Nothing was bought" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to manuals" })).toHaveAttribute("href", "/mymanuals");
  });

  it.each([
    ["/confirmpaypalpayment", ConfirmPaypalPage],
    ["/cancelpaypalpayment", CancelPaypalPage],
  ])("%s asks a visitor to log in with a sentence of its own, and asks the server nothing", async (path, Page) => {
    const sent = stubApi({});
    renderRoute(<Page links={links} />, { path });
    expect(
      await screen.findByText("Log in to finish your PayPal payment. You will come straight back here afterwards."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Log in to see/)).not.toBeInTheDocument();
    expect(sentTo(sent, "POST PayPal/GetPaymentDetailsFromURL")).toHaveLength(0);
  });
});
