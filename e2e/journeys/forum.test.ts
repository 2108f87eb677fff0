import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newContext } from "../support/browser.ts";
import { confirmedMember, logIn, toastText } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A 1×1 PNG: the upload is checked by content and re-encoded by the server. */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("forum", () => {
  it("a member posts with a picture, a second member comments, the first sees the bell and marks it read", async () => {
    const author = await confirmedMember("Olivia", { lastName: "Hughes", country: "United Kingdom" });
    const commenter = await confirmedMember("Bruno", { lastName: "Costa", country: "United Kingdom" });
    const title = `Grounding before the first client ${Date.now().toString(36)}`;

    const authorContext = await newContext(browser);
    const page = await authorContext.newPage();
    await page.goto("/forum");
    // The call to join's own login button brings the member back to the forum.
    await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await logIn(page, author.email, author.password);
    await page.getByRole("button", { name: "New post" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Board", { exact: true }).selectOption({ label: "Getting started" });
    await page
      .getByLabel(/Your post/)
      .fill("I take three slow breaths before each session.\n\nWhat do you do to settle before a new client?");
    await page.getByLabel(/Picture/).setInputFiles({ name: "corner.png", mimeType: "image/png", buffer: PNG_1PX });
    await expect.poll(() => page.getByRole("img", { name: "Preview of the uploaded picture" }).isVisible()).toBe(true);
    await expectAccessible(page, "/forum (editor)");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => page.getByRole("heading", { name: title, level: 1 }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/forum\/postdetail\/\d+$/);
    const postUrl = new URL(page.url()).pathname;
    expect(await page.locator(".forum-post__body img").count()).toBe(1);
    await expectAccessible(page, "/forum/postdetail/{id}");

    // The second member comments.
    const commenterContext = await newContext(browser, { mobile: true });
    const other = await commenterContext.newPage();
    await other.goto(postUrl);
    await other.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await logIn(other, commenter.email, commenter.password);
    await expect.poll(() => other.getByRole("heading", { name: title, level: 1 }).isVisible()).toBe(true);
    await other.getByLabel("Your comment").fill("A warm cup of tea and a minute at the window.");
    await other.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => toastText(other)).toContain("Your comment has been posted.");
    await expect.poll(() => other.getByText("A warm cup of tea and a minute at the window.").isVisible()).toBe(true);
    await commenterContext.close();

    // The author sees the bell, opens the notification and marks it read.
    await page.goto("/");
    const bell = page.getByRole("link", { name: "Notifications, 1 unread" });
    await expect.poll(() => bell.isVisible()).toBe(true);
    await bell.click();
    const note = "Bruno Costa commented on your post";
    await expect.poll(() => page.getByRole("link", { name: note }).isVisible()).toBe(true);
    await page.getByRole("button", { name: `Mark as read: ${note}` }).click();
    await expect.poll(() => toastText(page)).toContain("The notification is marked as read.");
    await expect.poll(() => page.getByText("Unread: 0").isVisible()).toBe(true);
    await page.getByRole("link", { name: note }).click();
    await expect.poll(() => page.getByRole("heading", { name: title, level: 1 }).isVisible()).toBe(true);
    await authorContext.close();
  });

  it("a visitor sees the boards and titles and a call to join; a post asks them to log in", async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await page.goto("/forum");
    await expect.poll(() => page.getByRole("heading", { name: "Forum", level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Case discussions" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "Join the conversation" }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("link", { name: "What to bring to a weekend seminar" }).isVisible())
      .toBe(true);
    await expectAccessible(page, "/forum (visitor)");
    await page.getByRole("link", { name: "What to bring to a weekend seminar" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "For members" }).isVisible()).toBe(true);
    await page.goto("/howforum");
    await expect
      .poll(() => page.getByRole("heading", { name: "How the forum works", level: 1 }).isVisible())
      .toBe(true);
    await expectAccessible(page, "/howforum");
    await context.close();
  });
});
