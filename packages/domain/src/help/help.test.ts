import { describe, expect, it } from "vitest";
import {
  helpArticleInputSchema,
  helpArticleQuerySchema,
  helpArticlesQuerySchema,
  helpArticleTranslationInputSchema,
  helpSummaryOf,
  helpTopicInputSchema,
  helpTopicsQuerySchema,
} from "./help.ts";
import { missingHelpLanguages } from "./rules.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("help schemas", () => {
  it.each([
    [{ Name: "Billing" }, undefined],
    [{ Name: " " }, "helpForm.nameRequired"],
    [{ Name: "x".repeat(81) }, "helpForm.nameTooLong"],
    [{ Name: "Billing", SortBy: -1 }, "helpForm.sortByInvalid"],
    [{ Name: "Billing", SortBy: 1.5 }, "helpForm.sortByInvalid"],
    [{ Name: "Billing", Description: "d".repeat(301) }, "helpForm.descriptionTooLong"],
  ])("topic %j → %s", (input, message) => {
    expect(firstMessage(helpTopicInputSchema.safeParse(input))).toBe(message);
  });

  it.each([
    [{ TopicId: 1, Title: "T", Body: "<p>b</p>" }, undefined],
    [{ TopicId: 0, Title: "T", Body: "<p>b</p>" }, "helpForm.topicInvalid"],
    [{ TopicId: "abc", Title: "T", Body: "<p>b</p>" }, "helpForm.topicInvalid"],
    [{ TopicId: 1, Title: "", Body: "<p>b</p>" }, "helpForm.titleRequired"],
    [{ TopicId: 1, Title: "T", Body: "" }, "helpForm.bodyRequired"],
    [{ TopicId: 1, Title: "T", Body: "b", Status: "Hidden" }, "helpForm.statusInvalid"],
  ])("article %j → %s", (input, message) => {
    expect(firstMessage(helpArticleInputSchema.safeParse(input))).toBe(message);
  });

  it("makes new articles drafts unless told otherwise", () => {
    expect(helpArticleInputSchema.parse({ TopicId: 1, Title: "T", Body: "b" })).toMatchObject({
      Status: "Draft",
      IsPopular: false,
      SortBy: 0,
    });
  });

  it.each([
    [{ Id: "3" }, undefined],
    [{ Slug: "resetting-a-password" }, undefined],
    [{}, "helpForm.articleInvalid"],
    [{ Slug: "Not A Slug" }, "helpForm.articleInvalid"],
    [{ Id: "-1" }, "helpForm.articleInvalid"],
  ])("article query %j → %s", (input, message) => {
    expect(firstMessage(helpArticleQuerySchema.safeParse(input))).toBe(message);
  });

  it("pages articles by 10, at most 50", () => {
    expect(helpArticlesQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 10, search: "" });
    expect(helpArticlesQuerySchema.safeParse({ pageSize: "51" }).success).toBe(false);
  });

  it.each([
    ["Short text.", "Short text."],
    [`${"word ".repeat(60)}end`, `${"word ".repeat(40).trim()}…`],
  ])("summarises %s", (plain, summary) => {
    expect(helpSummaryOf(plain)).toBe(summary);
  });
});

describe("help translations (ADR 0054)", () => {
  it.each([
    [[], ["es", "pt", "de", "cs", "ja", "fr", "no"]],
    [
      ["de", "ja"],
      ["es", "pt", "cs", "fr", "no"],
    ],
    [["es", "pt", "de", "cs", "ja", "fr", "no"], []],
    [["en"], ["es", "pt", "de", "cs", "ja", "fr", "no"]],
  ])("missing languages of %j are %j", (translated, missing) => {
    expect(missingHelpLanguages(translated)).toEqual(missing);
  });

  it.each([
    ["de", true, undefined],
    ["no", true, undefined],
    ["en", false, "helpForm.langSource"],
    ["xx", false, "helpForm.langInvalid"],
    ["DE", false, "helpForm.langInvalid"],
  ])("a translation in %s is accepted: %s", (lang, ok, message) => {
    const result = helpArticleTranslationInputSchema.safeParse({
      ArticleId: 1,
      Lang: lang,
      Title: "T",
      Body: "<p>x</p>",
    });
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(message);
  });

  it("a reader's Lang is optional and one of the eight", () => {
    expect(helpArticlesQuerySchema.parse({}).Lang).toBeUndefined();
    expect(helpArticlesQuerySchema.parse({ Lang: "ja" }).Lang).toBe("ja");
    expect(helpTopicsQuerySchema.safeParse({ Lang: "klingon" }).success).toBe(false);
  });
});
