import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { firstLink, waitForMail } from "./browser.ts";

export interface Member {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the sign-up form the way a visitor would. */
export async function fillSignup(page: Page, member: Member) {
  await page.getByLabel("First name").fill(member.firstName);
  await page.getByLabel("Last name").fill(member.lastName);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Phone").fill("+1 (415) 555-0134");
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByLabel("Membership plan").selectOption("1");
  await page.getByLabel("Communication language").selectOption("en");
  await page.getByLabel("Country of residence").selectOption({ label: "Canada" });
  await page.getByRole("checkbox", { name: /terms and conditions/i }).check();
}

/** Opens the confirmation link from the development mailbox. */
export async function confirmThroughMailbox(page: Page, email: string, baseUrl: string) {
  const mail = await waitForMail(email, "Please confirm your email address");
  await page.goto(firstLink(mail.text, `${baseUrl}/confirmemail/`));
  await expect
    .poll(() => page.getByText("Your email is confirmed. You can now log in.").isVisible(), { timeout: 10_000 })
    .toBe(true);
}

/** Logs in through the header's login dialog. */
export async function logIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Log in" });
  // The dialog may already be opening (after a reset, or from a "please log in" prompt).
  const open = await dialog.waitFor({ state: "visible", timeout: 1500 }).then(
    () => true,
    () => false,
  );
  if (!open) await page.getByRole("button", { name: "Login", exact: true }).first().click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
}

/** The test Visa the sandbox card gateway approves. */
export const TEST_VISA = "4242424242424242";

// The checkouts word their card fields two ways: the membership forms ("Card holder name", "Expiry date (MM/YY)")
// and the others ("Name on card", "Name on the card", "Card Number", "Expiration Date").
const CARD_LABELS = {
  holder: /Card holder name|Name on (the )?card/i,
  number: /Card number/i,
  expiry: /Expiry date \(MM\/YY\)|Expiration Date/i,
  cvv: "CVV",
};

export interface CardPayment {
  holder: string;
  /** Defaults to the test Visa. */
  number?: string;
  /** Typed key by key, so "1230" shows how a form that inserts the slash itself reads it; defaults to 12/30. */
  expiry?: string;
  /** Defaults to 123. */
  cvv?: string;
  /**
   * The pay button's name ("Pay and enrol", /^Pay \$/). Without it the card is only filled, for a journey that
   * does something else (a discount code, an accessibility check) before paying.
   */
  submit?: string | RegExp;
}

/** Fills a checkout's card fields in `scope` (the page, or the payment dialog or form) and pays. */
export async function payByCard(scope: Page | Locator, card: CardPayment) {
  await scope.getByLabel(CARD_LABELS.holder).fill(card.holder);
  await scope.getByLabel(CARD_LABELS.number).fill(card.number ?? TEST_VISA);
  await scope.getByLabel(CARD_LABELS.expiry).pressSequentially(card.expiry ?? "12/30");
  await scope.getByLabel(CARD_LABELS.cvv).fill(card.cvv ?? "123");
  if (card.submit !== undefined) await scope.getByRole("button", { name: card.submit }).click();
}

/** The toast region's text, as a screen reader would hear it. */
export async function toastText(page: Page): Promise<string> {
  return (await page.locator("[aria-live]").allInnerTexts()).join("\n");
}

// The member factories live in factories.ts; the journeys that import them from here keep working.
export { confirmedMember, tokenOf } from "./factories.ts";

/** Records anything a stored payload would do if it ran: a dialog, or `window.__xss`. */
export function watchForScript(page: Page): string[] {
  const ran: string[] = [];
  page.on("dialog", async (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return ran;
}

/** Whether a stored payload set `window.__xss` on this page. */
export function xssFlag(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as { __xss?: unknown }).__xss);
}
