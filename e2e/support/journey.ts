import type { Page } from "playwright-core";
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

/** The toast region's text, as a screen reader would hear it. */
export async function toastText(page: Page): Promise<string> {
  return (await page.locator("[aria-live]").allInnerTexts()).join("\n");
}
