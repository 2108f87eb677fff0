import { z } from "zod";
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "../i18n/languages.ts";
import { int32Id } from "../shared/ids.ts";

/**
 * Content in the reader's language (issue 23, ADR 0097). English is every item's source and fallback; an item may
 * carry a translation per other interface language, field by field. One mechanism for every kind of content: the
 * kinds and their translatable fields are listed here, the API keeps the words in one table
 * (`platform/translations`), and one editor edits them beside the original.
 */
export type TranslationLanguage = Exclude<InterfaceLanguage, "en">;
export const TRANSLATION_LANGUAGES = INTERFACE_LANGUAGES.filter(
  (language): language is TranslationLanguage => language !== "en",
);

/** A translated field's longest text, by the field's role (a title, a lead, a body). */
export const TRANSLATION_FIELD_MAX = {
  Title: 200,
  Name: 200,
  Summary: 500,
  Description: 20_000,
  Body: 20_000,
  Notes: 4000,
  /** A course's length in words ("2 days", "6 lessons"): the course form's own limit. */
  Duration: 60,
} as const;
export type TranslatableField = keyof typeof TRANSLATION_FIELD_MAX;

/** Every kind of content that can be translated, with its fields in the order the editor shows them. */
export const TRANSLATABLE_KINDS = {
  course: ["Title", "Summary", "Description", "Duration"],
  courseCategory: ["Name", "Description"],
  seminar: ["Notes"],
  product: ["Title", "Summary", "Description"],
  productCategory: ["Name", "Description"],
  event: ["Title", "Description"],
  announcement: ["Title", "Body"],
  forumBoard: ["Name", "Description"],
  video: ["Title", "Description"],
  videoCategory: ["Name"],
  download: ["Title", "Description"],
  downloadGroup: ["Name", "Description"],
} as const satisfies Record<string, readonly TranslatableField[]>;
export type TranslatableKind = keyof typeof TRANSLATABLE_KINDS;
export const TRANSLATABLE_KIND_NAMES = Object.keys(TRANSLATABLE_KINDS) as TranslatableKind[];

/** An item's words in one language: only the fields someone translated (a missing one shows the English). */
export type TranslationEntry = Partial<Record<TranslatableField, string>>;
export type Translations = Partial<Record<TranslationLanguage, TranslationEntry>>;

export const translationLanguageSchema = z.enum(
  TRANSLATION_LANGUAGES as [TranslationLanguage, ...TranslationLanguage[]],
);

const fieldSchema = (field: TranslatableField) =>
  z.string().trim().max(TRANSLATION_FIELD_MAX[field], "translations.tooLong").optional();

const entrySchema = z.object(
  Object.fromEntries(
    (Object.keys(TRANSLATION_FIELD_MAX) as TranslatableField[]).map((field) => [field, fieldSchema(field)]),
  ) as Record<TranslatableField, ReturnType<typeof fieldSchema>>,
);

/** The translations of one item on the wire: per language, per field; an empty field is no translation. */
export const translationsSchema = z.partialRecord(translationLanguageSchema, entrySchema);

export const translationKindSchema = z.enum(TRANSLATABLE_KIND_NAMES as [TranslatableKind, ...TranslatableKind[]], {
  error: "translations.unknownKind",
});

const itemId = int32Id();

/** Translation/GetTranslations: one item's translations (administrators). */
export const translationsQuerySchema = z.object({ Kind: translationKindSchema, Id: itemId });

/**
 * Translation/SaveTranslations: replaces the languages given (a language whose fields are all empty is removed);
 * languages not named keep what they had. A field the kind does not have is refused.
 */
export const saveTranslationsSchema = z
  .object({ Kind: translationKindSchema, Id: itemId, Translations: translationsSchema })
  .superRefine((input, context) => {
    const allowed = new Set<string>(TRANSLATABLE_KINDS[input.Kind]);
    for (const [language, entry] of Object.entries(input.Translations)) {
      for (const field of Object.keys(entry ?? {})) {
        if (!allowed.has(field)) {
          context.addIssue({
            code: "custom",
            path: ["Translations", language, field],
            message: "translations.unknownField",
          });
        }
      }
    }
  });
export type SaveTranslationsInput = z.infer<typeof saveTranslationsSchema>;

/** One item's translations as the editor reads them: the English source beside each language's words. */
export const itemTranslationsSchema = z.object({
  Kind: translationKindSchema,
  Id: z.number().int(),
  /** The item's English words, the source of every translation. */
  Source: z.record(z.string(), z.string()),
  Translations: translationsSchema,
  /** The languages the item is translated into (its first field has words in them). */
  Languages: z.array(translationLanguageSchema),
});
export type ItemTranslations = z.infer<typeof itemTranslationsSchema>;

/**
 * A kind's first field (a title, a name) decides whether an item is translated into a language: it is what lists
 * show, so an item counts as shown in the reader's language (`Lang`) and as not missing that language in the
 * administrators' lists (`MissingLanguage`) once that field is translated. Its other fields fall back one by one.
 */
export const primaryField = (kind: TranslatableKind): TranslatableField => TRANSLATABLE_KINDS[kind][0];

export function translatedLanguages(kind: TranslatableKind, translations: Translations): TranslationLanguage[] {
  const field = primaryField(kind);
  return TRANSLATION_LANGUAGES.filter((language) => (translations[language]?.[field] ?? "").trim() !== "");
}

/** The language of an item's words as shown: the reader's where translated, else English (for `lang`). */
export const shownLanguageSchema = z.enum(INTERFACE_LANGUAGES).describe("the language of the item's words as shown");

/** An administrator's list filter: the items not yet translated into this language. */
export const missingLanguageFilterSchema = translationLanguageSchema.optional();
