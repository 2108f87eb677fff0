import { translate } from "@haa/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  api,
  baseUrl,
  expectAccessible,
  firstLink,
  launchBrowser,
  newContext,
  uniqueEmail,
  waitForMail,
} from "../support/browser.ts";
import { confirmedMember, logIn, toastText } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("session", () => {
  it("logs out with the spec's message when the login stamp is older than 90 days", async () => {
    const member = await confirmedMember("Olga");
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await logIn(page, member.email, member.password);
    await expect.poll(() => page.getByRole("button", { name: /Olga/ }).isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem("loginStamp", String(Date.now() - 7_776_000_000 - 60_000)));
    await page.reload();
    await expect.poll(() => toastText(page)).toContain("Your session has expired. Please log in again.");
    await expect.poll(() => page.getByRole("button", { name: "Login", exact: true }).first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("a session the server revoked: the next start shows the expiry message and goes home", async () => {
    const member = await confirmedMember("Rosa");
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await logIn(page, member.email, member.password);
    await expect.poll(() => page.getByRole("button", { name: /Rosa/ }).isVisible()).toBe(true);
    await page.goto("/profile/account");
    await expect.poll(() => page.getByRole("heading", { name: "Account", level: 1 }).isVisible()).toBe(true);

    // The same token, used from outside the browser, ends every session (e.g. "log out everywhere" elsewhere).
    // The tab leaves the app first: a running app's next call would notice on its own, before the next start.
    const token = await page.evaluate(() => localStorage.getItem("apiToken"));
    await page.goto("about:blank");
    expect((await api("POST", "Account/LogoutAllSessions", { token: token ?? "" })).status).toBe(200);

    await page.goto("/profile/account");
    await expect.poll(() => toastText(page)).toContain("Your session has expired. Please log in again.");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.getByRole("button", { name: "Login", exact: true }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("apiToken"))).toBeNull();
    expect(await toastText(page)).not.toContain("Locked or Deleted");
    await context.close();
  });

  it("changes the login e-mail from the account page through the link sent to the new address", async () => {
    const member = await confirmedMember("Sven");
    const newEmail = uniqueEmail("sven.moved");
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await logIn(page, member.email, member.password);
    await expect.poll(() => page.getByRole("button", { name: /Sven/ }).isVisible()).toBe(true);
    await page.goto("/profile/account");
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByLabel("Current password").fill(member.password);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await expect.poll(() => toastText(page)).toContain(`We sent a confirmation link to ${newEmail}.`);
    await expectAccessible(page, "/profile/account");
    await waitForMail(member.email, "A change of your email address was requested");

    const mail = await waitForMail(newEmail, "Confirm your new email address");
    await page.goto(firstLink(mail.text, `${baseUrl()}/confirmemail/`));
    await expect.poll(() => page.getByText("Your email address has been changed.").isVisible()).toBe(true);
    // The browser holds the new token: the member stays logged in after a reload.
    await page.reload();
    await expect.poll(() => page.getByRole("button", { name: /Sven/ }).isVisible()).toBe(true);
    expect(await toastText(page)).not.toContain("Your session has expired");
    const login = await api("POST", "Account/Login", {
      body: { Email: newEmail, Password: member.password, AccountType: 1 },
    });
    expect(login.status).toBe(200);
    await context.close();
  });

  it("logs a locked account out at the next start with the spec's message, and the audit log shows the lock", async () => {
    const member = await confirmedMember("Pavel");
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await logIn(page, member.email, member.password);
    await expect.poll(() => page.getByRole("button", { name: /Pavel/ }).isVisible()).toBe(true);

    // The tab leaves the app before the lock: a running app's next call (the notification bell's, say) would
    // notice the lock on its own and log out before the next start, which is what this journey is about.
    await page.goto("about:blank");
    const admin = await api("POST", "Account/Login", {
      body: { Email: inject("adminEmail"), Password: inject("adminPassword"), AccountType: 1 },
    });
    const token = admin.body.Data.LoginTokenResponseModel.access_token as string;
    expect((await api("POST", `Admin/LockUser?userId=${member.id}`, { token })).status).toBe(200);

    await page.goto("/");
    await expect.poll(() => toastText(page)).toContain("Your account has been Locked or Deleted by admin.");
    await expect.poll(() => page.getByRole("button", { name: "Login", exact: true }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    await context.close();

    // The administrators' audit log shows who locked the account, from where, and the lock's state before
    // (ADR 0088).
    const adminContext = await newContext(browser);
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/admin/audit-log");
    await adminPage.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(adminPage, inject("adminEmail"), inject("adminPassword"));
    await adminPage.getByLabel("Target id", { exact: true }).fill(String(member.id));
    await adminPage.getByRole("button", { name: "Apply filters" }).click();
    const log = adminPage.getByRole("table", { name: "Administrator actions, newest first" });
    await expect.poll(() => log.getByText(`user ${member.id}`).isVisible()).toBe(true);
    await log.getByRole("button", { name: /^View entry \d+: Admin\/LockUser$/ }).click();
    const entry = adminPage.getByRole("dialog", { name: /^Audit entry \d+$/ });
    await expect.poll(() => entry.getByText("POST /api/Admin/LockUser → 200").isVisible()).toBe(true);
    expect(await entry.getByRole("table", { name: "Before and after" }).isVisible()).toBe(true);
    await expectAccessible(adminPage, "/admin/audit-log (an entry)");
    await adminContext.close();
  });
});

describe("not-found page", () => {
  it("sends an unknown path to /error with the spec's text and a way home", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The server answers an unknown path 404 with the app, which then shows the not-found page (ADR 0065).
    expect((await page.goto("/this/does/not/exist"))?.status()).toBe(404);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/error");
    await expect.poll(() => page.getByText("Whoops ...").isVisible()).toBe(true);
    expect(await page.getByText("Sorry, we couldn't find the page you're looking for.").isVisible()).toBe(true);
    await expectAccessible(page, "/error");
    await page
      .getByRole("link", { name: "BACK TO HOME" })
      .or(page.getByRole("button", { name: "BACK TO HOME" }))
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});

describe("interface language", () => {
  it("switches to Japanese: screens and validation messages follow, and the choice is remembered", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/register");
    await page.getByLabel("Language", { exact: true }).first().selectOption("ja");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ja");
    await page.getByRole("button", { name: translate("ja", "signup.submit") }).click();
    await expect.poll(() => page.getByText(translate("ja", "validation.firstNameRequired")).count()).toBeGreaterThan(0);
    expect(translate("ja", "validation.firstNameRequired")).not.toBe(translate("en", "validation.firstNameRequired"));
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ja");
    await expectAccessible(page, "/register in Japanese");
    await context.close();
  });

  it("starts in the browser's language, Norwegian Bokmål becoming 'no'", async () => {
    const context = await newContext(browser, { locale: "nb-NO" });
    const page = await context.newPage();
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("no");
    await context.close();
  });
});
