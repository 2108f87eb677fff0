import { type SQL, sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words of every translated item, one row per (kind, item, language, field) (ADR 0097). English stays in the
 * owning module's own table (the source and the fallback); a row here exists only where someone translated. The
 * item has no foreign key (a row may belong to any module's table): its module removes the rows when it deletes
 * the item (`ContentTranslations.removeAll`).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    lang: text("lang").notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words as typed (`simple`) and stemmed in their own language where PostgreSQL has a stemmer (as the help
     * centre's, ADR 0054): search finds an item by its words in any of its languages.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, ${contentTranslations.value}) || case ${contentTranslations.lang} when 'es' then to_tsvector('spanish'::regconfig, ${contentTranslations.value}) when 'pt' then to_tsvector('portuguese'::regconfig, ${contentTranslations.value}) when 'de' then to_tsvector('german'::regconfig, ${contentTranslations.value}) when 'fr' then to_tsvector('french'::regconfig, ${contentTranslations.value}) when 'no' then to_tsvector('norwegian'::regconfig, ${contentTranslations.value}) else ''::tsvector end`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.lang, t.field], name: "content_translations_pkey" }),
    // A page's words in the reader's language: every item of the page in one index range per item.
    // The administrators' "missing a language" filter and the languages column: (kind, lang, item).
    index("content_translations_lang_idx").on(t.kind, t.lang, t.field, t.itemId),
    index("content_translations_search_idx").using("gin", t.searchVector),
  ],
);
