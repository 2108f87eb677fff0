import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, launchBrowser, newContext, uniqueEmail, waitForMail } from "../support/browser.ts";
import { newMember, seededInstructor, seededMember } from "../support/factories.ts";
import { confirmThroughMailbox, fillSignup, logIn, type Member, payByCard, toastText } from "../support/journey.ts";

const AMEX = "378282246310005";
const DECLINED = "4000000000000002";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fresh(url = baseUrl()): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  if (url !== baseUrl()) await page.goto(url);
  return page;
}

// The membership forms insert the expiry's slash themselves, so the journeys type only its digits.
const CARD = { holder: "Ana Souza", expiry: "1230" };

/** The "Total due" of a payment form, once prices have loaded. */
async function totalDue(form: Locator): Promise<string> {
  const total = form.getByTestId("total-due");
  await total.waitFor();
  return (await total.textContent()) ?? "";
}

/** Logs in from the page's "Please log in" prompt, which brings the member back to this page. */
async function logInHere(page: Page, email: string, password: string) {
  await page.locator(".login-prompt").getByRole("button", { name: "Login" }).click();
  await logIn(page, email, password);
  await expect.poll(() => toastText(page)).toContain("Logged In Successfully");
}

async function signUpOnStandard(page: Page, member: Member) {
  await page.goto("/register");
  await fillSignup(page, member);
  await page.getByLabel("Membership plan").selectOption("3");
  await page.getByRole("button", { name: "Create account" }).click();
  const dialog = page.getByRole("dialog", { name: "Standard Membership Payment" });
  await dialog.waitFor();
  return dialog;
}

