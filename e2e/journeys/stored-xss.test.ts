import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { XSS_PAYLOADS } from "../../packages/domain/src/testing/xss-payloads.ts";
import { api, launchBrowser, newPage, settled } from "../support/browser.ts";
import { confirmedMember, logIn, tokenOf, watchForScript, xssFlag } from "../support/journey.ts";

/**
 * Issue 7: thirty known payloads go into every free-text field a person can fill (through the API, as an
 * attacker would, so no form's own checks stand in the way), and every page that shows them is rendered in
 * Chromium by a visitor, a member and an administrator. No dialog may open and `window.__xss` stays unset.
 * The blog's own fields are covered in blog.test.ts; each new area adds its fields here.
 */

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await tokenOf(inject("adminEmail"), inject("adminPassword"));
});
afterAll(() => browser.close());

const fitting = (max: number) => XSS_PAYLOADS.filter((payload) => payload.length <= max);
/** The payloads joined into one text of at most `max` characters (the rest go into the next text). */
function joined(max: number, from = 0): { text: string; next: number } {
  let text = "";
  let index = from;
  for (; index < XSS_PAYLOADS.length; index++) {
    const piece = `${XSS_PAYLOADS[index]}\n`;
    if (text.length + piece.length > max) break;
    text += piece;
  }
  return { text, next: index };
}

/** Visits each path as this page's person, waiting for `ready` text, and asserts nothing ran. */
async function visitAll(page: Page, visits: { path: string; ready: string | RegExp }[]) {
  const ran = watchForScript(page);
  for (const visit of visits) {
    await page.goto(visit.path);
    await expect.poll(() => page.getByText(visit.ready).first().isVisible(), { message: visit.path }).toBe(true);
    // Lazy images, deferred effects and focus handlers get their chance to fire.
    await settled(page);
    expect(await xssFlag(page), visit.path).toBeUndefined();
    expect(await page.locator("main [onerror], main [onload], main [onfocus], main iframe").count(), visit.path).toBe(
      0,
    );
    // A link a reader would click must not lead to script (entity-encoded and mixed-case schemes included).
    const scriptLinks = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll("main a[href], main form[action]")).filter((element) =>
          /^(javascript|data|vbscript):/i.test(
            new URL(element.getAttribute("href") ?? element.getAttribute("action") ?? "", location.href).protocol,
          ),
        ).length,
    );
    expect(scriptLinks, visit.path).toBe(0);
  }
  expect(ran).toEqual([]);
}

