import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newPage, uniqueEmail, waitForMail } from "../support/browser.ts";
import { newMember } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

const TEXT = `Booking a seminar and finding a study group took minutes; the community made me feel at home. (${Date.now().toString(36)})`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("testimonials", () => {
  it("a member submits one, an administrator approves it, a visitor reads it", async () => {
    const author = await newMember("Lucas", { lastName: "Martin", country: "France" });
    const member = await newPage(browser);
    await member.goto("/Testimonials");
    await expect.poll(() => member.getByRole("heading", { name: "Testimonials", level: 1 }).isVisible()).toBe(true);
    // Visitors read the demo testimonials and are asked to join.
    await expect.poll(() => member.getByText(/Testimonials found: \d+/).isVisible()).toBe(true);
    await expect.poll(() => member.getByRole("heading", { name: "Share your own story" }).isVisible()).toBe(true);
    await expectAccessible(member, "/Testimonials (visitor)");

    await member.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(member, author.email, author.password);
    const text = member.getByLabel("Your testimonial");
    await text.waitFor();
    await text.fill("Lovely people.");
    await member.getByRole("button", { name: "Submit testimonial" }).click();
    await expect
      .poll(() => member.getByText("Testimonial should be a minimum of 30 characters.").isVisible())
      .toBe(true);
    await text.fill(TEXT);
    await member.getByLabel(/Name to show/).fill("Lucas from Lyon");
    await member.getByLabel(/Location/).fill("Lyon, France");
    await member.getByRole("button", { name: "Submit testimonial" }).click();
    await expect.poll(() => member.getByRole("heading", { name: "Waiting for approval" }).isVisible()).toBe(true);
    await expectAccessible(member, "/Testimonials (submitted)");
    // Not listed before an administrator approves it.
    await member.reload();
    await expect.poll(() => member.getByText(/Testimonials found: \d+/).isVisible()).toBe(true);
    expect(await member.getByText(TEXT).count()).toBe(0);
    await member.context().close();

    const admin = await newPage(browser);
    await admin.goto("/admin/testimonials");
    // The page's own login button brings the administrator back here after logging in.
    await admin.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    const approve = admin.getByRole("button", { name: "Approve the testimonial by Lucas from Lyon" });
    await approve.waitFor();
    await expectAccessible(admin, "/admin/testimonials");
    await approve.click();
    await expect
      .poll(() => admin.getByText("Testimonial approved; the author has been told by e-mail.").isVisible())
      .toBe(true);
    await admin.context().close();
    const mail = await waitForMail(author.email, "Your testimonial is published");
    expect(mail.text).toContain("/Testimonials");

    const visitor = await newPage(browser, { mobile: true });
    await visitor.goto("/Testimonials?search=seminar");
    await expect.poll(() => visitor.getByText(TEXT).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByText("Lucas from Lyon").isVisible()).toBe(true);
    await expectAccessible(visitor, "/Testimonials (phone, search)");
    await visitor.context().close();
  });
});

describe("contact", () => {
  it("a visitor writes through the footer's contact form and gets the acknowledgement", async () => {
    const email = uniqueEmail("grace");
    const page = await newPage(browser);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Contact us", level: 1 }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/contact");
    await expectAccessible(page, "/contact");
    await page.getByLabel("Your name").fill("Grace Okafor");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Subject").fill("Beginner seminars in Lagos");
    await page
      .getByLabel("Message", { exact: true })
      .fill("Are there any beginner seminars planned in Nigeria next year?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Message sent" }).isVisible()).toBe(true);
    const ack = await waitForMail(email, "We received your message");
    expect(ack.text).toMatch(/Your reference: C-\d+/);
    await expectAccessible(page, "/contact (sent)");
    await page.context().close();
  });
});
