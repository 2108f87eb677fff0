import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "../account/schemas.ts";
import { addForumSchema, forumListQuerySchema, suspendMemberFormSchema, suspendMemberSchema } from "./forum.ts";
import { FORUM_LIMITS, forumLimitVerdict, imagesIn, mayUseForum, viewDay } from "./rules.ts";

const now = new Date("2026-11-21T10:00:00Z");
const old = new Date("2025-01-01T00:00:00Z");
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

describe("forum limits", () => {
  it.each([
    ["post", old, null, 0, { ok: true }],
    ["post", old, secondsAgo(10), 1, { ok: false, reason: "tooSoon", seconds: 5 }],
    ["post", old, secondsAgo(15), 1, { ok: true }],
    ["post", old, secondsAgo(60), 19, { ok: true }],
    ["post", old, secondsAgo(60), 20, { ok: false, reason: "dailyLimit", max: 20 }],
    ["post", secondsAgo(3600), secondsAgo(60), 3, { ok: false, reason: "dailyLimit", max: 3 }],
    ["post", secondsAgo(3600), secondsAgo(60), 2, { ok: true }],
    ["comment", old, secondsAgo(4), 1, { ok: false, reason: "tooSoon", seconds: 1 }],
    ["comment", old, secondsAgo(5), 99, { ok: true }],
    ["comment", old, secondsAgo(5), 100, { ok: false, reason: "dailyLimit", max: 100 }],
    ["comment", secondsAgo(60), secondsAgo(30), 10, { ok: false, reason: "dailyLimit", max: 10 }],
  ] as const)("%s by a member since %s, last %s, %i today → %o", (kind, createdAt, last, count, verdict) => {
    expect(forumLimitVerdict(kind, { now, accountCreatedAt: createdAt, last, countLastDay: count })).toEqual(verdict);
  });
});

describe("forum rules", () => {
  it.each([1, 2, 3, 4, 5])("plan %i has the forum (spec 001 §3: every plan)", (plan) => {
    expect(mayUseForum(plan)).toBe(true);
  });

  it.each([
    ["<p>no pictures</p>", 0],
    ['<p><img src="/uploads/forum/a.webp"><IMG src="/uploads/forum/b.webp"></p>', 2],
  ])("counts pictures in %s", (html, count) => {
    expect(imagesIn(html)).toBe(count);
  });

  it("counts views by UTC day", () => {
    expect(viewDay(new Date("2026-11-21T23:59:59Z"))).toBe("2026-11-21");
    expect(viewDay(new Date("2026-11-22T00:00:00Z"))).toBe("2026-11-22");
  });

  it.each([
    [
      { Title: "", Description: "", CategoryId: "" },
      { Title: "forumForm.titleRequired", Description: "forumForm.bodyRequired" },
    ],
    [{ Title: "Short title", Description: "x", CategoryId: 1 }, { Title: "forumForm.titleTooShort" }],
    [{ Title: "x".repeat(256), Description: "x", CategoryId: 1 }, { Title: "forumForm.titleTooLong" }],
    [
      { Title: "A long enough title", Description: "x".repeat(FORUM_LIMITS.bodyMax + 1), CategoryId: 0 },
      { Description: "forumForm.bodyTooLong", CategoryId: "forumForm.categoryInvalid" },
    ],
  ])("refuses %o with %o", (input, errors) => {
    const parsed = addForumSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstErrorPerField(parsed.error)).toMatchObject(errors);
  });

  it("reads list filters as JSON", () => {
    const query = forumListQuerySchema.parse({ filters: '{"CategoryId":3,"Following":true}' });
    expect(query.filters).toEqual({ CategoryId: 3, Following: true });
    expect(query.pageSize).toBe(10);
    expect(forumListQuerySchema.safeParse({ filters: '{"Other":1}' }).success).toBe(false);
  });
});

describe("the suspension form", () => {
  it("sends the last day as its last second (UTC), an empty day as null, and refuses anything else", () => {
    const form = { MemberId: "5", Reason: "Advertising" };
    const until = suspendMemberFormSchema.parse({ ...form, Until: "2026-12-31" });
    expect(until).toEqual({ MemberId: 5, Until: "2026-12-31T23:59:59.000Z", Reason: "Advertising" });
    expect(suspendMemberSchema.parse(until)).toEqual(until);
    expect(suspendMemberFormSchema.parse({ ...form, Until: "" }).Until).toBeNull();
    expect(suspendMemberFormSchema.safeParse({ ...form, Until: "31/12/2026" }).error?.issues[0]?.message).toBe(
      "forumForm.dateInvalid",
    );
  });
});
