import { describe, expect, it } from "vitest";
import {
  addNewsLetterSchema,
  addNewsletterIssueSchema,
  issueLanguageFor,
  subscriptionChanges,
  updateNewsLetterSchema,
} from "./newsletters.ts";

describe("issueLanguageFor", () => {
  it.each([
    // recipient, main, translated, expected
    ["de", "en", ["de", "pt"], "de"],
    ["pt", "en", ["de", "pt"], "pt"],
    ["ja", "en", ["de"], "en"],
    ["en", "en", ["de"], "en"],
    ["de", "de", [], "de"],
    ["fr", "de", ["en"], "de"],
    ["xx", "en", ["de"], "en"],
    ["", "pt", ["en"], "pt"],
  ] as const)("a %s reader of a %s issue translated into %j reads %s", (recipient, main, translated, expected) => {
    expect(issueLanguageFor(recipient, main, translated)).toBe(expected);
  });
});

describe("subscriptionChanges", () => {
  it.each([
    [[], [1, 2], { add: [1, 2], remove: [] }],
    [[1, 2], [], { add: [], remove: [1, 2] }],
    [[1, 2], [2, 3], { add: [3], remove: [1] }],
    [[3, 1], [1, 3], { add: [], remove: [] }],
    [[], [], { add: [], remove: [] }],
  ])("from %j to %j", (current, wanted, expected) => {
    expect(subscriptionChanges(current, wanted)).toEqual(expected);
  });
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? undefined : `${String(result.error?.issues[0]?.path[0])}: ${result.error?.issues[0]?.message}`;

describe("addNewsLetterSchema", () => {
  it.each([
    [{ Email: "ana@example.org", NewsletterIds: [1] }, undefined],
    [{ NewsletterIds: [1, 1, 2], Language: "de" }, undefined],
    [{ Email: "ana@example.org", NewsletterIds: [] }, "NewsletterIds: newsletter.chooseOne"],
    [{ Email: "ana@example.org", NewsletterIds: [0] }, "NewsletterIds: newsletter.newsletterInvalid"],
    [{ Email: "ana@example.org", NewsletterIds: "1" }, "NewsletterIds: newsletter.newsletterInvalid"],
    [{ Email: "ana@example.org", NewsletterIds: [1], Language: "xx" }, "Language: newsletter.languageInvalid"],
    [{ Email: "not an address", NewsletterIds: [1] }, "Email: validation.emailInvalid"],
  ])("%j → %s", (input, expected) => {
    expect(firstMessage(addNewsLetterSchema.safeParse(input))).toBe(expected);
  });

  it("drops repeated newsletters and defaults the language to English", () => {
    expect(addNewsLetterSchema.parse({ NewsletterIds: [2, 2, 1] })).toMatchObject({
      NewsletterIds: [2, 1],
      Language: "en",
    });
  });
});

describe("updateNewsLetterSchema", () => {
  it.each([
    [{ UserId: 4, NewsletterIds: [], Language: "ja" }, undefined],
    [{ UserId: "4", NewsletterIds: [1], Language: "en" }, undefined],
    [{ UserId: "x", NewsletterIds: [1], Language: "en" }, "UserId: newsletter.userRequired"],
    [{ UserId: 4, NewsletterIds: [1] }, "Language: newsletter.languageInvalid"],
  ])("%j → %s", (input, expected) => {
    expect(firstMessage(updateNewsLetterSchema.safeParse(input))).toBe(expected);
  });
});

describe("addNewsletterIssueSchema", () => {
  const base = { NewsletterId: 1, Subject: "October news", Body: "<p>Hello</p>" };
  it.each([
    [base, undefined],
    [{ ...base, Subject: " " }, "Subject: newsletter.subjectRequired"],
    [{ ...base, Subject: "x".repeat(151) }, "Subject: newsletter.subjectMax"],
    [{ ...base, Body: "" }, "Body: newsletter.bodyRequired"],
    [{ ...base, Translations: [{ Language: "de", Subject: "Oktober", Body: "<p>Hallo</p>" }] }, undefined],
    [
      { ...base, Translations: [{ Language: "en", Subject: "Again", Body: "<p>x</p>" }] },
      "Translations: newsletter.translationDuplicate",
    ],
    [
      {
        ...base,
        Translations: [
          { Language: "de", Subject: "A", Body: "<p>a</p>" },
          { Language: "de", Subject: "B", Body: "<p>b</p>" },
        ],
      },
      "Translations: newsletter.translationDuplicate",
    ],
  ])("%j → %s", (input, expected) => {
    expect(firstMessage(addNewsletterIssueSchema.safeParse(input))).toBe(expected);
  });
});