describe("paid sign-up, upgrade and renewal", () => {
  const member: Member = {
    firstName: "Lucía",
    lastName: "Fernández",
    email: uniqueEmail("lucia"),
    password: "Quiet-Rivers-2026",
  };

  it("signs up on Standard with a coupon, sees the exact total, and gets the receipt by mail", async () => {
    const page = await fresh();
    const dialog = await signUpOnStandard(page, member);
    expect(await totalDue(dialog)).toBe("$150");
    await expectAccessible(page, "paid sign-up dialog");

    await payByCard(dialog, CARD);
    expect(await dialog.getByLabel("Expiry date (MM/YY)").inputValue()).toBe("12/30");
    await dialog.getByLabel(/Discount Code/).fill("WELCOME10");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => toastText(page)).toContain("Valid Coupon");
    await expect.poll(() => totalDue(dialog)).toBe("$135");
    expect(await dialog.getByText("Discount code WELCOME10").count()).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Pay and create account" }).click();

    const success = page.getByRole("dialog", { name: "Payment successful" });
    await expect.poll(() => success.isVisible()).toBe(true);
    expect(await success.textContent()).toContain("Well done. Your membership is now set up for auto-renewals.");
    await expect.poll(() => toastText(page)).toContain("Account Created Successfully");
    await expectAccessible(page, "payment success dialog");
    await success.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Thanks for signing up!" }).isVisible()).toBe(true);

    const receipt = await waitForMail(member.email, /^Your receipt HAA-/);
    expect(receipt.text).toContain("135");
    expect(receipt.text).toContain("4242");
    await page.context().close();
  });

  it("confirms, logs in and upgrades to Practitioner with the proration shown, paying with Amex", async () => {
    const page = await fresh();
    await confirmThroughMailbox(page, member.email, baseUrl());
    await page.goto("/membershipupgrade");
    await logInHere(page, member.email, member.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/membershipupgrade");

    const breakdown = page.getByRole("region", { name: "How the price is worked out" });
    // The steps are the server's quote (ADR 0068): they appear once it has answered.
    await breakdown.getByText("Monthly difference").waitFor();
    const text = (await breakdown.textContent()) ?? "";
    // Joined today: 12 months left, (300 − 150) / 12 = 12.50 a month, 150 off.
    expect(text).toContain("Monthly difference$12.50");
    expect(text).toMatch(/Months remaining until .+12/);
    expect(text).toContain("Prorated adjustment (12 × $12.50)-$150");
    expect(text).toContain("Total before any discount code$150");
    const form = page.getByRole("form", { name: "Practitioner Membership Payment" });
    expect(await totalDue(form)).toBe("$150");
    await expectAccessible(page, "/membershipupgrade");

    await payByCard(form, { ...CARD, number: AMEX, submit: "Pay and change to Practitioner" });
    await expect.poll(() => form.getByText("CVV must be 4 digits long").isVisible()).toBe(true);
    await form.getByLabel("CVV").fill("1234");
    await form.getByRole("button", { name: "Pay and change to Practitioner" }).click();

    const success = page.getByRole("dialog", { name: "Payment successful" });
    await expect.poll(() => success.isVisible()).toBe(true);
    await expect.poll(() => toastText(page)).toContain("Membership Payment Successful");
    // Closing the dialog reloads the page, which now knows the new level.
    await Promise.all([page.waitForEvent("load"), success.getByRole("button", { name: "OK" }).click()]);
    await expect
      .poll(() => page.getByText("You already have the highest membership level.").isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.context().close();
  });

  it("says when a year already paid can be renewed, before any card is typed (ADR 0011)", async () => {
    const page = await fresh();
    await page.goto("/membershiprenewal");
    await logInHere(page, member.email, member.password);
    await expect
      .poll(() =>
        page
          .getByText(
            /Your Practitioner membership is paid until .+\. You can renew it from .+, 30 days before it ends\./,
          )
          .count(),
      )
      .toBe(1);
    await expectAccessible(page, "/membershiprenewal");
    expect(await page.getByRole("form", { name: "Practitioner Membership Payment" }).count()).toBe(0);
    await page.context().close();
  });

  it("shows a declined card's reason from the gateway when renewing within the renewal window", async () => {
    const page = await fresh();
    await page.goto("/membershiprenewal");
    // This demo membership ends in 5 days, inside the renewal window a new member's year is not (only the seeds
    // date a membership back); no other journey uses this member.
    const renewing = seededMember("renewal-fails");
    await logInHere(page, renewing.email, renewing.password);
    const form = page.getByRole("form", { name: "Standard Membership Payment" });
    expect(await totalDue(form)).toBe("$150");
    await payByCard(form, { ...CARD, number: DECLINED, submit: "Pay and renew" });
    await expect.poll(() => toastText(page)).toContain("Payment failed: Your card was declined.");
    expect(await page.getByRole("dialog", { name: "Payment successful" }).count()).toBe(0);
    await page.context().close();
  });

  it("shows the 'Oops...' popup when a paid sign-up's card is declined", async () => {
    const page = await fresh();
    const dialog = await signUpOnStandard(page, { ...member, email: uniqueEmail("declined") });
    await totalDue(dialog);
    await payByCard(dialog, { ...CARD, number: DECLINED, submit: "Pay and create account" });
    const popup = page.getByRole("dialog", { name: "Oops..." });
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.textContent()).toContain(
      "Payment failed: No valid response received from a card payment gateway.",
    );
    await popup.getByRole("button", { name: "OK" }).click();
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("managing a membership", () => {
  it("replaces the masked card, schedules a downgrade, and switches auto-renewal off", async () => {
    // A new Standard member, who paid with the test Visa: it is the auto-renewal card.
    const standard = await newMember("Emily", { lastName: "Carter", plan: 3 });
    const page = await fresh();
    await page.goto("/managemembership");
    await expect.poll(() => page.getByRole("heading", { name: "Please log in" }).isVisible()).toBe(true);
    await logInHere(page, standard.email, standard.password);
    const billing = page.getByRole("region", { name: "Billing details" });
    await expect.poll(() => billing.getByText("Visa ending in 4242").isVisible(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page, "/managemembership");

    // Billing update: the saved details come back masked and must be typed again.
    await billing.getByRole("button", { name: "Update billing details" }).click();
    const form = page.getByRole("form", { name: "Standard Membership Payment" });
    await expect.poll(() => form.getByLabel("Card number").inputValue()).toBe("************4242");
    await form.getByRole("button", { name: "Save billing details" }).click();
    await expect
      .poll(() => form.getByRole("alert").textContent())
      .toBe("Please update: Card Number, Expiration Date, CVV");
    await expectAccessible(page, "billing form with the masked-fields message");
    await form.getByLabel("Card number").fill(AMEX);
    await form.getByLabel("Expiry date (MM/YY)").fill("");
    await form.getByLabel("Expiry date (MM/YY)").pressSequentially("0931");
    await form.getByLabel("CVV").fill("1234");
    await form.getByRole("button", { name: "Save billing details" }).click();
    await expect.poll(() => toastText(page)).toContain("Your billing details for autorenewal have been updated.");
    await expect.poll(() => billing.getByText("American Express ending in 0005").isVisible()).toBe(true);

    // Downgrade at the next renewal, then undo it.
    await page.getByLabel("Move to a lower level").selectOption("2");
    await page.getByRole("button", { name: "Schedule the change" }).click();
    await expect
      .poll(() => page.getByText(/^Your membership changes to Access at your next renewal on /).isVisible())
      .toBe(true);
    expect(await page.getByRole("region", { name: "Your current membership" }).textContent()).toContain("$40");
    await expectAccessible(page, "pending downgrade");
    await page.getByRole("button", { name: "Keep Standard" }).click();
    await expect.poll(() => toastText(page)).toContain("The scheduled downgrade has been cancelled.");

    // Auto-renewal off, after a confirmation.
    const toggle = page.getByRole("switch", { name: "Renew automatically every year" });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    const confirm = page.getByRole("dialog", { name: "Switch off auto-renewal?" });
    await confirm.waitFor();
    await expectAccessible(page, "cancel confirmation");
    await confirm.getByRole("button", { name: "Switch off auto-renewal" }).click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => toastText(page)).toContain("Auto-renewal is switched off.");
    const summary = page.getByRole("region", { name: "Your current membership" });
    await expect.poll(() => summary.textContent()).toContain("Auto-renewal off");
    expect(await summary.textContent()).toContain("No automatic renewal");
    await page.reload();
    await expect.poll(() => page.getByRole("switch").isChecked(), { timeout: 10_000 }).toBe(false);
    await page.context().close();
  });
});

describe("the instructor's and the profile's membership pages", () => {
  it("shows the instructor renewal total, the membership overview and the hardship form", async () => {
    const page = await fresh();
    await page.goto("/manageinstructormembership");
    // The demo instructor, read only: its licence fee and credits come from the seeds (an instructor cannot be made
    // through the API), and the journeys that teach use instructors of their own (factories.ts).
    const instructor = seededInstructor("demo");
    await logInHere(page, instructor.email, instructor.password);
    const summary = page.getByRole("region", { name: "Your Instructor Membership" });
    await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toContain("Certified Instructor");
    expect(await summary.textContent()).toContain("Licence fee$75");
    // 40 USD stored with the licence + the teaching credit for the 7 students the demo instructor graduated (ADR 0032).
    expect(await summary.textContent()).toContain("Credits earned$110");
    await expectAccessible(page, "/manageinstructormembership");

    await summary.getByRole("link", { name: "Renew Instructor Membership" }).click();
    const form = page.getByRole("form", { name: "Instructor Membership Payment" });
    // 300 + 75 licence fee − 110 credits.
    expect(await totalDue(form)).toBe("$265");
    await expectAccessible(page, "/membershiprenewalinstructor");

    await page.goto("/profile");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/profile/membershipoverview");
    await expect.poll(() => page.getByRole("region", { name: "Instructor credits" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Customize overview" }).click();
    await expectAccessible(page, "/profile/membershipoverview");

    await page.goto("/hardshipapplication");
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect
      .poll(() => page.getByText("Please choose the membership you are applying for.").isVisible())
      .toBe(true);
    await expectAccessible(page, "/hardshipapplication");
    await page.context().close();
  });
});

/**
 * A visitor in Brazil: the journeys' servers trust their own address as a proxy (TRUST_PROXY=127.0.0.1 in the
 * global setup), so this visitor's browser says where it is with X-Forwarded-For, as a load balancer in front of
 * the app would, and the server finds Brazil from that address.
 */
const BRAZILIAN_ADDRESS = "200.147.67.142";

describe("a visitor in Brazil", () => {
  it("pays the Brazilian price: no Discount Code field, the country discount instead", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: "en-US",
      serviceWorkers: "block",
      extraHTTPHeaders: { "X-Forwarded-For": BRAZILIAN_ADDRESS },
    });
    const page = await context.newPage();
    const dialog = await signUpOnStandard(page, {
      firstName: "João",
      lastName: "Silva",
      email: uniqueEmail("joao"),
      password: "Samba-Sunrise-2026",
    });
    expect(await totalDue(dialog)).toBe("$100");
    expect(await dialog.getByLabel(/Discount Code/).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Apply" }).count()).toBe(0);
    expect(await dialog.textContent()).toContain("Country discount (Brazil)-$50");
    await expectAccessible(page, "payment dialog in Brazil");
    await payByCard(dialog, { ...CARD, holder: "João Silva", submit: "Pay and create account" });
    // The server prices from the country too, and accepts the same 100 USD.
    await expect.poll(() => page.getByRole("dialog", { name: "Payment successful" }).isVisible()).toBe(true);
    await context.close();
  });
});
