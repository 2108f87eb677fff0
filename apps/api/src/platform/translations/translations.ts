import {
  type InterfaceLanguage,
  type ItemTranslations,
  normalizeLanguage,
  primaryField,
  type SaveTranslationsInput,
  TRANSLATION_LANGUAGES,
  type TranslatableField,
  type TranslatableKind,
  type TranslationEntry,
  type TranslationLanguage,
  type Translations,
  translatedLanguages,
} from "@haa/domain";
import { and, type Column, eq, type SQL, sql } from "drizzle-orm";
import { anyOf, qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { notFound } from "../../http/errors.ts";
import { contentTranslations } from "./translations.schema.ts";

/**
 * The text-search configuration per interface language (ADR 0054, 0097): PostgreSQL's (and PGlite's) snowball
 * stemmers where one exists; Czech and Japanese have none, so they are matched word for word (`simple`). The
 * generated search vector of `content_translations` spells the same choice in SQL.
 */
export const TEXT_SEARCH_CONFIG: Record<InterfaceLanguage, string> = {
  en: "english",
  es: "spanish",
  pt: "portuguese",
  de: "german",
  fr: "french",
  no: "norwegian",
  cs: "simple",
  ja: "simple",
};

/** The configuration for any language code a row carries (a post's own language); `simple` for unknown ones. */
export const textSearchConfig = (language: string): string =>
  TEXT_SEARCH_CONFIG[language as InterfaceLanguage] ?? "simple";

/** What a module tells the translations about one of its kinds: where its English words come from. */
export interface TranslatableSource {
  /** The item's English words by field (PascalCase, as the kind names them), or undefined when there is none. */
  source(db: Db, id: number): Promise<Partial<Record<TranslatableField, string>> | undefined>;
}

/**
 * The content translations port (ADR 0097): modules register their kinds at start, overlay a page of items with the
 * reader's words, and remove an item's words when they delete it; the administrators' calls read and save them.
 */
export interface ContentTranslations {
  register(kind: TranslatableKind, source: TranslatableSource): void;
  /** The reader's words for these items, by id (empty for English and for items without a translation). */
  overlay(
    db: Db,
    kind: TranslatableKind,
    lang: InterfaceLanguage,
    ids: readonly number[],
  ): Promise<Map<number, TranslationEntry>>;
  /**
   * Every language's words for these items, by id, in one statement: a mail or notice to many people names an item
   * in each one's language without a read per person or per language (`wordsIn`, the notifier's `localizedParams`).
   */
  everyLanguage(db: Db, kind: TranslatableKind, ids: readonly number[]): Promise<Map<number, Translations>>;
  /** The languages each item is translated into (an administrator's list). */
  languages(db: Db, kind: TranslatableKind, ids: readonly number[]): Promise<Map<number, TranslationLanguage[]>>;
  read(db: Db, kind: TranslatableKind, id: number): Promise<ItemTranslations>;
  save(db: Db, input: SaveTranslationsInput, now: Date): Promise<ItemTranslations>;
  /** Removes every language of an item (its module deletes the item). */
  removeAll(db: Db, kind: TranslatableKind, id: number): Promise<void>;
}

type Row = { itemId: number; lang: string; field: string; value: string };

function entriesOf(rows: readonly Row[]): Translations {
  const translations: Translations = {};
  for (const row of rows) {
    const language = row.lang as TranslationLanguage;
    const entry = translations[language] ?? {};
    entry[row.field as TranslatableField] = row.value;
    translations[language] = entry;
  }
  return translations;
}

export function createContentTranslations(): ContentTranslations {
  const sources = new Map<TranslatableKind, TranslatableSource>();

  async function sourceOf(db: Db, kind: TranslatableKind, id: number) {
    const registered = sources.get(kind);
    if (!registered) throw new Error(`no module registered the translatable kind ${kind}`);
    const source = await registered.source(db, id);
    if (!source) throw notFound("NOT_FOUND", "errors.notFound");
    return source;
  }

  /** Every row of these items, all languages and fields. */
  function rowsOf(db: Db, kind: TranslatableKind, ids: readonly number[]): Promise<Row[]> {
    return db
      .select({
        itemId: contentTranslations.itemId,
        lang: contentTranslations.lang,
        field: contentTranslations.field,
        value: contentTranslations.value,
      })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.kind, kind), anyOf(contentTranslations.itemId, ids)));
  }

  async function read(db: Db, kind: TranslatableKind, id: number): Promise<ItemTranslations> {
    const source = await sourceOf(db, kind, id);
    const translations = entriesOf(await rowsOf(db, kind, [id]));
    return {
      Kind: kind,
      Id: id,
      Source: Object.fromEntries(Object.entries(source).map(([field, value]) => [field, value ?? ""])),
      Translations: translations,
      Languages: translatedLanguages(kind, translations),
    };
  }

  return {
    register(kind, source) {
      sources.set(kind, source);
    },

    overlay: overlayWords,

    async everyLanguage(db, kind, ids) {
      const found = new Map<number, Translations>();
      if (ids.length === 0) return found;
      const byItem = new Map<number, Row[]>();
      for (const row of await rowsOf(db, kind, [...new Set(ids)])) {
        const rows = byItem.get(row.itemId) ?? [];
        rows.push(row);
        byItem.set(row.itemId, rows);
      }
      for (const [id, itemRows] of byItem) found.set(id, entriesOf(itemRows));
      return found;
    },

    async languages(db, kind, ids) {
      const found = new Map<number, TranslationLanguage[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return found;
      const rows = await db
        .select({ itemId: contentTranslations.itemId, lang: contentTranslations.lang })
        .from(contentTranslations)
        .where(
          and(
            eq(contentTranslations.kind, kind),
            eq(contentTranslations.field, primaryField(kind)),
            anyOf(contentTranslations.itemId, ids),
          ),
        );
      for (const row of rows) found.get(row.itemId)?.push(row.lang as TranslationLanguage);
      for (const [id, languages] of found) {
        found.set(
          id,
          TRANSLATION_LANGUAGES.filter((language) => languages.includes(language)),
        );
      }
      return found;
    },

    read,

    async save(db, input, now) {
      await sourceOf(db, input.Kind, input.Id);
      await db.transaction(async (tx) => {
        for (const [language, entry] of Object.entries(input.Translations)) {
          // The languages named are replaced as a whole; a field left empty is no translation.
          await tx
            .delete(contentTranslations)
            .where(
              and(
                eq(contentTranslations.kind, input.Kind),
                eq(contentTranslations.itemId, input.Id),
                eq(contentTranslations.lang, language),
              ),
            );
          const rows = Object.entries(entry ?? {})
            .filter(([, value]) => typeof value === "string" && value.trim() !== "")
            .map(([field, value]) => ({
              kind: input.Kind,
              itemId: input.Id,
              lang: language,
              field,
              value: (value as string).trim(),
              updatedAt: now,
            }));
          if (rows.length > 0) await tx.insert(contentTranslations).values(rows);
        }
      });
      return read(db, input.Kind, input.Id);
    },

    async removeAll(db, kind, id) {
      await db
        .delete(contentTranslations)
        .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemId, id)));
    },
  };
}

