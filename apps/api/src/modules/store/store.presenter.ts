import {
  type Currency,
  type InterfaceLanguage,
  PRODUCT_PLACEHOLDER_IMAGE,
  type StoreAdminProduct,
  type StoreCategory,
  type StoreProduct,
  type StoreProductDetail,
  stockState,
  type TranslationEntry,
  type TranslationLanguage,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { CurrencyRow, ProductView, StoreCategoryView } from "./store.repository.ts";

/** The reader's words for a page of the catalogue (ADR 0097): its products' and their categories'. */
export interface StoreWords {
  lang: InterfaceLanguage;
  products: Map<number, TranslationEntry>;
  categories: Map<number, TranslationEntry>;
}

const dollars = (cents: number) => cents / 100;

/** A category; with `words`, in the reader's language (public reads), else as written (administrators). */
export function presentStoreCategory(row: StoreCategoryView, words?: StoreWords): StoreCategory {
  const category = {
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    Description: row.description,
    SortOrder: row.sortOrder,
    IsActive: row.isActive,
    ProductCount: row.productCount,
  };
  return words ? translated("productCategory", category, words.categories.get(row.id), words.lang) : category;
}

/** The administrators' list of categories: as written, with the languages each is translated into. */
export function presentAdminStoreCategory(
  row: StoreCategoryView,
  languages: Map<number, TranslationLanguage[]>,
): StoreCategory {
  return { ...presentStoreCategory(row), Languages: languages.get(row.id) ?? [] };
}

/**
 * `showInstructorPrice`: the caller is an instructor or an administrator (ADR 0036); others get null. With
 * `words` the product and its category's name are in the reader's language where translated (public reads).
 */
export function presentProduct(product: ProductView, showInstructorPrice: boolean, words?: StoreWords): StoreProduct {
  const state = stockState(product.stock);
  const images = product.images ?? {};
  const picture = (slot: "image1" | "image2" | "image3" | "image4") =>
    images[slot]?.full ?? product[slot] ?? PRODUCT_PLACEHOLDER_IMAGE;
  const presented: StoreProduct = {
    Id: product.id,
    Title: product.title,
    Summary: product.summary,
    Description: product.description,
    Category: { Id: product.categoryId, Name: product.categoryName },
    Kind: product.kind,
    Audience: product.audience,
    InstructorOnly: product.audience === "instructors",
    Price: dollars(product.priceCents),
    InstructorPrice: showInstructorPrice ? dollars(product.instructorPriceCents ?? product.priceCents) : null,
    Stock: product.stock,
    InStock: state !== "out_of_stock",
    Unlimited: state === "unlimited",
    StockState: state,
    WeightGrams: product.weightGrams,
    CoverImage: images.cover?.full ?? product.coverImage ?? PRODUCT_PLACEHOLDER_IMAGE,
    CoverImageCard: images.cover?.card ?? product.coverImage ?? PRODUCT_PLACEHOLDER_IMAGE,
    CoverImageThumbnail: images.cover?.thumbnail ?? product.coverImage ?? PRODUCT_PLACEHOLDER_IMAGE,
    Image1: picture("image1"),
    Image2: picture("image2"),
    Image3: picture("image3"),
    Image4: picture("image4"),
    ImageCount: (["image1", "image2", "image3", "image4"] as const).filter((slot) => product[slot]).length,
    IsPublished: product.published,
  };
  if (!words) return presented;
  return {
    ...translated("product", presented, words.products.get(product.id), words.lang),
    Category: translated("productCategory", presented.Category, words.categories.get(product.categoryId), words.lang),
  };
}

export function presentProductDetail(
  product: ProductView,
  related: ProductView[],
  showInstructorPrice: boolean,
  words: StoreWords,
): StoreProductDetail {
  return {
    ...presentProduct(product, showInstructorPrice, words),
    RelatedProducts: related.map((row) => presentProduct(row, showInstructorPrice, words)),
  };
}

/** The administrators' view: the product as written, with the languages it is translated into. */
export function presentAdminProduct(product: ProductView, languages: TranslationLanguage[] = []): StoreAdminProduct {
  return {
    ...presentProduct(product, true),
    Languages: languages,
    ManualId: product.manualId,
    HasDigitalFile: product.digitalFileUrl !== null,
    SortOrder: product.sortOrder,
  };
}

export function presentCurrency(row: CurrencyRow): Currency {
  return {
    CurrencyCode: row.code,
    Name: row.name,
    Symbol: row.symbol,
    Rate: Number(row.ratePerUsd),
    Decimals: row.decimals,
    IsActive: row.isActive,
  };
}
