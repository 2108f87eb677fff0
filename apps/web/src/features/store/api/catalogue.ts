import type {
  Currency,
  ListData,
  StoreCategory,
  StoreProduct,
  StoreProductDetail,
  StoreProductKind,
} from "@haa/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";
import { useSession } from "../../../shared/session/session-store.ts";

export type { Currency, StoreCategory, StoreProduct, StoreProductDetail };

export interface StoreListParams {
  page: number;
  pageSize: number;
  search: string;
  category: number | null;
  kind: StoreProductKind | null;
  inStock: boolean;
}

/** GET Store/GetStoreProducts?page&pageSize&search&filters: `filters` is the JSON object the server validates. */
export function getStoreProducts(params: StoreListParams): Promise<ListData<StoreProduct>> {
  const filters: Record<string, unknown> = {};
  if (params.category) filters.Category = params.category;
  if (params.kind) filters.Kind = params.kind;
  if (params.inStock) filters.InStock = true;
  return apiData("Store/GetStoreProducts", {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
    },
  });
}

// The bearer changes the answers (an instructor sees InstructorPrice), so the signed-in user is in the keys.
export const storeKeys = {
  list: (params: StoreListParams, userId: number | null) => ["store", "list", params, userId] as const,
  categories: ["store", "categories"] as const,
  currencies: ["store", "currencies"] as const,
  detail: (id: number, userId: number | null) => ["store", "detail", id, userId] as const,
};

export function useStoreProducts(params: StoreListParams) {
  const userId = useSession().user?.Id ?? null;
  return useQuery({
    queryKey: storeKeys.list(params, userId),
    queryFn: () => getStoreProducts(params),
    placeholderData: keepPreviousData,
  });
}

export function useStoreCategories() {
  return useQuery({
    queryKey: storeKeys.categories,
    queryFn: () => apiData<StoreCategory[]>("Store/GetStoreProductCategory"),
    staleTime: 5 * 60_000,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: storeKeys.currencies,
    queryFn: () => apiData<Currency[]>("Currency/GetCurrencies"),
    staleTime: 30 * 60_000,
  });
}

export function useStoreProduct(id: number) {
  const userId = useSession().user?.Id ?? null;
  return useQuery({
    queryKey: storeKeys.detail(id, userId),
    queryFn: () => apiData<StoreProductDetail>("Store/GetStoreProductsById", { query: { Id: id, Web: "true" } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
