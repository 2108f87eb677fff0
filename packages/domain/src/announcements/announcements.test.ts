import { describe, expect, it } from "vitest";
import { announcementInputSchema } from "./announcements.ts";
import { announcementExcerpt, announcementParagraphs, announcementState } from "./rules.ts";

describe("plain-text bodies", () => {
  it.each([
    ["One paragraph.", ["One paragraph."]],
    ["First.\n\nSecond.", ["First.", "Second."]],
    ["First.\r\n\r\n\r\nSecond.\nStill second.", ["First.", "Second.\nStill second."]],
    ["  \n\nOnly this.\n \n", ["Only this."]],
    ["<script>alert(1)</script>\n\nText", ["<script>alert(1)</script>", "Text"]],
  ])("%j → %j", (body, paragraphs) => {
    expect(announcementParagraphs(body)).toEqual(paragraphs);
  });

  it.each([
    ["Short text.", 200, "Short text."],
    ["First.\n\nSecond.", 200, "First. Second."],
    ["The general meeting takes place online on Saturday", 30, "The general meeting takes…"],
  ])("excerpt of %j at %i characters: %j", (body, max, excerpt) => {
    expect(announcementExcerpt(body, max)).toBe(excerpt);
  });
});

describe("announcement state", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const at = (iso: string) => new Date(iso);
  it.each([
    [{ publishedAt: at("2026-11-22T00:00:00Z"), expiresAt: null }, "scheduled"],
    [{ publishedAt: at("2026-11-21T10:00:00Z"), expiresAt: null }, "published"],
    [{ publishedAt: at("2026-11-01T00:00:00Z"), expiresAt: at("2026-12-01T00:00:00Z") }, "published"],
    [{ publishedAt: at("2026-11-01T00:00:00Z"), expiresAt: at("2026-11-21T10:00:00Z") }, "expired"],
  ] as const)("%o is %s", (announcement, state) => {
    expect(announcementState(announcement, now)).toBe(state);
  });
});

describe("the administrator's form", () => {
  const valid = { Title: "General meeting", Body: "We meet online in March." };
  const errors = (input: Record<string, unknown>) => {
    const result = announcementInputSchema.safeParse(input);
    // The first failing rule per field, as the API and the form show it.
    const first: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) first[issue.path.join(".")] ??= issue.message;
    return first;
  };
  it.each([
    [{}, { Title: "announcementRules.titleRequired", Body: "announcementRules.bodyRequired" }],
    [{ ...valid, Title: "  " }, { Title: "announcementRules.titleRequired" }],
    [{ ...valid, Title: "AG" }, { Title: "announcementRules.titleTooShort" }],
    [{ ...valid, Title: "x".repeat(151) }, { Title: "announcementRules.titleTooLong" }],
    [{ ...valid, Body: "Short" }, { Body: "announcementRules.bodyTooShort" }],
    [{ ...valid, PublishedAt: "soon" }, { PublishedAt: "announcementRules.publishedAtInvalid" }],
    [
      { ...valid, PublishedAt: "2026-12-01T00:00:00Z", ExpiresAt: "2026-11-30T00:00:00Z" },
      { ExpiresAt: "announcementRules.expiresBeforePublished" },
    ],
    [{ ...valid, PublishedAt: "", ExpiresAt: "" }, {}],
    [valid, {}],
  ])("%j → %j", (input, expected) => {
    expect(errors(input)).toEqual(expected);
  });
});
