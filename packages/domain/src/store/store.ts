import { z } from "zod";
import { flagSchema } from "../shared/flag.ts";
import { int32Id } from "../shared/ids.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import {
  missingLanguageFilterSchema,
  shownLanguageSchema,
  translationLanguageSchema,
} from "../translations/translations.ts";

/**
 * The store catalogue's calls (spec 001 §7 "Store" and "Currency") and the administrator's (ours, ADR 0036).
 * Validation messages are keys of the `storeForm` group (web namespace `store`). Amounts are dollars, as in
 * the course and membership answers; the database keeps US cents.
 */

export const STORE_PRODUCT_KINDS = ["physical", "digital", "manual"] as const;
export type StoreProductKind = (typeof STORE_PRODUCT_KINDS)[number];
export const STORE_AUDIENCES = ["everyone", "instructors"] as const;
export type StoreAudience = (typeof STORE_AUDIENCES)[number];

/** What a visitor sees when a product has no picture (spec 001 §9: placeholders when missing). */
export const PRODUCT_PLACEHOLDER_IMAGE = "/images/product-placeholder.svg";
export const STORE_PAGE_SIZE = 12;
/** At most this many units left reads "only a few left". */
export const LOW_STOCK_THRESHOLD = 5;
export const RELATED_PRODUCTS_MAX = 4;
export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_SUMMARY_MAX = 500;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_PRICE_MAX_USD = 100_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_WEIGHT_MAX_GRAMS = 100_000;
export const STORE_CATEGORY_NAME_MAX = 80;
export const PRODUCT_IMAGE_SLOTS = ["cover", "image1", "image2", "image3", "image4"] as const;
export type ProductImageSlot = (typeof PRODUCT_IMAGE_SLOTS)[number];
/** A digital product's file: PDF or ZIP, up to 50 MB. */
export const DIGITAL_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** `filters` of Store/GetStoreProducts. */
export const storeProductFiltersSchema = z
  .strictObject({
    Category: z.number().int().positive().max(2_147_483_647).optional(),
    Kind: z.enum(STORE_PRODUCT_KINDS).optional(),
    InStock: z.boolean().optional(),
    Audience: z.enum(STORE_AUDIENCES).optional(),
  })
  .default({});
export type StoreProductFilters = z.output<typeof storeProductFiltersSchema>;

export const storeProductListQuerySchema = listQuerySchema({
  defaultPageSize: STORE_PAGE_SIZE,
  maxPageSize: 100,
  filters: storeProductFiltersSchema,
});

/** The administrator's list: the public filters plus unpublished products and those lacking a language. */
export const storeAdminFiltersSchema = storeProductFiltersSchema
  .unwrap()
  .extend({ Published: z.boolean().optional(), MissingLanguage: missingLanguageFilterSchema })
  .default({});
export type StoreAdminFilters = z.output<typeof storeAdminFiltersSchema>;
export const storeAdminListQuerySchema = listQuerySchema({ defaultPageSize: 20, filters: storeAdminFiltersSchema });

/** Store/GetStoreProductsById: `Id`, and the spec's `Web=true` (accepted; one shape for every client). */
export const storeProductByIdQuerySchema = z.object({
  Id: int32Id("storeForm.idInvalid"),
  Web: flagSchema.optional(),
});

export const STOCK_STATES = ["unlimited", "in_stock", "low_stock", "out_of_stock"] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** A product's stock as shown: null stock is unlimited; 1–5 left is low; 0 (or less) is out of stock. */
export function stockState(stock: number | null): StockState {
  if (stock === null) return "unlimited";
  if (stock <= 0) return "out_of_stock";
  if (stock <= LOW_STOCK_THRESHOLD) return "low_stock";
  return "in_stock";
}

/**
 * The approximate price in another currency: US cents × the rate (units per dollar), rounded half away from
 * zero to the currency's decimals. Only shown, never charged (prices are charged in USD).
 */
export function localPrice(usdCents: number, ratePerUsd: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Work in the currency's smallest unit from integer cents, so 0.1-style float drift cannot tip the rounding.
  const minor = (usdCents * ratePerUsd * factor) / 100;
  const rounded = Math.sign(minor) * Math.round(Math.abs(minor) + 1e-9);
  return rounded / factor;
}

