import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, expectAccessible, launchBrowser, newPage } from "../support/browser.ts";
import { newMember, tokenOf } from "../support/factories.ts";
import { logIn } from "../support/journey.ts";

const BIO = `Calm, conversational sessions in Shibuya and online; I follow what your body shows me. (${Date.now().toString(36)})`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("profiles", () => {
  it("a practitioner edits the bio and languages, turns the listing on, and a visitor finds them in the directory", async () => {
    // A new Practitioner with a saved place and two languages, not yet listed (as the demo practitioner is).
    const practitioner = await newMember("Haruto", { lastName: "Sakamoto", country: "Japan", plan: 4 });
    const saved = await api("POST", "Account/UpdateUsers", {
      token: practitioner.token,
      body: {
        FirstName: "Haruto",
        LastName: "Sakamoto",
        Phone: "+81 3 1234 5678",
        Bio: "Sessions in Shibuya and online.",
        Languages: "ja,en",
        CountryId: "JP",
        StateId: "JP-13",
        CityName: "Tokyo",
      },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    // An administrator has checked the credentials and granted the directory type, as for the demo practitioner.
    const admin = await tokenOf(inject("adminEmail"), inject("adminPassword"));
    const granted = await api("PUT", "Admin/Practitioners/SetTypes", {
      token: admin,
      body: { UserId: practitioner.id, PractitionerTypes: ["practitioner"] },
    });
    expect(granted.status, granted.body.Message).toBe(200);
    const verified = await api("PUT", "Admin/Practitioners/SetCredentialsVerified", {
      token: admin,
      body: { UserId: practitioner.id, Value: true },
    });
    expect(verified.status, verified.body.Message).toBe(200);
    const page = await newPage(browser);
    await page.goto("/profile/bio");
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await logIn(page, practitioner.email, practitioner.password);

    const bio = page.getByLabel("Bio", { exact: true });
    await bio.waitFor();
    // The saved place opens in the cascading selects.
    await expect.poll(() => page.getByLabel("City", { exact: true }).inputValue()).toBe("Tokyo");
    await expectAccessible(page, "/profile/bio");
    await bio.fill(BIO);
    const languages = page.getByRole("group", { name: "Languages you work in" });
    const german = languages
      .getByRole("checkbox", { name: "Deutsch" })
      .or(languages.getByRole("checkbox", { name: "German" }));
    await german.first().check();
    // A hostile webpage is refused with the field's message, then fixed.
    const webpage = page.getByLabel("Webpage", { exact: true });
    await webpage.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect
      .poll(() =>
        page.getByText("The webpage must be an address starting with http:// or https://.").first().isVisible(),
      )
      .toBe(true);
    await webpage.fill("https://sato-bodywork.example.jp");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("Your profile is saved.").first().isVisible()).toBe(true);

    await page.goto("/profile/account");
    const listed = page.getByRole("checkbox", { name: "List me in the practitioner directory" });
    await listed.waitFor();
    await expectAccessible(page, "/profile/account");
    await listed.check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByText("You are listed in the directory.").isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => listed.isChecked()).toBe(true);
    await expect.poll(() => page.getByText("You are listed in the directory.").isVisible()).toBe(true);
    await page.goto("/profile/bio");
    await expect.poll(() => page.getByLabel("Bio", { exact: true }).inputValue()).toBe(BIO);
    const reloaded = page.getByRole("group", { name: "Languages you work in" });
    await expect.poll(() => reloaded.getByRole("checkbox", { checked: true }).count()).toBe(3);
    await page.context().close();

    // A visitor now finds the practitioner in the directory and reads the new bio (issue 10). The public lists
    // are micro-cached for a moment, so the search is retried until the listing shows.
    const visitor = await newPage(browser);
    const card = visitor.getByRole("link", { name: "Haruto Sakamoto" });
    await expect
      .poll(
        async () => {
          await visitor.goto("/bodytalkpractitioners?search=Sakamoto");
          return card.waitFor({ state: "visible", timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await card.click();
    await expect.poll(() => visitor.getByRole("heading", { name: "Haruto Sakamoto", level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByText(BIO).isVisible()).toBe(true);
    await visitor.context().close();
  }, 150_000);
});
