import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, expectAccessible, launchBrowser, newPage, waitForMail } from "../support/browser.ts";
import { confirmedMember, logIn, payByCard, tokenOf } from "../support/journey.ts";

const DEMO_PASSWORD = "Healing2026!";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The id of an upcoming demo seminar of a course, found through the eligibility call (the seminar list
 * belongs to another slice): the demo seeds 30 seminars.
 */
async function upcomingSeminar(title: string, token: string, userId: number): Promise<number> {
  for (let id = 1; id <= 60; id += 1) {
    const res = await api("GET", `Enrollment/CheckUserEligibleForSeminar?seminarId=${id}&userId=${userId}`, { token });
    if (res.status !== 200) continue;
    const data = res.body.Data as { Item: { Title: string }; Code: string | null };
    if (data.Item.Title === title && data.Code !== "past") return id;
  }
  throw new Error(`no upcoming demo seminar of ${title}`);
}

/** A demo member's id and a bearer token for the look-ups behind the scenes. */
async function demoMember(email: string): Promise<{ id: number; token: string }> {
  const res = await api("POST", "Account/Login", { body: { Email: email, Password: DEMO_PASSWORD, AccountType: 1 } });
  return { id: res.body.Data.Id as number, token: res.body.Data.LoginTokenResponseModel.access_token as string };
}

describe("enrolment", () => {
  it("a Standard member enrols in an advanced seminar with a card and finds it under My courses", async () => {
    const email = "standard@demo.healingarts.example";
    const { id, token } = await demoMember(email);
    const seminarId = await upcomingSeminar("Principles of Consciousness", token, id);

    const page = await newPage(browser);
    await page.goto(`/coursecheckout?seminarId=${seminarId}`);
    // A visitor is asked to log in first (ADR 0031: enrolment needs an account).
    await expect.poll(() => page.getByRole("heading", { name: "Please log in" }).isVisible()).toBe(true);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, email, DEMO_PASSWORD);
    const title = page.getByRole("heading", { name: "Principles of Consciousness" });
    await title.waitFor();
    await expectAccessible(page, "/coursecheckout (Standard)");

    await payByCard(page, { holder: "Emily Carter", submit: "Pay and enrol" });
    await expect.poll(() => page.getByRole("heading", { name: "You are enrolled" }).isVisible()).toBe(true);
    await expectAccessible(page, "/coursecheckout (enrolled)");
    const mail = await waitForMail(email, /Your receipt HAA-/);
    expect(mail.text).toContain("Principles of Consciousness");

    await page.getByRole("link", { name: "Go to my courses" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/profile/courses");
    const row = page.getByRole("row", { name: /Principles of Consciousness/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("Enrolled");
    await expectAccessible(page, "/profile/courses");
    await page.context().close();
  });

  it("a Starter member is refused an advanced seminar and pointed to the upgrade", async () => {
    const email = "starter@demo.healingarts.example";
    const { id, token } = await demoMember(email);
    const seminarId = await upcomingSeminar("Mindscape: Intuition and Clarity", token, id);
    const page = await newPage(browser, { mobile: true });
    await page.goto(`/coursecheckout?seminarId=${seminarId}`);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, email, DEMO_PASSWORD);
    const alert = page.getByRole("alert").filter({ hasText: "Standard or Practitioner" });
    await alert.waitFor();
    expect(await page.getByRole("button", { name: "Pay and enrol" }).count()).toBe(0);
    await expectAccessible(page, "/coursecheckout (refused, phone)");
    await alert.getByRole("link", { name: "Upgrade your membership" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/membershipupgrade");
    await page.context().close();
  });

  it("a member pays with the PayPal sandbox and returns to /confirmpaypalpayment", async () => {
    const member = await confirmedMember("Paula");
    const token = await tokenOf(member.email, member.password);
    const seminarId = await upcomingSeminar("FreeFall Memory Technique", token, member.id);
    const page = await newPage(browser);
    await page.goto(`/coursecheckout?seminarId=${seminarId}`);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, member.email, member.password);
    await page.getByRole("radio", { name: "PayPal" }).click();
    await page.getByRole("button", { name: "Pay with PayPal" }).click();
    // The built-in sandbox's approval page (server-rendered, no script).
    await expect.poll(() => page.getByRole("heading", { name: "PayPal sandbox" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/paypal-sandbox/approve");
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/confirmpaypalpayment");
    await expect.poll(() => page.getByRole("heading", { name: "You are enrolled" }).isVisible()).toBe(true);
    expect(page.url()).toMatch(/token=.+&PayerID=/);
    await expectAccessible(page, "/confirmpaypalpayment");
    // A reload answers the same enrolment.
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "You are enrolled" }).isVisible()).toBe(true);
    const mine = await api("GET", `Enrollment/GetEnrolledCourseOrSeminarByUserId?userId=${member.id}`, { token });
    const places = mine.body.Data.List as { Status: string; Source: string }[];
    expect(places.filter((p) => p.Status === "enrolled" && p.Source === "paypal")).toHaveLength(1);
    await page.context().close();
  });
});
