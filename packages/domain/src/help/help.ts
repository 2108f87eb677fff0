import { z } from "zod";
import { INTERFACE_LANGUAGES } from "../i18n/languages.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { flagSchema } from "../shared/flag.ts";
import { int32Id } from "../shared/ids.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { HELP_ARTICLE_STATUSES, HELP_SOURCE_LANGUAGE } from "./rules.ts";

/**
 * The help centre (spec 001 §2 "Help layout": /helpcenter, /topic; the spec names no calls, so they are ours,
 * ADR 0047). Topics hold articles an administrator writes; visitors read published ones. Validation messages
 * are keys of the `helpForm` group (web namespace `help`), so the editor shows the server's own rules.
 */

export type HelpArticleStatus = (typeof HELP_ARTICLE_STATUSES)[number];

export const HELP_LIMITS = {
  topicNameMax: 80,
  topicDescriptionMax: 300,
  titleMax: 160,
  summaryMax: 300,
  bodyMax: 50_000,
  sortByMax: 10_000,
} as const;

export const HELP_PAGE_SIZE = 10;

const sortBy = z.coerce
  .number({ error: "helpForm.sortByInvalid" })
  .int("helpForm.sortByInvalid")
  .min(0, "helpForm.sortByInvalid")
  .max(HELP_LIMITS.sortByMax, "helpForm.sortByInvalid")
  .default(0);

export const helpLangSchema = z.enum(INTERFACE_LANGUAGES, { error: "helpForm.langInvalid" });
/** A translation's language: any interface language except the English source (edited as the article itself). */
export const helpTranslationLangSchema = helpLangSchema.refine((lang) => lang !== HELP_SOURCE_LANGUAGE, {
  message: "helpForm.langSource",
});

/** Help/GetTopics: the reader's language, optional (the request's interface language otherwise). */
export const helpTopicsQuerySchema = z.object({ Lang: helpLangSchema.optional() });

/** Help/GetArticles: paged, full-text `search`, optional `topicId`, `popular=true` for the start page's list. */
export const helpArticlesQuerySchema = listQuerySchema({ defaultPageSize: HELP_PAGE_SIZE, maxPageSize: 50 }).extend({
  topicId: int32Id("helpForm.topicInvalid").optional(),
  popular: z.enum(["true", "false"], { error: "helpForm.popularInvalid" }).optional(),
  Lang: helpLangSchema.optional(),
});
export type HelpArticlesQuery = z.output<typeof helpArticlesQuerySchema>;

/** The administrator's list: drafts too, by status and topic. */
export const helpAdminArticlesQuerySchema = listQuerySchema({ defaultPageSize: 20 }).extend({
  topicId: int32Id("helpForm.topicInvalid").optional(),
  status: z.enum(HELP_ARTICLE_STATUSES, { error: "helpForm.statusInvalid" }).optional(),
});
export type HelpAdminArticlesQuery = z.output<typeof helpAdminArticlesQuerySchema>;

/** Help/GetArticle: by `Id` or by `Slug` (one of them). */
export const helpArticleQuerySchema = z
  .object({
    Id: int32Id("helpForm.articleInvalid").optional(),
    Slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "helpForm.articleInvalid")
      .max(200, "helpForm.articleInvalid")
      .optional(),
    Lang: helpLangSchema.optional(),
  })
  .refine((q) => q.Id !== undefined || q.Slug !== undefined, { message: "helpForm.articleInvalid", path: ["Id"] });

export const helpIdQuerySchema = z.object({ Id: int32Id("helpForm.idInvalid") });

export const helpTopicInputSchema = z.object({
  Name: z
    .string({ error: "helpForm.nameRequired" })
    .trim()
    .min(1, "helpForm.nameRequired")
    .max(HELP_LIMITS.topicNameMax, "helpForm.nameTooLong"),
  Description: z.string().trim().max(HELP_LIMITS.topicDescriptionMax, "helpForm.descriptionTooLong").default(""),
  SortBy: sortBy,
});
export type HelpTopicInput = z.output<typeof helpTopicInputSchema>;
export type HelpTopicForm = z.input<typeof helpTopicInputSchema>;
export const helpTopicEditSchema = helpTopicInputSchema.extend({ Id: int32Id("helpForm.idInvalid") });
export type HelpTopicEdit = z.output<typeof helpTopicEditSchema>;

