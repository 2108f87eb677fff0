import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { type CheckoutLinks, CheckoutPage } from "./checkout-page.tsx";

const links: CheckoutLinks = {
  membershipUpgrade: "/membershipupgrade",
  register: "/register",
  myCourses: "/profile/courses",
  courses: "/courses",
  myManuals: "/mymanuals",
};

function view(overrides: Record<string, unknown> = {}, pricing: Record<string, unknown> = {}) {
  return {
    IsEligible: true,
    Code: null,
    Reason: null,
    MissingCourses: [],
    SeatsLeft: 3,
    Item: {
      Kind: "seminar",
      SeminarId: 12,
      CourseId: 5,
      Title: "Matrix Balancing",
      Level: "advanced",
      FirstDate: "2026-12-20T09:00:00.000Z",
      LastDate: "2026-12-21T16:00:00.000Z",
      City: "Dublin",
      Country: "Ireland",
      Format: "inPerson",
    },
    Pricing: {
      Price: 400,
      RetakePercent: 0,
      RetakeDiscount: 0,
      Total: 400,
      IsRetake: false,
      Currency: "USD",
      ...pricing,
    },
    ...overrides,
  };
}

const receipt = {
  EnrollmentId: 9,
  Status: "enrolled",
  SeminarId: 12,
  CourseId: 5,
  Title: "Matrix Balancing",
  AmountPaid: 400,
  InvoiceId: 77,
  InvoiceNumber: "HAA-2026-000077",
  PdfUrl: "/api/Invoices/DownloadInvoicePdf/77",
};

const render = (url = "/coursecheckout?seminarId=12") =>
  renderRoute(<CheckoutPage links={links} />, { path: "/coursecheckout", url });

