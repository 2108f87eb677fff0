import type {
  Currency,
  ListData,
  ProductImageSlot,
  StoreAdminProduct,
  StoreCategory,
  StoreProductForm,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { StoreAdminProduct };

const adminKeys = {
  products: (page: number, search: string) => ["store", "admin", "products", page, search] as const,
  categories: ["store", "admin", "categories"] as const,
  currencies: ["store", "admin", "currencies"] as const,
};

export function useAdminProducts(page: number, pageSize: number, search: string) {
  return useQuery({
    queryKey: adminKeys.products(page, search),
    queryFn: () =>
      apiData<ListData<StoreAdminProduct>>("Store/AdminGetStoreProducts", {
        query: { page, pageSize, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAllCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: () => apiData<StoreCategory[]>("Store/GetAllStoreProductCategory"),
  });
}

export function useAdminCurrencies() {
  return useQuery({
    queryKey: adminKeys.currencies,
    queryFn: () => apiData<Currency[]>("Currency/AdminGetCurrencies"),
  });
}

/** Every write refreshes the store's reads (the public pages as well as the back office). */
function useStoreMutation<V, T>(run: (value: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ["store"] }) });
}

export function useSaveProduct() {
  return useStoreMutation((input: StoreProductForm & { Id?: number }) =>
    apiRequest<StoreAdminProduct>(input.Id ? "Store/AdminEditStoreProduct" : "Store/AdminAddStoreProduct", {
      method: input.Id ? "PUT" : "POST",
      json: input,
    }),
  );
}

export function useSetPublished() {
  return useStoreMutation((input: { Id: number; IsPublished: boolean }) =>
    apiRequest<null>("Store/AdminSetStoreProductPublished", { method: "POST", json: input }),
  );
}

export function useUploadPicture() {
  return useStoreMutation(({ id, slot, file }: { id: number; slot: ProductImageSlot; file: File }) => {
    const form = new FormData();
    form.append("File", file);
    return apiRequest(`Store/AdminUploadStoreProductImage/${id}/${slot}`, { method: "POST", form });
  });
}

export function useUploadDownload() {
  return useStoreMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append("File", file);
    return apiRequest(`Store/AdminUploadStoreProductFile/${id}`, { method: "POST", form });
  });
}

export function useAddCategory() {
  return useStoreMutation((input: { Name: string; Description: string }) =>
    apiRequest<StoreCategory>("Store/AdminAddStoreProductCategory", { method: "POST", json: input }),
  );
}

export function useEditCategory() {
  return useStoreMutation((input: { Id: number; Name: string; Description: string; IsActive: boolean }) =>
    apiRequest<null>("Store/AdminEditStoreProductCategory", { method: "PUT", json: input }),
  );
}

export function useReorderCategories() {
  return useStoreMutation((Ids: number[]) =>
    apiRequest<StoreCategory[]>("Store/AdminReorderStoreProductCategories", { method: "PUT", json: { Ids } }),
  );
}

export function useUpdateCurrency() {
  return useStoreMutation((input: { CurrencyCode: string; Rate: number; IsActive: boolean }) =>
    apiRequest<Currency>("Currency/AdminUpdateCurrency", { method: "PUT", json: input }),
  );
}