export const helpArticleInputSchema = z.object({
  TopicId: int32Id("helpForm.topicInvalid"),
  Title: z
    .string({ error: "helpForm.titleRequired" })
    .trim()
    .min(1, "helpForm.titleRequired")
    .max(HELP_LIMITS.titleMax, "helpForm.titleTooLong"),
  Summary: z.string().trim().max(HELP_LIMITS.summaryMax, "helpForm.summaryTooLong").default(""),
  /** HTML, sanitised by the server's one allow-list before it is stored. */
  Body: z
    .string({ error: "helpForm.bodyRequired" })
    .trim()
    .min(1, "helpForm.bodyRequired")
    .max(HELP_LIMITS.bodyMax, "helpForm.bodyTooLong"),
  Status: z.enum(HELP_ARTICLE_STATUSES, { error: "helpForm.statusInvalid" }).default("Draft"),
  IsPopular: flagSchema.default(false),
  SortBy: sortBy,
});
export type HelpArticleInput = z.output<typeof helpArticleInputSchema>;
export type HelpArticleForm = z.input<typeof helpArticleInputSchema>;
export const helpArticleEditSchema = helpArticleInputSchema.extend({ Id: int32Id("helpForm.idInvalid") });
export type HelpArticleEdit = z.output<typeof helpArticleEditSchema>;

export const helpTopicTranslationInputSchema = z.object({
  TopicId: int32Id("helpForm.topicInvalid"),
  Lang: helpTranslationLangSchema,
  Name: helpTopicInputSchema.shape.Name,
  Description: helpTopicInputSchema.shape.Description,
});
export type HelpTopicTranslationInput = z.output<typeof helpTopicTranslationInputSchema>;

export const helpArticleTranslationInputSchema = z.object({
  ArticleId: int32Id("helpForm.articleInvalid"),
  Lang: helpTranslationLangSchema,
  Title: helpArticleInputSchema.shape.Title,
  Summary: helpArticleInputSchema.shape.Summary,
  /** HTML, sanitised by the same allow-list as the English body. */
  Body: helpArticleInputSchema.shape.Body,
});
export type HelpArticleTranslationInput = z.output<typeof helpArticleTranslationInputSchema>;

/** DELETE Admin/Help/DeleteTopicTranslation / DeleteArticleTranslation: the topic's or article's Id and a Lang. */
export const helpTranslationDeleteQuerySchema = z.object({
  Id: int32Id("helpForm.idInvalid"),
  Lang: helpTranslationLangSchema,
});

export const helpTopicTranslationSchema = z.object({
  TopicId: z.number().int(),
  Lang: z.enum(INTERFACE_LANGUAGES),
  Name: z.string(),
  Description: z.string(),
  UpdatedDate: isoDateTimeSchema,
});
export type HelpTopicTranslation = z.infer<typeof helpTopicTranslationSchema>;
export const helpTopicTranslationListSchema = z.array(helpTopicTranslationSchema);

export const helpArticleTranslationSchema = z.object({
  ArticleId: z.number().int(),
  Lang: z.enum(INTERFACE_LANGUAGES),
  Title: z.string(),
  Summary: z.string(),
  Body: z.string().describe("HTML, sanitised by the server's allow-list"),
  UpdatedDate: isoDateTimeSchema,
});
export type HelpArticleTranslation = z.infer<typeof helpArticleTranslationSchema>;
export const helpArticleTranslationListSchema = z.array(helpArticleTranslationSchema);

export const helpTopicSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  Description: z.string(),
  SortBy: z.number().int(),
  /** Published articles on the public call; every article on the administrator's. */
  ArticleCount: z.number().int(),
  /** The language Name and Description are in: the reader's when translated, else English (ADR 0054). */
  Lang: z.enum(INTERFACE_LANGUAGES),
  /** The languages this topic is translated into (English, the source, not listed). */
  Translations: z.array(z.enum(INTERFACE_LANGUAGES)),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;
export const helpTopicListSchema = z.array(helpTopicSchema);

export const helpArticleSummarySchema = z.object({
  Id: z.number().int(),
  TopicId: z.number().int(),
  TopicName: z.string(),
  Title: z.string(),
  Slug: z.string(),
  Summary: z.string(),
  Status: z.enum(HELP_ARTICLE_STATUSES),
  IsPopular: z.boolean(),
  SortBy: z.number().int(),
  UpdatedDate: isoDateTimeSchema,
  /** The language Title, Summary (and Body) are in: the reader's when translated, else English (ADR 0054). */
  Lang: z.enum(INTERFACE_LANGUAGES),
  /** The languages this article is translated into (English, the source, not listed). */
  Translations: z.array(z.enum(INTERFACE_LANGUAGES)),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;
export const helpArticleListSchema = listDataSchema(helpArticleSummarySchema);

export const helpArticleSchema = helpArticleSummarySchema.extend({
  Body: z.string().describe("HTML, sanitised by the server's allow-list (ADR 0023, 0047)"),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** A summary shown when an administrator leaves it empty: the body's first words. */
export function helpSummaryOf(plain: string, max = 200): string {
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
