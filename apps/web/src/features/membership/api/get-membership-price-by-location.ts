import type { LocationDiscount, LocationPricing, VisitorPricing } from "@haa/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/client.ts";
import { membershipKeys } from "./keys.ts";

/**
 * What the payment form needs to know about the visitor's country: the shared schema's type (country
 * discounts in dollars, spec 000 §3 "Location-pricing response").
 */
export type { VisitorPricing };

const NO_DISCOUNT: LocationDiscount = { StandardDiscount: 0, PractitionerDiscount: 0, InstructorDiscount: 0 };

function readDiscount(value: unknown): LocationDiscount | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const amount = (name: keyof LocationDiscount) => (typeof record[name] === "number" ? (record[name] as number) : 0);
  return {
    StandardDiscount: amount("StandardDiscount"),
    PractitionerDiscount: amount("PractitionerDiscount"),
    InstructorDiscount: amount("InstructorDiscount"),
  };
}

/**
 * GET Membership/GetMembershipPriceByLocation. The spec reads Country and Discount at the top level, and a
 * second reading under Data: the top level wins, Data fills in what it lacks.
 */
export async function getMembershipPriceByLocation(): Promise<VisitorPricing> {
  const envelope = await apiRequest<Partial<VisitorPricing> | null>("Membership/GetMembershipPriceByLocation");
  const raw = envelope.Raw ?? {};
  const data = envelope.Data ?? {};
  const country =
    typeof raw.Country === "string" ? raw.Country : typeof data.Country === "string" ? data.Country : null;
  const hide = typeof raw.HideCoupon === "boolean" ? raw.HideCoupon : data.HideCoupon === true;
  return {
    Country: country,
    Discount: readDiscount(raw.Discount) ?? readDiscount(data.Discount) ?? NO_DISCOUNT,
    HideCoupon: hide,
    Levels: Array.isArray(data.Levels) ? data.Levels : [],
  };
}

export const locationPricingQuery = () =>
  queryOptions({
    queryKey: membershipKeys.locationPricing,
    queryFn: getMembershipPriceByLocation,
    // The visitor's country does not change while the page is open.
    staleTime: 10 * 60 * 1000,
  });

export function useLocationPricing() {
  return useQuery(locationPricingQuery());
}

/** The domain's shape of the visitor's discounts, for quoteMembershipPayment and the proration. */
export function toLocationPricing(pricing: VisitorPricing | undefined): LocationPricing | null {
  if (!pricing) return null;
  return { Country: pricing.Country ?? "", ...pricing.Discount };
}
