import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formOf, jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminManualsPage } from "./admin-manuals-page.tsx";

const MANUAL = {
  Id: 4,
  Title: "Working with Groups — Facilitator's Guide",
  Description: "Running group sessions.",
  Language: "en",
  Price: 29,
  CourseId: null,
  Thumbnail: null,
  Owners: 3,
  CreatedAt: "2026-10-01T09:00:00.000Z",
};

describe("/admin/manuals", () => {
  it("refuses a member who is not an administrator", async () => {
    logInAs();
    renderRoute(<AdminManualsPage />, { path: "/admin/manuals" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Only administrators manage the manuals.");
  });

  it("adds a manual with its PDF, shows the server's refusal, and gives a copy to a member", async () => {
    logInAs({ AccountType: 99 });
    let refuse = true;
    const sent = stubApi({
      "GET DigitalManual/AdminGetManuals": { body: envelope({ List: [MANUAL], TotalCount: 1 }) },
      "POST DigitalManual/AdminAddManual": () =>
        refuse
          ? failure(400, "The file is not a readable PDF.", { Errors: { File: "The file is not a readable PDF." } })
          : { body: envelope({ Id: 5 }, { Message: "The manual has been added." }) },
      "POST DigitalManual/AdminGrantManual": {
        body: envelope({ Id: 9, PurchaseId: "M-2026-000009" }, { Message: "The manual has been given to the member." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminManualsPage />, { path: "/admin/manuals" });
    expect(await screen.findByRole("rowheader", { name: MANUAL.Title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), "Breathwork Companion");
    await user.upload(
      screen.getByLabelText(/^Source PDF/),
      new File(["%PDF-1.7"], "companion.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("The file is not a readable PDF.")).length).toBeGreaterThan(0);
    const form = formOf(sentTo(sent, "POST DigitalManual/AdminAddManual")[0]);
    expect(form.Title).toBe("Breathwork Companion");
    expect(form.File).toBeInstanceOf(File);
    refuse = false;

    await user.type(screen.getByLabelText(/^Member id/), "12");
    await user.selectOptions(screen.getByLabelText(/^Manual$/), "4");
    await user.click(screen.getByRole("button", { name: "Give the manual" }));
    await expect.poll(() => sentTo(sent, "POST DigitalManual/AdminGrantManual").length).toBe(1);
    expect(jsonBody(sentTo(sent, "POST DigitalManual/AdminGrantManual")[0])).toEqual({ UserId: 12, ManualId: 4 });
  }, 20_000);

  it("checks the contract's rules in the fields before sending either form", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET DigitalManual/AdminGetManuals": { body: envelope({ List: [MANUAL], TotalCount: 1 }) },
      "POST DigitalManual/AdminAddManual": { body: envelope({ Id: 5 }, { Message: "The manual has been added." }) },
      "POST DigitalManual/AdminGrantManual": { body: envelope({ Id: 9, PurchaseId: "M-2026-000009" }) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminManualsPage />, { path: "/admin/manuals" });
    expect(await screen.findByRole("rowheader", { name: MANUAL.Title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), "Ab");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title must have at least 3 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute("aria-invalid", "true");

    await user.selectOptions(screen.getByLabelText(/^Manual$/), "4");
    await user.click(screen.getByRole("button", { name: "Give the manual" }));
    expect(await screen.findByText("Member is required")).toBeInTheDocument();
    expect(sentTo(sent, "POST DigitalManual/AdminAddManual")).toHaveLength(0);
    expect(sentTo(sent, "POST DigitalManual/AdminGrantManual")).toHaveLength(0);
  }, 20_000);

  it("lists a manual's copies and refunds a bought one after asking once more", async () => {
    logInAs({ AccountType: 99 });
    let refunded = false;
    const copy = {
      CopyId: 21,
      PurchaseId: "M-2026-000021",
      UserId: 12,
      Name: "Sam Standard",
      Email: "sam@example.org",
      Source: "purchase",
      GrantedAt: "2026-11-01T09:00:00.000Z",
      PaymentId: 70,
      InvoiceNumber: "HAA-2026-000070",
      Amount: 29,
      Method: "card",
    };
    const given = {
      ...copy,
      CopyId: 22,
      PurchaseId: "M-2026-000022",
      UserId: 13,
      Name: "Ada Access",
      Source: "admin",
      PaymentId: null,
      InvoiceNumber: null,
      Amount: null,
      Method: null,
    };
    const sent = stubApi({
      "GET DigitalManual/AdminGetManuals": { body: envelope({ List: [MANUAL], TotalCount: 1 }) },
      "GET DigitalManual/AdminGetManualPurchases": () => ({
        body: envelope({ List: refunded ? [given] : [copy, given], TotalCount: refunded ? 1 : 2 }),
      }),
      "POST DigitalManual/AdminRefundManual": () => {
        refunded = true;
        return {
          body: envelope(
            {
              PaymentId: 70,
              InvoiceNumber: "HAA-2026-000070",
              Title: MANUAL.Title,
              Amount: 29,
              Method: "card",
              Status: "refunded",
              RefundedThroughGateway: true,
              RevokedPurchaseId: "M-2026-000021",
            },
            { Message: "The manual purchase has been refunded and the member's copy removed." },
          ),
        };
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminManualsPage />, { path: "/admin/manuals" });
    await user.click(await screen.findByRole("button", { name: `Copies of ${MANUAL.Title}` }));
    expect(await screen.findByRole("rowheader", { name: /Sam Standard/ })).toBeInTheDocument();
    // A given copy has nothing to refund.
    expect(screen.queryByRole("button", { name: "Refund Ada Access's purchase M-2026-000022" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Refund Sam Standard's purchase M-2026-000021" }));
    expect(screen.getByText(/They lose their copy of the manual/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await expect.poll(() => sentTo(sent, "POST DigitalManual/AdminRefundManual").length).toBe(1);
    expect(jsonBody(sentTo(sent, "POST DigitalManual/AdminRefundManual")[0])).toEqual({ PaymentId: 70 });
    await expect.poll(() => screen.queryByRole("rowheader", { name: /Sam Standard/ })).toBeNull();
  }, 20_000);
});
