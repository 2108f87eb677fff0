import {
  type Currency,
  PRODUCT_PLACEHOLDER_IMAGE,
  type StoreAdminProduct,
  type StoreCategory,
  type StoreProduct,
  type StoreProductDetail,
  stockState,
} from "@haa/domain";
import type { CurrencyRow, ProductView, StoreCategoryView } from "./store.repository.ts";

const dollars = (cents: number) => cents / 100;

export function presentStoreCategory(row: StoreCategoryView): StoreCategory {
  return {
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    Description: row.description,
    SortOrder: row.sortOrder,
    IsActive: row.isActive,
    ProductCount: row.productCount,
  };
}

/** `showInstructorPrice`: the caller is an instructor or an administrator (ADR 0036); others get null. */
export function presentProduct(product: ProductView, showInstructorPrice: boolean): StoreProduct {
  const state = stockState(product.stock);
  const images = product.images ?? {};
  const picture = (slot: "image1" | "image2" | "image3" | "image4") =>
    images[slot]?.full ?? product[slot] ?? PRODUCT_PLACEHOLDER_IMAGE;
  return {
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
}

export function presentProductDetail(
  product: ProductView,
  related: ProductView[],
  showInstructorPrice: boolean,
): StoreProductDetail {
  return {
    ...presentProduct(product, showInstructorPrice),
    RelatedProducts: related.map((row) => presentProduct(row, showInstructorPrice)),
  };
}

export function presentAdminProduct(product: ProductView): StoreAdminProduct {
  return {
    ...presentProduct(product, true),
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
