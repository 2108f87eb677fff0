import type { InterfaceLanguage, StoreAudience, StoreProductKind, TranslationLanguage } from "@haa/domain";
import { and, asc, count, eq, getTableColumns, gt, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { fullTextMatch, pageWindow } from "../../db/paging.ts";
import { asIs, type Bind, byName, preparedPerShape } from "../../db/prepared.ts";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import {
  idsMatchingTranslations,
  missingLanguage,
  TEXT_SEARCH_CONFIG,
} from "../../platform/translations/translations.ts";
import { manuals } from "../manuals/manuals.schema.ts";
import { currencies, type ProductImageUrls, productCategories, products } from "./store.schema.ts";

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type CurrencyRow = typeof currencies.$inferSelect;

/** A product as the answers read it: its columns (without the search vector) and its category's name. */
export type ProductView = Omit<ProductRow, "searchVector"> & { categoryName: string };
export type StoreCategoryView = ProductCategoryRow & { productCount: number };
export type ProductImageKey = "cover" | "image1" | "image2" | "image3" | "image4";

export interface ProductFilters {
  category?: number;
  kind?: StoreProductKind;
  inStock?: boolean;
  audience?: StoreAudience;
  /** Undefined: published products of active categories only (public reads). */
  published?: boolean;
  includeUnpublished?: boolean;
  /** The administrators' list: products not yet translated into this language (ADR 0097). */
  missingLanguage?: TranslationLanguage;
}

/**
 * A product matches a search by its English words or by its translated ones in any language. Both halves are
 * GIN-served id lists; as an `id in (… union …)` the planner reads them and then the products by primary key,
 * where an `or` of the two would scan every product (10,000 at scale) to test the second half row by row.
 */
function searchMatch(search: string, lang: InterfaceLanguage): SQL | undefined {
  const own = fullTextMatch(products.searchVector, search);
  const translated = idsMatchingTranslations("product", search, TEXT_SEARCH_CONFIG[lang]);
  if (!own || !translated) return undefined;
  return sql`${products.id} in (select ${products.id} from ${products} where ${own} union ${translated})`;
}

export type ProductValues = Pick<
  NewProduct,
  | "categoryId"
  | "title"
  | "summary"
  | "description"
  | "kind"
  | "audience"
  | "priceCents"
  | "instructorPriceCents"
  | "stock"
  | "weightGrams"
  | "manualId"
  | "published"
>;

const { searchVector: _vector, ...productColumns } = getTableColumns(products);
const viewColumns = { ...productColumns, categoryName: productCategories.name };

function conditions(
  filters: ProductFilters,
  search: string,
  lang: InterfaceLanguage,
  bind: Bind = asIs,
): SQL | undefined {
  const where: (SQL | undefined)[] = [searchMatch(search, lang)];
  if (filters.published !== undefined) where.push(eq(products.published, filters.published));
  else if (!filters.includeUnpublished) {
    // Written as `products_published_sort_idx`'s predicate, not a bound `= true`: a prepared statement's generic
    // plan could not use the partial index for a parameter.
    where.push(sql`${products.published}`, eq(productCategories.isActive, true));
  }
  if (filters.category !== undefined) where.push(eq(products.categoryId, bind("category", filters.category)));
  if (filters.kind !== undefined) where.push(eq(products.kind, filters.kind));
  if (filters.audience !== undefined) where.push(eq(products.audience, filters.audience));
  if (filters.inStock === true) where.push(or(isNull(products.stock), gt(products.stock, 0)));
  if (filters.inStock === false) where.push(sql`${products.stock} <= 0`);
  if (filters.missingLanguage) where.push(missingLanguage("product", products.id, filters.missingLanguage));
  return and(...where);
}

const catalogueOrder = [asc(products.sortOrder), asc(products.id)];

/**
 * The list's TotalCount. The storefront's whole catalogue or one category's is the categories' counters (one row
 * each, kept by triggers); a narrower list (a kind, an audience, stock, a search, the administration's) counts its
 * matches.
 */
function countProducts(db: Db, filters: ProductFilters, search: string, where: SQL | undefined, bind: Bind = asIs) {
  if (isStorefrontBrowse(filters, search)) {
    return db
      .select({ total: sql<number>`coalesce(sum(${productCategories.publishedCount}), 0)::int` })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.isActive, true),
          filters.category === undefined ? undefined : eq(productCategories.id, bind("category", filters.category)),
        ),
      );
  }
  return db
    .select({ total: count() })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where);
}