/** The formatted approximate price ("≈ €23.00") in the interface language. */
export function formatLocalPrice(
  usdCents: number,
  currency: { CurrencyCode: string; Rate: number; Decimals: number },
  language: string,
): string {
  const amount = localPrice(usdCents, currency.Rate, currency.Decimals);
  try {
    return new Intl.NumberFormat(language, {
      style: "currency",
      currency: currency.CurrencyCode,
      minimumFractionDigits: currency.Decimals,
      maximumFractionDigits: currency.Decimals,
    }).format(amount);
  } catch {
    return `${amount.toFixed(currency.Decimals)} ${currency.CurrencyCode}`;
  }
}

export const storeCategorySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  Description: z.string(),
  SortOrder: z.number().int(),
  IsActive: z.boolean(),
  ProductCount: z.number().int().describe("published products in the category"),
  Lang: shownLanguageSchema.optional(),
  Languages: z
    .array(translationLanguageSchema)
    .optional()
    .describe("administrators' list: the languages the category is translated into"),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;
export const storeCategoriesSchema = z.array(storeCategorySchema);

export const storeProductSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Description: z.string().describe("plain text paragraphs separated by blank lines"),
  Category: z.object({ Id: z.number().int(), Name: z.string(), Lang: shownLanguageSchema.optional() }),
  Kind: z.enum(STORE_PRODUCT_KINDS),
  Audience: z.enum(STORE_AUDIENCES),
  InstructorOnly: z.boolean(),
  Price: z.number().describe("dollars"),
  InstructorPrice: z
    .number()
    .nullable()
    .describe("dollars; only in answers to an instructor or an administrator, else null (ADR 0036)"),
  Stock: z.number().int().nullable().describe("units left; null = unlimited"),
  InStock: z.boolean(),
  Unlimited: z.boolean(),
  StockState: z.enum(STOCK_STATES),
  WeightGrams: z.number().int(),
  CoverImage: z.string().describe("full size, or the placeholder"),
  CoverImageCard: z.string(),
  CoverImageThumbnail: z.string(),
  Image1: z.string(),
  Image2: z.string(),
  Image3: z.string(),
  Image4: z.string(),
  ImageCount: z.number().int().describe("pictures actually uploaded besides the cover (0–4)"),
  IsPublished: z.boolean(),
  Lang: shownLanguageSchema.optional(),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const storeProductDetailSchema = storeProductSchema.extend({
  RelatedProducts: z.array(storeProductSchema).describe("up to 4: the same category first, never the product"),
});
export type StoreProductDetail = z.infer<typeof storeProductDetailSchema>;
export const storeProductListSchema = listDataSchema(storeProductSchema);

/** The administrator's view adds what only the back office needs. */
export const storeAdminProductSchema = storeProductSchema.extend({
  ManualId: z.number().int().nullable(),
  HasDigitalFile: z.boolean(),
  SortOrder: z.number().int(),
  Languages: z.array(translationLanguageSchema).describe("the languages the product is translated into"),
});
export type StoreAdminProduct = z.infer<typeof storeAdminProductSchema>;
export const storeAdminProductListSchema = listDataSchema(storeAdminProductSchema);

export const currencySchema = z.object({
  CurrencyCode: z.string().describe("ISO 4217"),
  Name: z.string(),
  Symbol: z.string(),
  Rate: z.number().describe("units of the currency per US dollar"),
  Decimals: z.number().int(),
  IsActive: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesSchema = z.array(currencySchema);

/** Path to one product's page. */
export const storeProductPath = (id: number) => `/store/storedetails/${id}`;

/**
 * What a digital product's upload is, by content: a PDF (`%PDF-` and an `%%EOF` near the end) or a ZIP (a
 * local file header first and an end-of-central-directory record in the last 64 KiB); anything else is null.
 */
export function digitalFileKind(bytes: Uint8Array): "pdf" | "zip" | null {
  const starts = (magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  const tail = bytes.subarray(Math.max(0, bytes.length - 65_557));
  const contains = (magic: number[]) => {
    for (let i = tail.length - magic.length; i >= 0; i--) {
      if (magic.every((b, j) => tail[i + j] === b)) return true;
    }
    return false;
  };
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d]) && contains([0x25, 0x25, 0x45, 0x4f, 0x46])) return "pdf";
  if (bytes.length >= 22 && starts([0x50, 0x4b, 0x03, 0x04]) && contains([0x50, 0x4b, 0x05, 0x06])) return "zip";
  return null;
}
