import { type AddCoupon, type CallData, contract } from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";

export type { CouponListItem } from "@haa/domain";

export type CouponList = CallData<typeof contract.coupons.getCoupons>;

export const COUPONS_PAGE_SIZE = 20;

export interface AdminCouponsQuery {
  page: number;
  search: string;
  type: "" | "Membership" | "Store";
}

/** What the coupon list shows first: page 1, no search, every type (the list keeps them in its own state). */
export const FIRST_COUPONS_PAGE: AdminCouponsQuery = { page: 1, search: "", type: "" };

const couponKeys = {
  admin: ["coupons", "admin"] as const,
  adminList: (query: AdminCouponsQuery) => [...couponKeys.admin, query] as const,
};

/** The administrator's coupon list, one page. */
export const adminCouponsQuery = (query: AdminCouponsQuery) =>
  queryOptions({
    queryKey: couponKeys.adminList(query),
    queryFn: ({ signal }) =>
      callData(contract.coupons.getCoupons, {
        query: {
          page: query.page,
          pageSize: COUPONS_PAGE_SIZE,
          search: query.search || undefined,
          Type: query.type || undefined,
        },
        signal,
      }),
  });

export function useAdminCoupons(query: AdminCouponsQuery) {
  return useQuery({ ...adminCouponsQuery(query), placeholderData: keepPreviousData });
}

/** The coupon form's body: a new coupon without Id, an edited one with it. */
export type CouponInput = Omit<AddCoupon, "ExpiresAt" | "MaxUses"> & {
  Id?: number | undefined;
  ExpiresAt: string | null;
  MaxUses: number | null;
};

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Id, ...coupon }: CouponInput) =>
      Id
        ? callApi(contract.coupons.adminUpdateCoupon, { body: { Id, ...coupon } })
        : callApi(contract.coupons.adminAddCoupon, { body: coupon }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.admin }),
  });
}

export type CouponAction = { id: number; action: "expire" } | { id: number; action: "active"; active: boolean };

export function useCouponAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: CouponAction) =>
      v.action === "expire"
        ? callApi(contract.coupons.adminExpireCoupon, { body: { Id: v.id } })
        : callApi(contract.coupons.adminSetCouponActive, { body: { Id: v.id, IsActive: v.active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.admin }),
  });
}
