import {
  type Currency,
  contract,
  type ListData,
  STORE_PAGE_SIZE,
  STORE_PRODUCT_KINDS,
  type StoreCategory,
  type StoreProduct,
  type StoreProductDetail,
  type StoreProductKind,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callData } from "../../../shared/api/call.ts";
import { filterIdFrom, isItemId, pageFrom } from "../../../shared/api/url-params.ts";
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

/**
 * The store's list as its URL says (?page, ?search, ?category, ?kind, ?instock): the screen and its route loader
 * work it out alike, so they read the same query.
 */
export function storeListParams(params: URLSearchParams): StoreListParams {
  const rawKind = params.get("kind");
  return {
    page: pageFrom(params),
    pageSize: STORE_PAGE_SIZE,
    search: params.get("search") ?? "",
    category: filterIdFrom(params.get("category")),
    kind: STORE_PRODUCT_KINDS.find((value) => value === rawKind) ?? null,
    inStock: params.get("instock") === "1",
  };
}

/** GET Store/GetStoreProducts?page&pageSize&search&filters: `filters` is the JSON object the server validates. */
export function getStoreProducts(params: StoreListParams, signal?: AbortSignal): Promise<ListData<StoreProduct>> {
  const filters: Record<string, unknown> = {};
  if (params.category) filters.Category = params.category;
  if (params.kind) filters.Kind = params.kind;
  if (params.inStock) filters.InStock = true;
  return callData(contract.store.getStoreProducts, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
    },
    signal,
  });
}

// The bearer changes the answers (an instructor sees InstructorPrice), so the signed-in user is in the keys.
export const storeKeys = {
  list: (params: StoreListParams, userId: number | null) => ["store", "list", params, userId] as const,
  categories: ["store", "categories"] as const,
  currencies: ["store", "currencies"] as const,
  detail: (id: number, userId: number | null) => ["store", "detail", id, userId] as const,
};

export const storeProductsQuery = (params: StoreListParams, userId: number | null) =>
  queryOptions({
    queryKey: storeKeys.list(params, userId),
    queryFn: ({ signal }) => getStoreProducts(params, signal),
  });

export function useStoreProducts(params: StoreListParams) {
  const userId = useSession().user?.Id ?? null;
  return useQuery({ ...storeProductsQuery(params, userId), placeholderData: keepPreviousData });
}

export const storeCategoriesQuery = () =>
  queryOptions({
    queryKey: storeKeys.categories,
    queryFn: ({ signal }) => callData(contract.store.getStoreProductCategory, { signal }),
    staleTime: 5 * 60_000,
  });

export function useStoreCategories() {
  return useQuery(storeCategoriesQuery());
}

export const currenciesQuery = () =>
  queryOptions({
    queryKey: storeKeys.currencies,
    queryFn: ({ signal }) => callData(contract.store.getCurrencies, { signal }),
    staleTime: 30 * 60_000,
  });

export function useCurrencies() {
  return useQuery(currenciesQuery());
}

export const storeProductQuery = (id: number, userId: number | null) =>
  queryOptions({
    queryKey: storeKeys.detail(id, userId),
    queryFn: ({ signal }) => callData(contract.store.getStoreProductsById, { query: { Id: id, Web: "true" }, signal }),
  });

export function useStoreProduct(id: number) {
  const userId = useSession().user?.Id ?? null;
  return useQuery({ ...storeProductQuery(id, userId), enabled: isItemId(id) });
}
