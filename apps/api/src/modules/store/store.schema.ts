import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { manuals } from "../manuals/manuals.schema.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The sizes `storeImage` writes for one picture (thumbnail, card, full). */
export type ProductImageUrls = { thumbnail: string; card: string; full: string };

/** Store categories (spec 001 `Store/GetStoreProductCategory`), shown in `sort_order`. */
export const productCategories = pgTable(
  "product_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Hidden categories stay on old orders but leave the storefront. */
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The category's published products, kept by the `products_count_*` triggers (migration 0040), never written by
     * the application: the storefront's TotalCount and the categories' ProductCount read it instead of counting the
     * catalogue on every page (ADR 0092).
     */
    publishedCount: integer("published_count").notNull().default(0),
  },
  (t) => [uniqueIndex("product_categories_slug_key").on(t.slug), index("product_categories_sort_idx").on(t.sortOrder)],
);

export const PRODUCT_KINDS = ["physical", "digital", "manual"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Who may buy a product: everyone, or instructors only (training kits, through `Store/InstructorCheckout`). */
export const PRODUCT_AUDIENCES = ["everyone", "instructors"] as const;
export type ProductAudience = (typeof PRODUCT_AUDIENCES)[number];

/**
 * A store product (ADR 0035). Money in US cents; `stock` null means unlimited. A `manual` product grants the
 * linked digital manual when paid; a `digital` product's file is private and reached through a signed,
 * expiring, counted link in the order.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => productCategories.id),
    title: text("title").notNull(),
    /** One or two sentences for cards. */
    summary: text("summary").notNull().default(""),
    /** Plain text paragraphs, escaped wherever shown. */
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    audience: text("audience", { enum: PRODUCT_AUDIENCES }).notNull().default("everyone"),
    priceCents: integer("price_cents").notNull(),
    /** What an instructor pays through `InstructorCheckout`; null = the normal price. */
    instructorPriceCents: integer("instructor_price_cents"),
    /** null = unlimited (digital goods, print on demand). */
    stock: integer("stock"),
    /** Shipping weight in grams (0 for digital goods and manuals). */
    weightGrams: integer("weight_grams").notNull().default(0),
    /** The manual a `manual` product grants. */
    manualId: integer("manual_id").references(() => manuals.id),
    /** A `digital` product's file (a private storage URL), never served as it is. */
    digitalFileUrl: text("digital_file_url"),
    /** Full-size URLs (null = the placeholder); the `*_images` columns keep every stored size. */
    coverImage: text("cover_image"),
    image1: text("image1"),
    image2: text("image2"),
    image3: text("image3"),
    image4: text("image4"),
    /** Every stored size of each picture, keyed cover / image1..image4, so replacing one deletes them all. */
    images:
      jsonb("images").$type<Partial<Record<"cover" | "image1" | "image2" | "image3" | "image4", ProductImageUrls>>>(),
    published: boolean("published").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(${products.summary}, '')), 'B') || to_tsvector('simple'::regconfig, coalesce(${products.description}, ''))`,
      ),
  },
  (t) => [
    index("products_search_idx").using("gin", t.searchVector),
    index("products_category_sort_idx").on(t.categoryId, t.sortOrder, t.id),
    index("products_sort_idx").on(t.sortOrder, t.id),
    // The storefront's page of ids, from the index alone (ADR 0102): a deep page skips index entries instead of
    // reading 6,000 whole products (1.2 KB each) for page 500; the category is here for its `is_active`.
    index("products_published_sort_idx").on(t.sortOrder, t.id, t.categoryId).where(sql`${t.published}`),
    index("products_kind_idx").on(t.kind, t.sortOrder, t.id),
    index("products_manual_idx").on(t.manualId),
  ],
);

/**
 * Display currencies (spec 001 `Currency/GetCurrencies`): prices are kept in USD; `rate_per_usd` units of the
 * currency buy one US dollar, set by an administrator, so the store can show an approximate local price.
 */
export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  ratePerUsd: numeric("rate_per_usd", { precision: 14, scale: 6, mode: "number" }).notNull(),
  /** Decimal places shown (JPY 0). */
  decimals: integer("decimals").notNull().default(2),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
