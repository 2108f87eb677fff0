import { describe, expect, it } from "vitest";
import { addBlogCommentSchema, blogListQuerySchema } from "./blog.ts";
import { blogPostEditorSchema, blogPostInputSchema } from "./blog-admin.ts";
import {
  blogPostState,
  excerptOf,
  isPubliclyReadable,
  normalizeTags,
  readingMinutes,
  slugify,
  uniqueSlug,
} from "./rules.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("reading time", () => {
  it.each([
    ["", 0],
    ["   \n ", 0],
    ["<>—", 0],
    ["One word.", 1],
    [words(200), 1],
    [words(201), 2],
    [words(1000), 5],
    ["あ".repeat(500), 1],
    ["あ".repeat(501), 2],
    [`${"気".repeat(1000)} ${words(200)}`, 3],
  ])("%#: %j… takes %i minutes", (text, minutes) => {
    expect(readingMinutes(text)).toBe(minutes);
  });
});

describe("slugs", () => {
  it.each([
    ["Listening to the Body", "listening-to-the-body"],
    ["  Grounding: 5 steps — for beginners!  ", "grounding-5-steps-for-beginners"],
    ["Über die Heilkraft der Berührung", "uber-die-heilkraft-der-beruhrung"],
    ["Straße & Grøn Ære", "strasse-gron-aere"],
    ["Ação é coração", "acao-e-coracao"],
    ["体の声を聴く", "post"],
    ["---", "post"],
    ["a".repeat(120), "a".repeat(80)],
    [`${"ab ".repeat(40)}`, "ab-".repeat(26).concat("ab")],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slugify(title).length).toBeLessThanOrEqual(80);
  });

  it("appends a number to a slug already taken", () => {
    expect(uniqueSlug("breath", new Set())).toBe("breath");
    expect(uniqueSlug("breath", new Set(["breath"]))).toBe("breath-2");
    expect(uniqueSlug("breath", new Set(["breath", "breath-2"]))).toBe("breath-3");
    expect(uniqueSlug("a".repeat(80), new Set(["a".repeat(80)]))).toBe(`${"a".repeat(78)}-2`);
  });
});

describe("visibility and schedule", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  it.each([
    ["Show", "2026-05-01T11:59:59Z", "Published"],
    ["Show", "2026-05-01T12:00:00Z", "Published"],
    ["Show", "2026-05-01T12:00:01Z", "Scheduled"],
    ["Hide", "2020-01-01T00:00:00Z", "Hidden"],
    ["Hide", "2030-01-01T00:00:00Z", "Hidden"],
  ] as const)("%s published at %s is %s", (visibility, date, state) => {
    const post = { visibility, publishedAt: new Date(date) };
    expect(blogPostState(post, now)).toBe(state);
    expect(isPubliclyReadable(post, now)).toBe(state === "Published");
  });
});

describe("tags and excerpts", () => {
  it("normalises tags: trimmed, lower case, single spaces, no duplicates", () => {
    expect(normalizeTags([" Breath ", "breath", "Body  Work", "", "BODY work"])).toEqual(["breath", "body work"]);
  });

  it.each([
    ["Short text.", 220, "Short text."],
    ["a  b\n\nc", 220, "a b c"],
    ["The quick brown fox jumps over the lazy dog", 20, "The quick brown fox…"],
    ["x".repeat(30), 10, `${"x".repeat(9)}…`],
  ])("excerpt of %j (%i) is %j", (text, max, excerpt) => {
    expect(excerptOf(text, max)).toBe(excerpt);
  });
});

describe("request schemas", () => {
  it("reads the list query with its filters", () => {
    expect(blogListQuerySchema.parse({ filters: '{"Tag":"breath","Visibility":"Show"}' })).toMatchObject({
      page: 1,
      pageSize: 9,
      filters: { Tag: "breath", Visibility: "Show" },
    });
    expect(blogListQuerySchema.parse({}).filters).toEqual({});
    for (const filters of ['{"Visibility":"Hide"}', '{"Nope":1}', "[1]", "{"]) {
      expect(blogListQuerySchema.safeParse({ filters }).success, filters).toBe(false);
    }
  });

  it.each([
    [{ BlogId: 1, Comment: "Thank you!" }, null],
    [{ BlogId: 1, Comment: "  " }, "blogForm.commentRequired"],
    [{ BlogId: 1, Comment: "x" }, "blogForm.commentTooShort"],
    [{ BlogId: 1, Comment: "x".repeat(2001) }, "blogForm.commentTooLong"],
    [{ BlogId: 0, Comment: "Fine" }, "blogForm.blogIdInvalid"],
    [{ BlogId: "abc", Comment: "Fine" }, "blogForm.blogIdInvalid"],
  ])("comment %j → %s", (input, message) => {
    const result = addBlogCommentSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it.each([
    [{ Title: "A title", Body: "<p>Body</p>" }, null],
    [{ Title: "", Body: "<p>Body</p>" }, "blogForm.titleRequired"],
    [{ Title: "x".repeat(201), Body: "b" }, "blogForm.titleTooLong"],
    [{ Title: "T", Body: " " }, "blogForm.bodyRequired"],
    [{ Title: "T", Body: "b", Tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }, "blogForm.tooManyTags"],
    [{ Title: "T", Body: "b", Tags: ["x".repeat(41)] }, "blogForm.tagInvalid"],
    [{ Title: "T", Body: "b", Visibility: "Draft" }, "blogForm.visibilityInvalid"],
    [{ Title: "T", Body: "b", Language: "xx" }, "blogForm.languageInvalid"],
    [{ Title: "T", Body: "b", PublishedDate: "tomorrow" }, "blogForm.dateInvalid"],
  ])("post %j → %s", (input, message) => {
    const result = blogPostInputSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it("fills the defaults of a new post", () => {
    expect(blogPostInputSchema.parse({ Title: "T", Body: "b", Tags: ["Breath", "breath "] })).toEqual({
      Title: "T",
      Body: "b",
      Tags: ["breath"],
      Language: "en",
      Visibility: "Show",
      IsFeatured: false,
    });
  });
});

describe("blogPostEditorSchema (the administrator's editor)", () => {
  it("reads the comma-separated tags and the local date, then applies the post's own rules", () => {
    const parsed = blogPostEditorSchema.parse({
      Title: "T",
      Body: "b",
      Tags: "Breath, , breath ,Touch",
      PublishedDate: "2026-05-01T10:30",
    });
    expect(parsed.Tags).toEqual(["breath", "touch"]);
    expect(parsed.PublishedDate).toBe(new Date(2026, 4, 1, 10, 30).toISOString());
    expect(blogPostEditorSchema.parse({ Title: "T", Body: "b", Tags: "", PublishedDate: "" })).toMatchObject({
      Tags: [],
      PublishedDate: undefined,
    });
  });

  it("keeps the wire schema's messages", () => {
    const result = blogPostEditorSchema.safeParse({ Title: "", Body: "b", Tags: "a,b,c,d,e,f,g,h,i" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "blogForm.titleRequired",
      "blogForm.tooManyTags",
    ]);
  });
});