describe("stored XSS across the community areas, rendered in Chromium", () => {
  it("runs none of thirty payloads stored in testimonials, contact messages, announcements, events, the forum and newsletters", async () => {
    // Testimonials: text (30–1,500), display name and location (80 each); two submissions hold every payload.
    const author = await confirmedMember("Maren");
    const authorToken = await tokenOf(author.email, author.password);
    const names = fitting(80);
    const intro = "Kind words from a member. ";
    const parts: { text: string }[] = [];
    for (let next = 0; next < XSS_PAYLOADS.length; ) {
      const part = joined(1500 - intro.length, next);
      parts.push(part);
      next = part.next;
    }
    // At most three per member per day (ADR 0025).
    expect(parts.length).toBeLessThanOrEqual(3);
    const testimonialIds: number[] = [];
    for (const [index, part] of parts.entries()) {
      const res = await api("POST", "Testimonial/AddTestimonial", {
        token: authorToken,
        body: {
          Text: `${intro}${part.text}`,
          DisplayName: names[index],
          Location: names[names.length - 1 - index],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      testimonialIds.push(res.body.Data.Id as number);
    }
    // One stays pending (the administrator's queue shows it), one is approved (everyone sees it).
    const approved = await api("PUT", `Testimonial/ApproveTestimonial/${testimonialIds[0]}`, { token: adminToken });
    expect(approved.status).toBe(200);

    // Contact: name (100), subject (150) and message (5,000) reach the administrator's inbox.
    const contact = await api("POST", "Contact/ContactResponse", {
      body: {
        Name: fitting(100)[3],
        Email: "visitor@example.org",
        Subject: fitting(150)[5],
        Message: XSS_PAYLOADS.join("\n"),
      },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);

    // Announcements: title (150) and body (10,000), which also become every member's notification.
    const titlePayload = fitting(150)[1] ?? "";
    const announcement = await api("POST", "Announcement/AddAnnouncement", {
      token: adminToken,
      body: { Title: titlePayload, Body: XSS_PAYLOADS.join("\n\n") },
    });
    expect(announcement.status, JSON.stringify(announcement.body)).toBe(200);
    const announcementId = announcement.body.Data.Id as number;

    // Events: title, description, address and city (an administrator may host; an instructor would do the same).
    const eventTitle = fitting(120)[2] ?? "";
    const start = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const event = await api("POST", "EventAndGroup/AddEventAndGroup", {
      token: adminToken,
      body: {
        Title: eventTitle,
        Description: joined(4000).text,
        Type: "Event",
        Address: fitting(120)[4],
        City: fitting(120)[6],
        Country: "Ireland",
        TimeZone: "Europe/Dublin",
        StartDateTime: `${start}T19:00`,
        EndDateTime: `${start}T21:00`,
      },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(200);

    // Forum: a post's title and body, a second member's comment and the author's reply.
    const boards = await api("GET", "Forum/GetForumCategories");
    const boardId = boards.body.Data[0].Id as number;
    const forumTitle = fitting(255)[0] ?? "";
    const forumPost = await api("POST", "Forum/AddForum", {
      token: authorToken,
      body: {
        Title: forumTitle,
        Description: XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join(""),
        CategoryId: boardId,
      },
    });
    expect(forumPost.status, JSON.stringify(forumPost.body)).toBe(200);
    const forumId = forumPost.body.Data.Id as number;
    const commenter = await confirmedMember("Tomas");
    const commenterToken = await tokenOf(commenter.email, commenter.password);
    const forumComment = await api("POST", "Forum/AddForumComment", {
      token: commenterToken,
      body: { ForumId: forumId, Comment: XSS_PAYLOADS.join("\n") },
    });
    expect(forumComment.status, JSON.stringify(forumComment.body)).toBe(200);
    const forumReply = await api("POST", "Forum/AddForumCommentReply", {
      token: authorToken,
      body: { CommentId: forumComment.body.Data.Id, Comment: joined(5000).text },
    });
    expect(forumReply.status, JSON.stringify(forumReply.body)).toBe(200);

    // Newsletters: an issue's subject and body, sent, then read in the public archive.
    const lists = await api("GET", "NewsLetter/GetNewsLetters");
    const newsletterSubject = fitting(150)[7] ?? "";
    const issue = await api("POST", "NewsLetter/AdminAddNewsLetterIssue", {
      token: adminToken,
      body: {
        NewsletterId: lists.body.Data[0].Id,
        Subject: newsletterSubject,
        Body: XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join(""),
        Language: "en",
      },
    });
    expect(issue.status, JSON.stringify(issue.body)).toBe(200);
    const issueId = issue.body.Data.Id as number;
    const sent = await api("POST", `NewsLetter/AdminSendNewsLetterIssue/${issueId}`, { token: adminToken });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const visitor = await newPage(browser);
    await visitAll(visitor, [
      { path: "/Testimonials", ready: "Kind words from a member." },
      { path: "/announcement", ready: titlePayload },
      { path: `/newannouncement/${announcementId}`, ready: titlePayload },
      { path: "/", ready: "Healing Arts Association" },
      { path: "/studygroupsandevents", ready: eventTitle },
      { path: "/forum", ready: forumTitle },
      { path: "/mailing", ready: newsletterSubject },
      { path: `/mailing/issue/${issueId}`, ready: newsletterSubject },
    ]);
    await visitor.context().close();

    const member = await newPage(browser);
    await member.goto("/");
    await logIn(member, author.email, author.password);
    await expect.poll(() => member.getByRole("button", { name: /Maren/ }).isVisible()).toBe(true);
    await visitAll(member, [
      { path: "/notifications", ready: titlePayload },
      { path: "/Testimonials", ready: "Kind words from a member." },
      { path: "/forum", ready: forumTitle },
      { path: `/forum/postdetail/${forumId}`, ready: "Tomas" },
    ]);
    await member.context().close();

    const admin = await newPage(browser);
    await admin.goto("/");
    await logIn(admin, inject("adminEmail"), inject("adminPassword"));
    await expect.poll(() => admin.getByRole("button", { name: /Site/ }).isVisible()).toBe(true);
    await visitAll(admin, [
      { path: "/admin/testimonials", ready: "Kind words from a member." },
      { path: "/admin/contact", ready: "visitor@example.org" },
      { path: "/admin/announcements", ready: titlePayload },
      { path: "/admin/forum", ready: forumTitle },
    ]);
    await admin.context().close();
  });
});