/**
 * The reader's words for these items, by id (empty for English and for items without a translation): the port's
 * `overlay`, also read directly by the page heads, which run before any module's service (ADR 0095).
 */
export async function overlayWords(
  db: Db,
  kind: TranslatableKind,
  lang: InterfaceLanguage,
  ids: readonly number[],
): Promise<Map<number, TranslationEntry>> {
  const words = new Map<number, TranslationEntry>();
  if (lang === "en" || ids.length === 0) return words;
  const rows = await db
    .select({ itemId: contentTranslations.itemId, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.lang, lang),
        anyOf(contentTranslations.itemId, ids),
      ),
    );
  for (const row of rows) {
    const entry = words.get(row.itemId) ?? {};
    entry[row.field as TranslatableField] = row.value;
    words.set(row.itemId, entry);
  }
  return words;
}

/** Demo content: writes an item's translations as given (every field of every language), for the seeds. */
export async function seedTranslations(
  db: Db,
  kind: TranslatableKind,
  itemId: number,
  translations: Translations,
): Promise<void> {
  const rows = Object.entries(translations).flatMap(([lang, entry]) =>
    Object.entries(entry ?? {})
      .filter(([, value]) => typeof value === "string" && value.trim() !== "")
      .map(([field, value]) => ({ kind, itemId, lang, field, value: (value as string).trim() })),
  );
  if (rows.length > 0) await db.insert(contentTranslations).values(rows).onConflictDoNothing();
}

/**
 * One field of an item in a person's language (their stored `language`, any tag) from its `everyLanguage` words,
 * English where that language has no words for it: a mail names the item in its recipient's language (ADR 0097).
 */
export function wordsIn(
  translations: Translations | undefined,
  field: TranslatableField,
  language: string | null | undefined,
  english: string,
): string {
  const lang = normalizeLanguage(language);
  return (lang === "en" ? undefined : translations?.[lang]?.[field]) ?? english;
}

/**
 * An item's presented words in the reader's language: each translated field replaces the English one, the others
 * stay English; `Lang` says the language of the item's first field (ADR 0097), for the page's `lang` attribute.
 */
export function translated<T extends object>(
  kind: TranslatableKind,
  presented: T,
  entry: TranslationEntry | undefined,
  lang: InterfaceLanguage,
): T & { Lang: InterfaceLanguage } {
  if (!entry) return { ...presented, Lang: "en" };
  const words = Object.fromEntries(Object.entries(entry).filter(([field]) => field in presented));
  return { ...presented, ...words, Lang: entry[primaryField(kind)] ? lang : "en" };
}

/**
 * A filter for an administrator's list: the items not translated into `lang` yet (their kind's first field has no
 * words in it), served by `content_translations_lang_idx`.
 */
export function missingLanguage(kind: TranslatableKind, id: Column, lang: TranslationLanguage): SQL {
  const t = contentTranslations;
  return sql`not exists (select 1 from ${t} where ${qualified(t.kind)} = ${kind} and ${qualified(t.lang)} = ${lang} and ${qualified(t.field)} = ${primaryField(kind)} and ${qualified(t.itemId)} = ${qualified(id)})`;
}

/**
 * The ids of the items of a kind whose translated words match a search, in any language: as typed (`simple`) or
 * stemmed in the reader's language, as a parenthesised subquery (`inArray(table.id, …)`). A module's search adds them
 * to the items its own English words match.
 */
export function idsMatchingTranslations(kind: TranslatableKind, search: string, config: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  return sql`(select ${contentTranslations.itemId} from ${contentTranslations} where ${contentTranslations.kind} = ${kind} and (${contentTranslations.searchVector} @@ websearch_to_tsquery('simple'::regconfig, ${text}) or ${contentTranslations.searchVector} @@ websearch_to_tsquery(${config}::regconfig, ${text})))`;
}