/** The storefront's whole catalogue or one category's, nothing narrowing it: the store's most frequent read. */
function isStorefrontBrowse(filters: ProductFilters, search: string): boolean {
  const storefront = filters.published === undefined && !filters.includeUnpublished;
  const narrowed =
    search.trim() !== "" ||
    filters.kind !== undefined ||
    filters.audience !== undefined ||
    filters.inStock !== undefined ||
    filters.missingLanguage !== undefined;
  return storefront && !narrowed;
}

/** A page in catalogue order and its count, not yet run. */
function productListStatements(
  db: Db,
  query: { page: number; pageSize: number; search: string },
  filters: ProductFilters,
  lang: InterfaceLanguage,
  bind: Bind,
) {
  const where = conditions(filters, query.search, lang, bind);
  const { limit, offset } = pageWindow(query);
  // The page's ids first (from the index alone where one covers the filter), then their whole rows: a deep page skips
  // entries instead of carrying every earlier product's columns through the offset.
  const page = db
    .select({ id: products.id, sortOrder: products.sortOrder })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where)
    .orderBy(...catalogueOrder)
    .limit(bind("limit", limit))
    .offset(bind("offset", offset))
    .as("page");
  const list = db
    .select(viewColumns)
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .orderBy(asc(page.sortOrder), asc(page.id));
  return { list, count: countProducts(db, filters, query.search, where, bind) };
}

/**
 * The storefront's browsing (all of it or one category's) in two shapes, each built once per database handle and
 * run with the page's values (ADR 0092); the other lists build theirs per call, from the same builder.
 */
function prepareStorefront(db: Db, filters: ProductFilters, shape: string) {
  // No search, so no reader's language in the text.
  const { list, count } = productListStatements(db, { page: 1, pageSize: 1, search: "" }, filters, "en", byName);
  return { list: list.prepare(`store_browse_${shape}`), count: count.prepare(`store_browse_count_${shape}`) };
}

const preparedStorefront = preparedPerShape<ReturnType<typeof prepareStorefront>>();

