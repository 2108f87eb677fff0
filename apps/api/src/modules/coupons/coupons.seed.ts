import { addYearsUtc } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { couponsRepository } from "./coupons.repository.ts";

/** Demo coupons: percentage, fixed amount, expired, used up, and store ones (one limited, one expired). */
export function demoCoupons(now: Date) {
  return [
    {
      code: "WELCOME10",
      type: "Membership" as const,
      discountType: 1,
      discountValue: 10,
      expiresAt: null,
      maxUses: null,
    },
    {
      code: "SPRING25",
      type: "Membership" as const,
      discountType: 2,
      discountValue: 25,
      expiresAt: addYearsUtc(now, 1),
      maxUses: 500,
    },
    {
      code: "SUMMER2025",
      type: "Membership" as const,
      discountType: 1,
      discountValue: 20,
      expiresAt: new Date(Date.UTC(2025, 8, 1)),
      maxUses: null,
    },
    {
      code: "FOUNDERS",
      type: "Membership" as const,
      discountType: 1,
      discountValue: 50,
      expiresAt: null,
      maxUses: 25,
      timesUsed: 25,
    },
    { code: "STORE15", type: "Store" as const, discountType: 1, discountValue: 15, expiresAt: null, maxUses: null },
    // Store coupons of the coupon administration (ADR 0038): a fixed amount with a limit, and last season's.
    {
      code: "CHARTS10",
      type: "Store" as const,
      discountType: 2,
      discountValue: 10,
      expiresAt: addYearsUtc(now, 1),
      maxUses: 200,
      timesUsed: 37,
    },
    {
      code: "WINTERBOOKS",
      type: "Store" as const,
      discountType: 1,
      discountValue: 20,
      expiresAt: new Date(Date.UTC(2025, 2, 1)),
      maxUses: null,
    },
  ];
}

/** The demo coupons of the README. */
export async function seedDemoCoupons({ db, clock }: DemoSeedContext): Promise<void> {
  for (const coupon of demoCoupons(clock.now())) await couponsRepository.insert(db, coupon);
}
