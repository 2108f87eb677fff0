import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { XSS_PAYLOADS } from "../../packages/domain/src/testing/xss-payloads.ts";
import { api, expectAccessible, launchBrowser, newPage, settled } from "../support/browser.ts";
import { newMember } from "../support/factories.ts";
import { logIn, toastText, tokenOf, watchForScript } from "../support/journey.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("a visitor reads the blog", () => {
  it("sees the latest posts on the home page, the blog with its featured post, filters and an article with comments", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    const latest = page.getByRole("region", { name: "Latest from the blog" });
    await expect.poll(() => latest.isVisible()).toBe(true);
    expect(await latest.getByRole("article").count()).toBe(5);
    await expectAccessible(page, "/ with the latest posts");

    await latest.getByRole("link", { name: "View all posts" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/blog");
    const featured = page.getByRole("region", { name: "Featured" });
    await expect.poll(() => featured.isVisible()).toBe(true);
    expect(await featured.textContent()).toContain("Listening Before Touching: How a Session Begins");
    await expectAccessible(page, "/blog");

    // The tag filter and the search live in the URL; the back button undoes them.
    await page
      .getByRole("navigation", { name: "Topics" })
      .getByRole("link", { name: /^association/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tag")).toBe("association");
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Posts found: 3");
    await page.getByLabel("Search the blog").fill("hardship fund");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("hardship fund");
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Posts found: 1");
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBeNull();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Posts found: 3");

    await page.getByRole("link", { name: "Annual General Meeting 2026: What the Members Decided" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/article\/\d+$/);
    const article = page.getByRole("article", { name: "Annual General Meeting 2026: What the Members Decided" });
    // The article's frame can show before its body has arrived: wait for the body's own heading.
    await expect.poll(() => article.getByRole("heading", { name: "Decisions" }).isVisible()).toBe(true);
    expect(await article.textContent()).toContain("min read");
    const comments = page.getByRole("region", { name: /^Comments \(2\)/ });
    await expect.poll(() => comments.isVisible()).toBe(true);
    expect(await comments.textContent()).toContain("Great to see the hardship fund approved.");
    expect(await page.getByRole("button", { name: "Log in to comment" }).isVisible()).toBe(true);
    await expectAccessible(page, "/article/{id}");
    await page.context().close();
  });

  it("reads on a phone too", async () => {
    const page = await newPage(browser, { mobile: true });
    await page.goto("/blog");
    await expect.poll(() => page.getByRole("region", { name: "Featured" }).isVisible()).toBe(true);
    await expectAccessible(page, "/blog on a phone");
    await page.context().close();
  });
});

describe("an administrator publishes a post", () => {
  it("writes it with a banner at /admin/blog; it appears on the home page and a member comments on it", async () => {
    const page = await newPage(browser);
    await page.goto("/admin/blog");
    await logIn(page, inject("adminEmail"), inject("adminPassword"));
    await expect.poll(() => toastText(page)).toContain("Logged In Successfully");
    await page.goto("/admin/blog");
    const table = page.getByRole("table", { name: /^Blog posts \(14\)/ });
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.getByText("Scheduled").count()).toBe(1);
    expect(await table.getByText("Hidden").count()).toBe(1);
    await expectAccessible(page, "/admin/blog");

    await page.getByRole("button", { name: "Write a post" }).click();
    await page.getByLabel("Title").fill("Supervised Practice Days Return in Spring");
    await page
      .getByLabel("Text")
      .fill(
        '<h2>Practice with feedback</h2><p>From March, senior instructors host <strong>supervised practice days</strong> in six cities.</p><p><a href="https://healingarts.example/events">See the dates</a></p>',
      );
    await page.getByLabel("Tags").fill("events, practice");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.getByLabel("Banner image").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.getByRole("link", { name: "See the dates" }).getAttribute("rel")).toBe(
      "nofollow ugc noopener",
    );
    await expectAccessible(page, "/admin/blog editor");
    await page.getByRole("button", { name: "Save post" }).click();
    await expect.poll(() => toastText(page)).toContain("The blog post has been saved.");
    await expect.poll(() => page.getByRole("table", { name: /^Blog posts \(15\)/ }).isVisible()).toBe(true);

    await page.goto("/");
    const latest = page.getByRole("region", { name: "Latest from the blog" });
    await expect.poll(() => latest.isVisible()).toBe(true);
    const card = latest.getByRole("article").first();
    expect(await card.textContent()).toContain("Supervised Practice Days Return in Spring");
    expect(await card.locator("img.blog-banner").getAttribute("src")).toMatch(/^\/uploads\/blog\/.+-card\.webp$/);
    await card.getByRole("link", { name: "Supervised Practice Days Return in Spring" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Practice with feedback" }).isVisible()).toBe(true);
    const articleUrl = page.url();
    await page.context().close();

    // A member comments on the new post.
    const member = await newMember("Emily", { lastName: "Carter" });
    const reader = await newPage(browser);
    await reader.goto(articleUrl);
    await reader.getByRole("button", { name: "Log in to comment" }).click();
    await logIn(reader, member.email, member.password);
    await expect.poll(() => reader.getByLabel("Add a comment").isVisible()).toBe(true);
    await reader.getByLabel("Add a comment").fill("I will be there in Lisbon. Thank you for organising!");
    await reader.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => toastText(reader)).toContain("Your comment has been posted.");
    await expect.poll(() => reader.getByRole("region", { name: "Comments (1)" }).isVisible()).toBe(true);
    await expectAccessible(reader, "/article/{id} as a member");
    await reader.context().close();
  });
});

describe("stored XSS in the blog, rendered in Chromium", () => {
  it("runs none of thirty payloads stored in a post's title, body, tags and comments", async () => {
    const admin = await tokenOf(inject("adminEmail"), inject("adminPassword"));
    const created = await api("POST", "Blog/AdminAddBlog", {
      token: admin,
      body: {
        Title: XSS_PAYLOADS[1],
        Body: XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join(""),
        Tags: [XSS_PAYLOADS[2]?.slice(0, 40)],
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.Data.Id as number;
    // One comment holds all thirty (the comment limit is 2,000 characters); three more members add one each
    // (new ones: a member may comment only so often).
    const [first, ...others] = await Promise.all(
      ["Sofia", "Jonas", "Haruto", "Margaret"].map((name) => newMember(name)),
    );
    const all = await api("POST", "Blog/AddComment", {
      token: first?.token,
      body: { BlogId: id, Comment: XSS_PAYLOADS.join("\n") },
    });
    expect(all.status).toBe(200);
    for (const [index, { token }] of others.entries()) {
      const res = await api("POST", "Blog/AddComment", {
        token,
        body: { BlogId: id, Comment: XSS_PAYLOADS[(index * 7) % XSS_PAYLOADS.length] },
      });
      expect(res.status).toBe(200);
    }

    const page = await newPage(browser);
    const ran = watchForScript(page);
    await page.goto(`/article/${id}`);
    await expect.poll(() => page.getByRole("region", { name: "Comments (4)" }).isVisible()).toBe(true);
    await page.goto("/blog");
    await expect.poll(() => page.getByRole("link", { name: XSS_PAYLOADS[1] }).isVisible()).toBe(true);
    await page.goto("/");
    await expect.poll(() => page.getByRole("region", { name: "Latest from the blog" }).isVisible()).toBe(true);
    await settled(page);
    expect(ran).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await page.goto(`/article/${id}`);
    await expect.poll(() => page.getByRole("region", { name: "Comments (4)" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(
      await page.locator(".blog-article__body script, .blog-article__body iframe, [onerror], [onload]").count(),
    ).toBe(0);
    expect(ran).toEqual([]);
    await page.context().close();
  });
});