/** The store catalogue's database access (ADR 0035, 0036): the only code touching its tables. */
export const storeRepository = {
  /** One page in catalogue order (sort order, then id: `products_sort_idx` and the category/kind indexes). */
  async list(
    db: Db,
    query: { page: number; pageSize: number; search: string },
    filters: ProductFilters,
    lang: InterfaceLanguage,
  ): Promise<{ list: ProductView[]; total: number }> {
    if (isStorefrontBrowse(filters, query.search)) {
      const shape = filters.category === undefined ? "all" : "category";
      const { list, count } = preparedStorefront(db, shape, () => prepareStorefront(db, filters, shape));
      const { limit, offset } = pageWindow(query);
      const values = { category: filters.category, limit, offset };
      const [rows, [totals]] = await Promise.all([list.execute(values), count.execute(values)]);
      return { list: rows, total: totals?.total ?? 0 };
    }
    const { list, count } = productListStatements(db, query, filters, lang, asIs);
    const [rows, [totals]] = await Promise.all([list, count]);
    return { list: rows, total: totals?.total ?? 0 };
  },

  async find(db: Db, id: number): Promise<(ProductView & { categoryActive: boolean }) | undefined> {
    const [row] = await db
      .select({ ...viewColumns, categoryActive: productCategories.isActive })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(eq(products.id, id))
      .limit(1);
    return row;
  },

  /**
   * Up to `limit` published products to show beside one: its own category first, then the rest of the
   * catalogue, never the product itself.
   */
  async related(db: Db, product: { id: number; categoryId: number }, limit: number): Promise<ProductView[]> {
    return db
      .select(viewColumns)
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(ne(products.id, product.id), eq(products.published, true), eq(productCategories.isActive, true)))
      .orderBy(sql`case when ${products.categoryId} = ${product.categoryId} then 0 else 1 end`, ...catalogueOrder)
      .limit(limit);
  },

  /** Categories in their order with their published product counts; `activeOnly` for the storefront. */
  async categories(db: Db, activeOnly: boolean): Promise<StoreCategoryView[]> {
    return db
      .select({
        ...getTableColumns(productCategories),
        productCount: productCategories.publishedCount,
      })
      .from(productCategories)
      .where(activeOnly ? eq(productCategories.isActive, true) : undefined)
      .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
  },

  /** A category's English words, the source of its translations (ADR 0097). */
  async categorySource(db: Db, id: number): Promise<{ Name: string; Description: string } | undefined> {
    const [row] = await db
      .select({ Name: productCategories.name, Description: productCategories.description })
      .from(productCategories)
      .where(eq(productCategories.id, id));
    return row;
  },

  /** A product's English words, the source of its translations (ADR 0097). */
  async productSource(
    db: Db,
    id: number,
  ): Promise<{ Title: string; Summary: string; Description: string } | undefined> {
    const [row] = await db
      .select({ Title: products.title, Summary: products.summary, Description: products.description })
      .from(products)
      .where(eq(products.id, id));
    return row;
  },

  async categoryExists(db: Db, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.id, id));
    return row !== undefined;
  },

  async categorySlugs(db: Db): Promise<Set<string>> {
    const rows = await db.select({ slug: productCategories.slug }).from(productCategories);
    return new Set(rows.map((row) => row.slug));
  },

  async categoryIds(db: Db): Promise<number[]> {
    const rows = await db.select({ id: productCategories.id }).from(productCategories);
    return rows.map((row) => row.id);
  },

  async nextCategoryOrder(db: Db): Promise<number> {
    const [row] = await db
      .select({ max: sql<number>`coalesce(max(${productCategories.sortOrder}), 0)::int` })
      .from(productCategories);
    return (row?.max ?? 0) + 1;
  },

  async updateCategory(
    db: Db,
    id: number,
    values: { name: string; description: string; isActive: boolean },
  ): Promise<boolean> {
    const rows = await db
      .update(productCategories)
      .set(values)
      .where(eq(productCategories.id, id))
      .returning({ id: productCategories.id });
    return rows.length > 0;
  },

  async reorderCategories(db: Db, ids: number[]): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await db
        .update(productCategories)
        .set({ sortOrder: index + 1 })
        .where(eq(productCategories.id, id));
    }
  },

  async insertCategory(db: Db, values: typeof productCategories.$inferInsert): Promise<ProductCategoryRow> {
    const [row] = await db.insert(productCategories).values(values).returning();
    if (!row) throw new Error("product category insert returned nothing");
    return row;
  },

  async insertProduct(db: Db, values: NewProduct): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    if (!row) throw new Error("product insert returned nothing");
    return row;
  },

  async nextProductOrder(db: Db): Promise<number> {
    const [row] = await db.select({ max: sql<number>`coalesce(max(${products.sortOrder}), 0)::int` }).from(products);
    return (row?.max ?? 0) + 1;
  },

  async updateProduct(db: Db, id: number, values: ProductValues, now: Date): Promise<boolean> {
    const rows = await db
      .update(products)
      .set({ ...values, updatedAt: now })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    return rows.length > 0;
  },

  async setPublished(db: Db, id: number, published: boolean, now: Date): Promise<boolean> {
    const rows = await db
      .update(products)
      .set({ published, updatedAt: now })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    return rows.length > 0;
  },

  /** Stores one picture's sizes and its full-size URL column together. */
  async setImage(
    db: Db,
    id: number,
    slot: ProductImageKey,
    urls: ProductImageUrls,
    images: NonNullable<ProductRow["images"]>,
    now: Date,
  ): Promise<void> {
    const column = slot === "cover" ? "coverImage" : slot;
    await db
      .update(products)
      .set({ [column]: urls.full, images: { ...images, [slot]: urls }, updatedAt: now })
      .where(eq(products.id, id));
  },

  async setDigitalFile(db: Db, id: number, url: string, now: Date): Promise<void> {
    await db.update(products).set({ digitalFileUrl: url, updatedAt: now }).where(eq(products.id, id));
  },

  async manualExists(db: Db, id: number): Promise<boolean> {
    const [row] = await db.select({ id: manuals.id }).from(manuals).where(eq(manuals.id, id));
    return row !== undefined;
  },

  async insertCurrencies(db: Db, values: (typeof currencies.$inferInsert)[]): Promise<void> {
    await db.insert(currencies).values(values);
  },

  /** Currencies, US dollar first, then by code; `activeOnly` for the storefront. */
  async currencies(db: Db, activeOnly: boolean): Promise<CurrencyRow[]> {
    return db
      .select()
      .from(currencies)
      .where(activeOnly ? eq(currencies.isActive, true) : undefined)
      .orderBy(sql`case when ${currencies.code} = 'USD' then 0 else 1 end`, asc(currencies.code));
  },

  async updateCurrency(db: Db, code: string, values: { ratePerUsd: number; isActive: boolean }, now: Date) {
    const rows = await db
      .update(currencies)
      .set({ ...values, updatedAt: now })
      .where(eq(currencies.code, code))
      .returning();
    return rows[0];
  },

  /** The manual's id by its title (the demo links its manual products to the demo manuals). */
  async manualIdByTitle(db: Db, title: string): Promise<number | undefined> {
    const [row] = await db.select({ id: manuals.id }).from(manuals).where(eq(manuals.title, title)).limit(1);
    return row?.id;
  },

  async productsForSeed(db: Db): Promise<ProductRow[]> {
    return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
  },

  async productIds(db: Db, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: products.id }).from(products).where(anyOf(products.id, ids));
    return rows.map((row) => row.id);
  },
};
