/**
 * Query keys of the membership area. Everything about one member sits under ["membership", userId], so a
 * payment can refresh all of it at once; a sign-up quote is per visitor, not per member.
 */
export const membershipKeys = {
  all: ["membership"] as const,
  member: (userId: number) => ["membership", userId] as const,
  current: (userId: number) => ["membership", userId, "current"] as const,
  expiration: (userId: number) => ["membership", userId, "expiration"] as const,
  billingDetails: (userId: number) => ["membership", userId, "billingDetails"] as const,
  billingInfo: (userId: number) => ["membership", userId, "billingInfo"] as const,
  invoices: (userId: number) => ["membership", userId, "invoices"] as const,
  overview: (userId: number) => ["membership", userId, "overview"] as const,
  overviewCards: (userId: number) => ["membership", userId, "overviewCards"] as const,
  /** A payment's quote: under the member's key, so a change to the membership marks it stale; a sign-up's per visitor. */
  quote: (userId: number, purpose: string, levelId: number, coupon: string) =>
    ["membership", userId, "quote", purpose, levelId, coupon] as const,
  quotes: (userId: number) => ["membership", userId, "quote"] as const,
  signupQuote: (levelId: number, coupon: string) => ["pricing", "signup", levelId, coupon] as const,
};
