import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import {
  currenciesSchema,
  currencySchema,
  storeAdminListQuerySchema,
  storeAdminProductListSchema,
  storeAdminProductSchema,
  storeCategoriesSchema,
  storeCategorySchema,
  storeProductByIdQuerySchema,
  storeProductDetailSchema,
  storeProductListQuerySchema,
  storeProductListSchema,
} from "./store.ts";
import {
  currencyUpdateSchema,
  storeCategoryEditSchema,
  storeCategoryInputSchema,
  storeCategoryReorderSchema,
  storeImageSchema,
  storeImageSlotParamsSchema,
  storeProductEditSchema,
  storeProductInputSchema,
  storeProductPublishSchema,
} from "./store-admin.ts";

/** An upload's one multipart field. */
const fileForm = { fields: z.object({ File: z.unknown().optional() }) };

export const getStoreProducts = defineCall({
  method: "GET",
  path: "/api/Store/GetStoreProducts",
  query: storeProductListQuerySchema,
  data: storeProductListSchema,
});

export const getStoreProductsById = defineCall({
  method: "GET",
  path: "/api/Store/GetStoreProductsById",
  query: storeProductByIdQuerySchema,
  data: storeProductDetailSchema,
});

export const getStoreProductCategory = defineCall({
  method: "GET",
  path: "/api/Store/GetStoreProductCategory",
  data: storeCategoriesSchema,
});

export const getAllStoreProductCategory = defineCall({
  method: "GET",
  path: "/api/Store/GetAllStoreProductCategory",
  data: storeCategoriesSchema,
});

export const getCurrencies = defineCall({
  method: "GET",
  path: "/api/Currency/GetCurrencies",
  data: currenciesSchema,
});

// ---- Administration ----

export const adminGetStoreProducts = defineCall({
  method: "GET",
  path: "/api/Store/AdminGetStoreProducts",
  query: storeAdminListQuerySchema,
  data: storeAdminProductListSchema,
});

export const adminAddStoreProduct = defineCall({
  method: "POST",
  path: "/api/Store/AdminAddStoreProduct",
  body: storeProductInputSchema,
  data: storeAdminProductSchema,
});

export const adminEditStoreProduct = defineCall({
  method: "PUT",
  path: "/api/Store/AdminEditStoreProduct",
  body: storeProductEditSchema,
  data: storeAdminProductSchema,
});

export const adminSetStoreProductPublished = defineCall({
  method: "POST",
  path: "/api/Store/AdminSetStoreProductPublished",
  body: storeProductPublishSchema,
  data: z.null(),
});

export const adminUploadStoreProductImage = defineCall({
  method: "POST",
  path: "/api/Store/AdminUploadStoreProductImage/:id/:slot",
  params: storeImageSlotParamsSchema,
  form: fileForm,
  data: storeImageSchema,
});

export const adminUploadStoreProductFile = defineCall({
  method: "POST",
  path: "/api/Store/AdminUploadStoreProductFile/:id",
  params: idParamsSchema("storeForm.idInvalid"),
  form: fileForm,
  data: z.object({ Kind: z.enum(["pdf", "zip"]), Bytes: z.number().int() }),
});

export const adminAddStoreProductCategory = defineCall({
  method: "POST",
  path: "/api/Store/AdminAddStoreProductCategory",
  body: storeCategoryInputSchema,
  data: storeCategorySchema,
});

export const adminEditStoreProductCategory = defineCall({
  method: "PUT",
  path: "/api/Store/AdminEditStoreProductCategory",
  body: storeCategoryEditSchema,
  data: z.null(),
});

export const adminReorderStoreProductCategories = defineCall({
  method: "PUT",
  path: "/api/Store/AdminReorderStoreProductCategories",
  body: storeCategoryReorderSchema,
  data: storeCategoriesSchema,
});

export const adminGetCurrencies = defineCall({
  method: "GET",
  path: "/api/Currency/AdminGetCurrencies",
  data: currenciesSchema,
});

export const adminUpdateCurrency = defineCall({
  method: "PUT",
  path: "/api/Currency/AdminUpdateCurrency",
  body: currencyUpdateSchema,
  data: currencySchema,
});
