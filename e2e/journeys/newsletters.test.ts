import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, baseUrl, expectAccessible, launchBrowser, newContext, waitForMail } from "../support/browser.ts";
import { type NewMember, newMember } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

const SUBJECT = `Supervision circles this winter (${Date.now().toString(36)})`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fresh(mobile = false): Promise<Page> {
  const context = await newContext(browser, { mobile });
  return context.newPage();
}

const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

/** A new member who reads "Association news" and "Events & seminars", chosen the way the profile page saves. */
async function subscribedMember(): Promise<NewMember> {
  const member = await newMember("Sofia", { lastName: "Almeida" });
  const mine = await api("GET", `NewsLetter/GetNewsLetterbyUserId?userId=${member.id}`, { token: member.token });
  const wanted = (mine.body.Data.Newsletters as { Id: number; Name: string }[])
    .filter((n) => n.Name === "Association news" || n.Name === "Events & seminars")
    .map((n) => n.Id);
  expect(wanted).toHaveLength(2);
  const saved = await api("PUT", "NewsLetter/UpdateNewsLetter", {
    token: member.token,
    body: { UserId: member.id, NewsletterIds: wanted, Language: "en" },
  });
  expect(saved.status).toBe(200);
  return member;
}

describe("newsletters", () => {
  it("a member changes subscriptions, an administrator sends an issue, the one-click link unsubscribes", async () => {
    const reader = await subscribedMember();
    // A visitor sees the archive and the sign-up form.
    const visitor = await fresh(true);
    await visitor.goto("/mailing");
    await expect.poll(() => visitor.getByRole("heading", { name: "Newsletters", level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByRole("heading", { name: "Past issues" }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByLabel("Your e-mail address").isVisible()).toBe(true);
    await expectAccessible(visitor, "/mailing (phone, visitor)");
    await visitor.context().close();

    // The member moves from "Events & seminars" to the "Practitioner bulletin".
    const member = await fresh();
    await member.goto("/profile/newsletter");
    await member.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(member, reader.email, reader.password);
    await checkbox(member, "Practitioner bulletin").waitFor();
    expect(await checkbox(member, "Events & seminars").isChecked()).toBe(true);
    expect(await checkbox(member, "Practitioner bulletin").isChecked()).toBe(false);
    await expectAccessible(member, "/profile/newsletter");
    await checkbox(member, "Events & seminars").uncheck();
    await checkbox(member, "Practitioner bulletin").check();
    await member.getByRole("button", { name: "Save my choices" }).click();
    await expect.poll(() => member.getByText("Your newsletter choices are saved.").isVisible()).toBe(true);

    // An administrator writes an issue of the bulletin and sends it.
    const admin = await fresh();
    await admin.goto("/admin/newsletters");
    await admin.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    const form = admin.getByRole("form", { name: "Write an issue" });
    await form.waitFor();
    await expectAccessible(admin, "/admin/newsletters");
    await form.getByLabel("Newsletter").selectOption({ label: "Practitioner bulletin" });
    await form.getByLabel("Subject").fill(SUBJECT);
    await form
      .getByLabel(/Body \(HTML\)/)
      .fill("<p>Peer supervision circles meet online every first Monday.</p><script>alert(1)</script>");
    await form.getByRole("button", { name: "Save draft" }).click();
    await admin.getByRole("button", { name: `Preview “${SUBJECT}”` }).click();
    await expect
      .poll(() => admin.getByText("Peer supervision circles meet online every first Monday.").isVisible())
      .toBe(true);
    await admin.getByRole("button", { name: `Send “${SUBJECT}”` }).click();
    const dialog = admin.getByRole("dialog", { name: "Send this issue?" });
    await dialog.getByRole("button", { name: "Send now" }).click();
    await expect.poll(() => admin.getByText("The issue is being sent.").isVisible()).toBe(true);

    // The dev mailbox holds the issue with the RFC 8058 headers.
    const mail = await waitForMail(reader.email, SUBJECT, 30_000);
    expect(mail.html).not.toContain("<script");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const header = mail.headers?.["List-Unsubscribe"] ?? "";
    expect(header).toMatch(/^<http[^>]+\/mailing\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/);
    const url = /<(http[^>]+)>/.exec(header)?.[1] ?? "";

    // The figures show the delivery.
    await admin.reload();
    const issue = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: SUBJECT }) });
    await expect.poll(() => issue.getByText(/ · Sent · /).count()).toBeGreaterThan(0);

    // Opened in a browser, the link only asks; the mail client's one-click POST unsubscribes at once.
    await member.goto(new URL(url).pathname + new URL(url).search);
    await expect.poll(() => member.getByRole("button", { name: "Unsubscribe" }).isVisible()).toBe(true);
    await expectAccessible(member, "/mailing/unsubscribe");
    const oneClick = await fetch(`${baseUrl()}${new URL(url).pathname}${new URL(url).search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    await member.goto("/profile/newsletter");
    await checkbox(member, "Practitioner bulletin").waitFor();
    expect(await checkbox(member, "Practitioner bulletin").isChecked()).toBe(false);
    expect(await checkbox(member, "Association news").isChecked()).toBe(true);

    await admin.reload();
    const figures = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: SUBJECT }) });
    await expect.poll(() => figures.getByText("Unsubscribes").isVisible()).toBe(true);
    await expect.poll(() => figures.locator("dd").nth(3).textContent()).toBe("1");
    await admin.context().close();
    await member.context().close();
  });
});