describe("/coursecheckout", () => {
  it("asks a visitor to log in or sign up first", async () => {
    const sent = stubApi({});
    render();
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(sentTo(sent, "GET Enrollment/CheckUserEligibleForSeminar")).toHaveLength(0);
  });

  it("shows the summary and price, and enrols with the card under an Idempotency-Key", async () => {
    logInAs();
    const sent = stubApi({
      "GET Enrollment/CheckUserEligibleForSeminar": { body: envelope(view()) },
      "POST Enrollment/EnrollCourseOrSeminar": { body: envelope(receipt, { Message: "You are enrolled." }) },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole("heading", { name: "Matrix Balancing" })).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Enrollment/CheckUserEligibleForSeminar")[0])).toEqual({
      seminarId: "12",
      userId: "4",
    });
    const price = screen.getByRole("table");
    expect(within(price).getByRole("row", { name: /Total/ })).toHaveTextContent("$400");
    await user.click(screen.getByRole("button", { name: "Pay and enrol" }));
    expect(await screen.findByText("Card holder name is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Card holder name"), "Emily Carter");
    await user.type(screen.getByLabelText("Card Number"), "4242424242424242");
    await user.type(screen.getByLabelText("Expiration Date"), "12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Pay and enrol" }));
    expect(await screen.findByRole("heading", { name: "You are enrolled" })).toBeInTheDocument();
    const [request] = sentTo(sent, "POST Enrollment/EnrollCourseOrSeminar");
    expect(jsonBody(request)).toMatchObject({
      UserId: 4,
      SeminarId: 12,
      AmountPaid: 400,
      CardNumber: "4242424242424242",
    });
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download invoice HAA-2026-000077" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to my courses" })).toHaveAttribute("href", "/profile/courses");
  });

  it("shows the retake discount as its own line", async () => {
    logInAs({ MembershipId: 4, MemberShipId: 4 });
    stubApi({
      "GET Enrollment/CheckUserEligibleForSeminar": {
        body: envelope(view({}, { RetakePercent: 75, RetakeDiscount: 300, Total: 100, IsRetake: true })),
      },
    });
    render();
    expect(await screen.findByRole("row", { name: /retake discount \(75%\)/ })).toHaveTextContent("−$300");
    expect(screen.getByRole("row", { name: /Total/ })).toHaveTextContent("$100");
  });

  it("explains a refusal with the upgrade link", async () => {
    logInAs({ MembershipId: 1, MemberShipId: 1 });
    const reason = "Advanced courses need a Standard or Practitioner membership. Upgrade your membership to enrol.";
    stubApi({
      "GET Enrollment/CheckUserEligibleForSeminar": {
        body: envelope(view({ IsEligible: false, Code: "advancedNotAllowed", Reason: reason })),
      },
    });
    render();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(reason);
    expect(within(alert).getByRole("link", { name: "Upgrade your membership" })).toHaveAttribute(
      "href",
      "/membershipupgrade",
    );
    expect(screen.queryByRole("button", { name: "Pay and enrol" })).not.toBeInTheDocument();
  });

  it("shows the server's message when the card is declined, and stays on the form", async () => {
    logInAs();
    stubApi({
      "GET Enrollment/CheckUserEligibleForSeminar": { body: envelope(view()) },
      "POST Enrollment/EnrollCourseOrSeminar": failure(400, "Payment failed: the card was declined.", {
        Code: "CARD_DECLINED",
      }),
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole("heading", { name: "Matrix Balancing" });
    await user.type(screen.getByLabelText("Card holder name"), "Emily Carter");
    await user.type(screen.getByLabelText("Card Number"), "4000000000000002");
    await user.type(screen.getByLabelText("Expiration Date"), "12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Pay and enrol" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Payment failed: the card was declined.");
  });

  it("starts PayPal and sends the browser to the approval page", async () => {
    logInAs();
    const sent = stubApi({
      "GET Enrollment/CheckUserEligibleForSeminar": { body: envelope(view()) },
      "POST PayPal/CreatePaymentAsync": {
        body: envelope({
          ApprovalUrl: "/paypal-sandbox/approve?token=SBX1",
          OrderId: "SBX1",
          EnrollmentId: 9,
          HoldUntil: "2026-12-01T10:30:00.000Z",
        }),
      },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href });
    const user = userEvent.setup();
    render();
    await screen.findByRole("heading", { name: "Matrix Balancing" });
    await user.click(screen.getByRole("radio", { name: "PayPal" }));
    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/paypal-sandbox/approve?token=SBX1"));
    expect(jsonBody(sentTo(sent, "POST PayPal/CreatePaymentAsync")[0])).toMatchObject({
      UserId: 4,
      SeminarId: 12,
      AmountPaid: 400,
    });
    vi.unstubAllGlobals();
  });

  it("offers to continue or cancel a PayPal payment the member left, instead of a refusal", async () => {
    logInAs();
    const waiting = view({
      IsEligible: false,
      Code: "alreadyEnrolled",
      Reason: "You already have a place in this seminar.",
      SeatsLeft: 0,
      PendingPayment: {
        EnrollmentId: 9,
        OrderId: "SBX9",
        ApprovalUrl: "/paypal-sandbox/approve?token=SBX9",
        HoldUntil: "2026-12-01T10:30:00.000Z",
      },
    });
    let cancelled = false;
    const sent = stubApi({
      "GET Enrollment/CheckUserEligibleForSeminar": () => ({
        body: envelope(cancelled ? view({ SeatsLeft: 1 }) : waiting),
      }),
      "POST Enrollment/CancelPendingEnrollment": () => {
        cancelled = true;
        return {
          body: envelope({ ...receipt, Status: "cancelled", InvoiceId: null, InvoiceNumber: null, PdfUrl: null }),
        };
      },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href });
    const user = userEvent.setup();
    render();
    const panel = (await screen.findByRole("heading", { name: "Your PayPal payment is waiting" })).closest("section");
    expect(panel).not.toBeNull();
    expect(screen.queryByText("You cannot enrol yet")).not.toBeInTheDocument();
    await user.click(within(panel as HTMLElement).getByRole("button", { name: "Continue with PayPal" }));
    expect(assign).toHaveBeenCalledWith("/paypal-sandbox/approve?token=SBX9");

    await user.click(within(panel as HTMLElement).getByRole("button", { name: "Cancel this payment" }));
    // The seat is free again: the payment choice comes back.
    expect(await screen.findByRole("radio", { name: "PayPal" })).toBeInTheDocument();
    expect(screen.getByText("The payment was cancelled and your seat released.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your PayPal payment is waiting" })).not.toBeInTheDocument();
    expect(queryOf(sentTo(sent, "POST Enrollment/CancelPendingEnrollment")[0])).toMatchObject({
      seminarId: "12",
      userId: "4",
    });
    vi.unstubAllGlobals();
  });

  it("sells a manual on /manualcheckout by card, with one idempotency key, and links to My manuals", async () => {
    logInAs({ Id: 4 });
    const sent = stubApi({
      "GET DigitalManual/GetManualForSale": {
        body: envelope({
          Id: 3,
          Title: "Foundations practitioner manual",
          Description: "The reference for Modules 1 and 2.",
          Language: "en",
          Price: 39,
          CourseId: null,
          Thumbnail: null,
          Owned: false,
        }),
      },
      "POST DigitalManual/PurchaseManual": {
        body: envelope({
          ManualId: 3,
          CopyId: 11,
          PurchaseId: "M-2026-000011",
          Title: "Foundations practitioner manual",
          AmountPaid: 39,
          InvoiceId: 80,
          InvoiceNumber: "HAA-2026-000080",
          PdfUrl: "/api/Invoices/DownloadInvoicePdf/80",
        }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<CheckoutPage links={links} />, { path: "/manualcheckout", url: "/manualcheckout?manualId=3" });
    expect(await screen.findByRole("heading", { name: "Foundations practitioner manual" })).toBeInTheDocument();
    expect(screen.getByText("Review your manual and pay to add it to your library.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Card holder name"), "Sam Standard");
    await user.type(screen.getByLabelText("Card Number"), "4242424242424242");
    await user.type(screen.getByLabelText("Expiration Date"), "12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Pay and get the manual" }));
    expect(await screen.findByRole("heading", { name: "Thank you for your purchase" })).toBeInTheDocument();
    const request = sentTo(sent, "POST DigitalManual/PurchaseManual")[0];
    expect(jsonBody(request)).toMatchObject({ ManualId: 3, AmountPaid: 39, CardNumber: "4242424242424242" });
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open my manuals" })).toHaveAttribute("href", "/mymanuals");
  });

  it("says why a manual's card was refused, in the server's words, and keeps what was typed", async () => {
    logInAs({ Id: 4 });
    const sent = stubApi({
      "GET DigitalManual/GetManualForSale": {
        body: envelope({
          Id: 3,
          Title: "Foundations practitioner manual",
          Description: "",
          Language: "en",
          Price: 39,
          CourseId: null,
          Thumbnail: null,
          Owned: false,
        }),
      },
      "POST DigitalManual/PurchaseManual": failure(400, "Payment failed: Your card's security code is incorrect.", {
        Code: "INCORRECT_CVV",
      }),
    });
    const user = userEvent.setup();
    renderRoute(<CheckoutPage links={links} />, { path: "/manualcheckout", url: "/manualcheckout?manualId=3" });
    await screen.findByRole("heading", { name: "Foundations practitioner manual" });
    await user.type(screen.getByLabelText("Card holder name"), "Sam Standard");
    await user.type(screen.getByLabelText("Card Number"), "4242 4242 4242 4242");
    await user.type(screen.getByLabelText("Expiration Date"), "12/30");
    await user.type(screen.getByLabelText("CVV"), "999");
    await user.click(screen.getByRole("button", { name: "Pay and get the manual" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Payment failed: Your card's security code is incorrect.",
    );
    // Nothing was bought; the form stays as typed for the next try, and the number went out as digits.
    expect(screen.queryByRole("heading", { name: "Thank you for your purchase" })).toBeNull();
    // The separators went as they were typed (the field holds at most 16 characters, spec 000 §5).
    expect(screen.getByLabelText("Card Number")).toHaveValue("4242424242424242");
    expect(screen.getByLabelText("Card holder name")).toHaveValue("Sam Standard");
    expect(jsonBody(sentTo(sent, "POST DigitalManual/PurchaseManual")[0])).toMatchObject({
      ManualId: 3,
      CardNumber: "4242424242424242",
    });
  });

  it("does not sell a manual the member owns", async () => {
    logInAs({ Id: 4 });
    stubApi({
      "GET DigitalManual/GetManualForSale": {
        body: envelope({
          Id: 3,
          Title: "Foundations practitioner manual",
          Description: "",
          Language: "en",
          Price: 39,
          CourseId: null,
          Thumbnail: null,
          Owned: true,
        }),
      },
    });
    renderRoute(<CheckoutPage links={links} />, { path: "/manualcheckout", url: "/manualcheckout?manualId=3" });
    expect(await screen.findByText("You already own this manual.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay and get the manual" })).toBeNull();
  });

  it("sells a manual with PayPal: the manual is the item and the browser goes to the approval page", async () => {
    logInAs({ Id: 4 });
    const sent = stubApi({
      "GET DigitalManual/GetManualForSale": {
        body: envelope({
          Id: 3,
          Title: "Foundations practitioner manual",
          Description: "",
          Language: "en",
          Price: 39,
          CourseId: null,
          Thumbnail: null,
          Owned: false,
        }),
      },
      "POST PayPal/CreatePaymentAsync": {
        body: envelope({
          ApprovalUrl: "/paypal-sandbox/approve?token=SBX2",
          OrderId: "SBX2",
          EnrollmentId: null,
          ManualId: 3,
          HoldUntil: "2026-12-01T10:30:00.000Z",
        }),
      },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href });
    const user = userEvent.setup();
    renderRoute(<CheckoutPage links={links} />, { path: "/manualcheckout", url: "/manualcheckout?manualId=3" });
    await screen.findByRole("heading", { name: "Foundations practitioner manual" });
    await user.click(screen.getByRole("radio", { name: "PayPal" }));
    expect(screen.queryByLabelText("Card Number")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/paypal-sandbox/approve?token=SBX2"));
    const request = sentTo(sent, "POST PayPal/CreatePaymentAsync")[0];
    expect(jsonBody(request)).toEqual({ UserId: 4, ManualId: 3, AmountPaid: 39 });
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
