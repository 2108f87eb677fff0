import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { DonationPage } from "./donation-page.tsx";

const receipt = {
  Id: 7,
  DonationNumber: "DON-2026-000007",
  Date: "2026-05-01T10:00:00.000Z",
  Name: "Ana Souza",
  Email: "ana@example.org",
  Amount: 50,
  Currency: "USD",
  Frequency: "Yearly",
  CardBrand: "visa",
  Last4: "4242",
  InvoiceUrl: "http://app.test/api/Donation/DownloadDonationInvoicePdf/7?token=1.abc",
  PlanId: 3,
  NextChargeDate: "2027-05-01T10:00:00.000Z",
  CancelToken: "signed",
};

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name on card"), "Ana Souza");
  await user.type(screen.getByLabelText("Card Number"), "4242424242424242");
  // Typed without the slash, which the field puts in (spec 000 §5).
  await user.type(screen.getByLabelText("Expiration Date"), "1230");
  expect(screen.getByLabelText("Expiration Date")).toHaveValue("12/30");
  await user.type(screen.getByLabelText("CVV"), "123");
}

describe("/donation", () => {
  it("shows the card's expiry format in the reader's language", async () => {
    stubApi({});
    await changeLanguage("de");
    try {
      renderRoute(<DonationPage />, { path: "/donation" });
      expect(await screen.findByLabelText("Ablaufdatum")).toHaveAttribute("placeholder", "MM/JJ");
    } finally {
      await changeLanguage("en");
    }
  });

  it("checks the amount and the donor before sending anything", async () => {
    const sent = stubApi({});
    const user = userEvent.setup();
    renderRoute(<DonationPage />, { path: "/donation" });
    const amount = await screen.findByLabelText("Amount in USD");
    await user.clear(amount);
    await user.type(amount, "0.5");
    await user.click(screen.getByRole("button", { name: "Donate now" }));
    expect(await screen.findByText("The smallest donation is 1 USD.")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(sentTo(sent, "POST Donation/Donate")).toHaveLength(0);
  });

  it("prefills a member, donates yearly with an Idempotency-Key, shows the receipt and stops the plan", async () => {
    logInAs();
    const sent = stubApi({
      "POST Donation/Donate": { body: envelope(receipt, { Message: "Thank you for your donation!" }) },
      "POST Donation/CancelYearlyDonation": {
        body: envelope(
          {
            Id: 3,
            Amount: 50,
            Status: "Cancelled",
            NextChargeDate: null,
            CardBrand: "visa",
            Last4: "4242",
            CreatedAt: "2026-05-01T10:00:00.000Z",
          },
          { Message: "Stopped." },
        ),
      },
    });
    const user = userEvent.setup();
    renderRoute(<DonationPage />, { path: "/donation" });
    expect(await screen.findByLabelText("Name")).toHaveValue("Emily Carter");
    expect(screen.getByLabelText("Email")).toHaveValue("emily@example.org");
    await user.click(screen.getByRole("radio", { name: "Yearly" }));
    await user.click(screen.getByRole("button", { name: "$50" }));
    expect(screen.getByRole("button", { name: "$50" })).toHaveAttribute("aria-pressed", "true");
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Donate now" }));
    const done = await screen.findByRole("region", { name: "Thank you for your donation!" });
    expect(done).toHaveTextContent("DON-2026-000007");
    expect(within(done).getByRole("link", { name: "Download the receipt (PDF)" })).toHaveAttribute(
      "href",
      receipt.InvoiceUrl,
    );
    const request = sentTo(sent, "POST Donation/Donate")[0];
    expect(jsonBody(request)).toMatchObject({ Amount: 50, Frequency: "Yearly", Name: "Emily Carter" });
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    await user.click(within(done).getByRole("button", { name: "Stop the yearly donation" }));
    expect(await within(done).findByText(/has been stopped/)).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Donation/CancelYearlyDonation")[0])).toEqual({ PlanId: 3, Token: "signed" });
  });

  it("shows a declined card's reason and keeps the form", async () => {
    stubApi({
      "POST Donation/Donate": failure(400, "Your card was declined.", { Code: "CARD_DECLINED" }),
    });
    const user = userEvent.setup();
    renderRoute(<DonationPage />, { path: "/donation" });
    await user.type(await screen.findByLabelText("Name"), "Ana Souza");
    await user.type(screen.getByLabelText("Email"), "ana@example.org");
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Donate now" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("Your card was declined.");
    expect(screen.getByRole("button", { name: "Donate now" })).toBeInTheDocument();
  });

  it("says in the form why the card was refused, keeps what was typed, and sends a grouped number as digits", async () => {
    const sent = stubApi({
      "POST Donation/Donate": failure(400, "Payment failed: Your card has insufficient funds.", {
        Code: "INSUFFICIENT_FUNDS",
      }),
    });
    const user = userEvent.setup();
    renderRoute(<DonationPage />, { path: "/donation" });
    await user.type(await screen.findByLabelText("Name"), "Ana Souza");
    await user.type(screen.getByLabelText("Email"), "ana@example.org");
    await user.type(screen.getByLabelText("Name on card"), "Ana Souza");
    await user.type(screen.getByLabelText("Card Number"), "4000 0000 0000 9995");
    await user.type(screen.getByLabelText("Expiration Date"), "12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Donate now" }));
    const form = screen.getByRole("form", { name: "Donation form" });
    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Payment failed: Your card has insufficient funds.");
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(jsonBody(sentTo(sent, "POST Donation/Donate")[0])).toMatchObject({ CardNumber: "4000000000009995" });
    // The separators went as they were typed (the field holds at most 16 characters, spec 000 §5).
    expect(screen.getByLabelText("Card Number")).toHaveValue("4000000000009995");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.org");
  });

  it("stops a yearly donation from the mail's link", async () => {
    const sent = stubApi({
      "POST Donation/CancelYearlyDonation": {
        body: envelope({
          Id: 3,
          Amount: 50,
          Status: "Cancelled",
          NextChargeDate: null,
          CardBrand: "visa",
          Last4: "4242",
          CreatedAt: "2026-05-01T10:00:00.000Z",
        }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<DonationPage />, { path: "/donation", url: "/donation?cancelPlan=3&token=abc" });
    await user.click(await screen.findByRole("button", { name: "Stop the yearly donation" }));
    expect(await screen.findByText(/has been stopped/)).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Donation/CancelYearlyDonation")[0])).toEqual({ PlanId: 3, Token: "abc" });
  });
});
