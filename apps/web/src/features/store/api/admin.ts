import {
  contract,
  type ProductImageSlot,
  type StoreAdminProduct,
  type StoreProductForm,
  type TranslationLanguage,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { StoreAdminProduct };

/** The back office's products table's page size. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/** What the products table shows first: page 1, no search, no language filter (it keeps them in its own state). */
export const FIRST_ADMIN_PRODUCTS: { page: number; search: string; missingLanguage: TranslationLanguage | "" } = {
  page: 1,
  search: "",
  missingLanguage: "",
};

const adminKeys = {
  products: (page: number, search: string, missingLanguage: string) =>
    ["store", "admin", "products", page, search, missingLanguage] as const,
  categories: ["store", "admin", "categories"] as const,
  currencies: ["store", "admin", "currencies"] as const,
};

/** `missingLanguage`: only the products not yet translated into it (ADR 0097); "" for every product. */
export const adminProductsQuery = (
  page: number,
  pageSize: number,
  search: string,
  missingLanguage: TranslationLanguage | "" = "",
) =>
  queryOptions({
    queryKey: adminKeys.products(page, search, missingLanguage),
    queryFn: ({ signal }) =>
      callData(contract.store.adminGetStoreProducts, {
        query: {
          page,
          pageSize,
          search: search || undefined,
          filters: missingLanguage ? JSON.stringify({ MissingLanguage: missingLanguage }) : undefined,
        },
        signal,
      }),
  });

export function useAdminProducts(
  page: number,
  pageSize: number,
  search: string,
  missingLanguage: TranslationLanguage | "" = "",
) {
  return useQuery({
    ...adminProductsQuery(page, pageSize, search, missingLanguage),
    placeholderData: keepPreviousData,
  });
}

export const allCategoriesQuery = () =>
  queryOptions({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => callData(contract.store.getAllStoreProductCategory, { signal }),
  });

export function useAllCategories() {
  return useQuery(allCategoriesQuery());
}

export const adminCurrenciesQuery = () =>
  queryOptions({
    queryKey: adminKeys.currencies,
    queryFn: ({ signal }) => callData(contract.store.adminGetCurrencies, { signal }),
  });

export function useAdminCurrencies() {
  return useQuery(adminCurrenciesQuery());
}

/** Every write refreshes the store's reads (the public pages as well as the back office). */
function useStoreMutation<V, T>(run: (value: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ["store"] }) });
}

export function useSaveProduct() {
  return useStoreMutation(({ Id, ...fields }: StoreProductForm & { Id?: number }) =>
    Id
      ? callApi(contract.store.adminEditStoreProduct, { body: { ...fields, Id } })
      : callApi(contract.store.adminAddStoreProduct, { body: fields }),
  );
}

export function useSetPublished() {
  return useStoreMutation((input: { Id: number; IsPublished: boolean }) =>
    callApi(contract.store.adminSetStoreProductPublished, { body: input }),
  );
}

export function useUploadPicture() {
  return useStoreMutation(({ id, slot, file }: { id: number; slot: ProductImageSlot; file: File }) => {
    const form = new FormData();
    form.append("File", file);
    return callApi(contract.store.adminUploadStoreProductImage, { params: { id, slot }, form });
  });
}

export function useUploadDownload() {
  return useStoreMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append("File", file);
    return callApi(contract.store.adminUploadStoreProductFile, { params: { id }, form });
  });
}

export function useAddCategory() {
  return useStoreMutation((input: { Name: string; Description: string }) =>
    callApi(contract.store.adminAddStoreProductCategory, { body: input }),
  );
}

export function useEditCategory() {
  return useStoreMutation((input: { Id: number; Name: string; Description: string; IsActive: boolean }) =>
    callApi(contract.store.adminEditStoreProductCategory, { body: input }),
  );
}

export function useReorderCategories() {
  return useStoreMutation((Ids: number[]) =>
    callApi(contract.store.adminReorderStoreProductCategories, { body: { Ids } }),
  );
}

export function useUpdateCurrency() {
  return useStoreMutation((input: { CurrencyCode: string; Rate: number; IsActive: boolean }) =>
    callApi(contract.store.adminUpdateCurrency, { body: input }),
  );
}
