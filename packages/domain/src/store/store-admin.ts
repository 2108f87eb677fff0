import { z } from "zod";
import { int32Id } from "../shared/ids.ts";
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGE_SLOTS,
  PRODUCT_PRICE_MAX_USD,
  PRODUCT_STOCK_MAX,
  PRODUCT_SUMMARY_MAX,
  PRODUCT_TITLE_MAX,
  PRODUCT_WEIGHT_MAX_GRAMS,
  STORE_AUDIENCES,
  STORE_CATEGORY_NAME_MAX,
  STORE_PRODUCT_KINDS,
  type StoreProductKind,
} from "./store.ts";

/**
 * What the store's administrator writes (ADR 0036): products, categories, images and currency rates. Apart from the
 * catalogue's module so that a visitor's store page, which shares that module with the administration's chunk,
 * builds none of these schemas (ADR 0081). Validation messages are keys of the `storeForm` group.
 */

const price = (required: string) =>
  z.coerce
    .number({ error: required })
    .min(0, "storeForm.priceInvalid")
    .max(PRODUCT_PRICE_MAX_USD, "storeForm.priceInvalid")
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: "storeForm.priceInvalid" });

/** The product's fields, before the rule that ties them together (below). */
const storeProductFieldsSchema = z.object({
  Title: z
    .string({ error: "storeForm.titleRequired" })
    .trim()
    .min(1, "storeForm.titleRequired")
    .max(PRODUCT_TITLE_MAX, "storeForm.titleTooLong"),
  Summary: z.string().trim().max(PRODUCT_SUMMARY_MAX, "storeForm.summaryTooLong").default(""),
  Description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, "storeForm.descriptionTooLong").default(""),
  CategoryId: int32Id("storeForm.categoryRequired"),
  Kind: z.enum(STORE_PRODUCT_KINDS, { error: "storeForm.kindInvalid" }),
  Audience: z.enum(STORE_AUDIENCES, { error: "storeForm.audienceInvalid" }).default("everyone"),
  Price: price("storeForm.priceRequired"),
  InstructorPrice: price("storeForm.priceInvalid").nullable().default(null),
  Stock: z.coerce
    .number({ error: "storeForm.stockInvalid" })
    .int("storeForm.stockInvalid")
    .min(0, "storeForm.stockInvalid")
    .max(PRODUCT_STOCK_MAX, "storeForm.stockInvalid")
    .nullable()
    .default(null),
  WeightGrams: z.coerce
    .number({ error: "storeForm.weightInvalid" })
    .int("storeForm.weightInvalid")
    .min(0, "storeForm.weightInvalid")
    .max(PRODUCT_WEIGHT_MAX_GRAMS, "storeForm.weightInvalid")
    .default(0),
  ManualId: int32Id("storeForm.manualRequired").nullable().default(null),
  IsPublished: z.boolean({ error: "storeForm.publishedInvalid" }).default(true),
});
const productFields = storeProductFieldsSchema.shape;

/** A manual's product names the manual it sells. */
const namesItsManual = (p: { Kind: StoreProductKind; ManualId: number | null }) =>
  p.Kind !== "manual" || p.ManualId !== null;
const MANUAL_REQUIRED = { message: "storeForm.manualRequired", path: ["ManualId"] };

/** What an administrator writes (Store/AdminAddProduct). */
export const storeProductInputSchema = storeProductFieldsSchema.refine(namesItsManual, MANUAL_REQUIRED);
export type StoreProductInput = z.output<typeof storeProductInputSchema>;
export type StoreProductForm = z.input<typeof storeProductInputSchema>;

const blankAs =
  (empty: null | undefined) =>
  (value: unknown): unknown =>
    typeof value === "string" && value.trim() === "" ? empty : value;

/**
 * The administrator's product form: the same rules, read from text fields, where an empty optional number
 * means none (no instructor price, unlimited stock, no manual) and an empty price is a missing one.
 */
export const storeProductEditorSchema = storeProductFieldsSchema
  .extend({
    Price: z.preprocess(blankAs(undefined), productFields.Price),
    InstructorPrice: z.preprocess(blankAs(null), productFields.InstructorPrice),
    Stock: z.preprocess(blankAs(null), productFields.Stock),
    ManualId: z.preprocess(blankAs(null), productFields.ManualId),
  })
  .refine(namesItsManual, MANUAL_REQUIRED);

export const storeProductEditSchema = z.intersection(
  storeProductInputSchema,
  z.object({ Id: int32Id("storeForm.idInvalid") }),
);
export type StoreProductEdit = z.output<typeof storeProductEditSchema>;

export const storeProductPublishSchema = z.object({
  Id: int32Id("storeForm.idInvalid"),
  IsPublished: z.boolean({ error: "storeForm.publishedInvalid" }),
});

export const storeImageSlotParamsSchema = z.object({
  id: int32Id("storeForm.idInvalid"),
  slot: z.enum(PRODUCT_IMAGE_SLOTS, { error: "storeForm.slotInvalid" }),
});
export const storeImageSchema = z.object({
  Slot: z.enum(PRODUCT_IMAGE_SLOTS),
  Full: z.string(),
  Card: z.string(),
  Thumbnail: z.string(),
});

const categoryName = z
  .string({ error: "storeForm.categoryNameRequired" })
  .trim()
  .min(1, "storeForm.categoryNameRequired")
  .max(STORE_CATEGORY_NAME_MAX, "storeForm.categoryNameTooLong");

export const storeCategoryInputSchema = z.object({
  Name: categoryName,
  Description: z.string().trim().max(PRODUCT_SUMMARY_MAX, "storeForm.summaryTooLong").default(""),
});
export const storeCategoryEditSchema = storeCategoryInputSchema.extend({
  Id: int32Id("storeForm.categoryRequired"),
  IsActive: z.boolean({ error: "storeForm.publishedInvalid" }).default(true),
});
export const storeCategoryReorderSchema = z.object({
  Ids: z
    .array(int32Id("storeForm.categoryRequired"), { error: "storeForm.orderInvalid" })
    .min(1, "storeForm.orderInvalid")
    .max(200, "storeForm.orderInvalid")
    .refine((ids) => new Set(ids).size === ids.length, { message: "storeForm.orderInvalid" }),
});

/** Currency/AdminUpdateCurrency: an administrator's rate (US dollar stays 1 and active). */
export const currencyUpdateSchema = z.object({
  CurrencyCode: z.string({ error: "storeForm.currencyInvalid" }).regex(/^[A-Z]{3}$/, "storeForm.currencyInvalid"),
  Rate: z.coerce
    .number({ error: "storeForm.rateInvalid" })
    .positive("storeForm.rateInvalid")
    .max(100_000_000, "storeForm.rateInvalid"),
  IsActive: z.boolean({ error: "storeForm.publishedInvalid" }),
});
