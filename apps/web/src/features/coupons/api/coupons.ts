import type { AddCoupon, CouponListItem } from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { CouponListItem } from "@haa/domain";

export interface CouponList {
  List: CouponListItem[];
  TotalCount: number;
  PageSize: number;
}

export const COUPONS_PAGE_SIZE = 20;

export function useAdminCoupons(query: { page: number; search: string; type: "" | "Membership" | "Store" }) {
  return useQuery({
    queryKey: ["coupons", "admin", query],
    queryFn: () =>
      apiData<CouponList>("Coupon/GetCoupons", {
        query: {
          page: query.page,
          pageSize: COUPONS_PAGE_SIZE,
          search: query.search || undefined,
          Type: query.type || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
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
    mutationFn: (coupon: CouponInput) =>
      apiRequest<CouponListItem>(coupon.Id ? "Coupon/AdminUpdateCoupon" : "Coupon/AdminAddCoupon", {
        method: "POST",
        json: coupon,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["coupons", "admin"] }),
  });
}

export type CouponAction = { id: number; action: "expire" } | { id: number; action: "active"; active: boolean };

export function useCouponAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: CouponAction) =>
      v.action === "expire"
        ? apiRequest<CouponListItem>("Coupon/AdminExpireCoupon", { method: "POST", json: { Id: v.id } })
        : apiRequest<CouponListItem>("Coupon/AdminSetCouponActive", {
            method: "POST",
            json: { Id: v.id, IsActive: v.active },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["coupons", "admin"] }),
  });
}
