import {
  type AppliedCoupon,
  centsToDollars,
  findLocationPricing,
  hidesCouponField,
  levelChangeProration,
  type PaymentQuote,
  quoteMembershipPayment,
} from "@haa/domain";
import { envelope, type SentRequest, stubFetch } from "./fetch.ts";

type Reply = { status?: number; body?: unknown } | Error;
type Route = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

/** "GET Membership/GetMembershipByUserId" for a request to /api/Membership/GetMembershipByUserId?userId=4. */
export function routeKey(request: SentRequest): string {
  const url = new URL(request.url, "http://app.test");
  return `${request.method} ${url.pathname.replace(/^\/api\//, "")}`;
}

/**
 * Stubs `fetch` with one answer per API route ("METHOD path", path without /api/ and query); a path ending in
 * "/*" matches any last segment. Unknown routes answer 404, so a test sees calls it did not expect.
 */
export function stubApi(routes: Record<string, Route>): SentRequest[] {
  return stubFetch(async (request) => {
    const key = routeKey(request);
    const route = routes[key] ?? routes[key.replace(/\/[^/]+$/, "/*")];
    if (route === undefined) return { status: 404, body: { Status: false, Message: `No stub for ${key}`, Data: null } };
    return typeof route === "function" ? route(request) : route;
  });
}

/** The requests sent to one route. */
export function sentTo(sent: SentRequest[], key: string): SentRequest[] {
  return sent.filter((request) => routeKey(request) === key);
}

/** The JSON body of a request. */
export function jsonBody(request: SentRequest | undefined): Record<string, unknown> {
  return JSON.parse(String(request?.body ?? "{}")) as Record<string, unknown>;
}

/** The fields of a multipart request. */
export function formOf(request: SentRequest | undefined): Record<string, FormDataEntryValue> {
  const body = request?.body instanceof FormData ? request.body : new FormData();
  return Object.fromEntries(body.entries());
}

/** The query of a request. */
export function queryOf(request: SentRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URL(request?.url ?? "/", "http://app.test").searchParams.entries());
}

/** GetMembershipPriceByLocation as the server answers it for a country (both readings). */
export function priceByLocation(country: "US" | "BR" | "JP" | null = "US") {
  const discounts = {
    BR: { StandardDiscount: 50, PractitionerDiscount: 100, InstructorDiscount: 100 },
    JP: { StandardDiscount: 30, PractitionerDiscount: 60, InstructorDiscount: 60 },
  };
  const Discount =
    country === "BR" || country === "JP"
      ? discounts[country]
      : { StandardDiscount: 0, PractitionerDiscount: 0, InstructorDiscount: 0 };
  const HideCoupon = country === "BR" || country === "JP";
  const data = { Country: country, Discount, HideCoupon, Levels: [] };
  return { body: { ...envelope(data), Country: country, Discount, HideCoupon } };
}

/** A current membership as GetMembershipByUserId presents it. */
export function membershipData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    UserMembershipId: 31,
    UserId: 4,
    MembershipId: 3,
    Name: "Standard",
    StartDateTime: "2026-06-14T10:00:00.000Z",
    EndDateTime: "2027-06-14T10:00:00.000Z",
    Status: "Active",
    IsActive: true,
    AutoRenew: true,
    CancelledAt: null,
    PendingMembershipId: null,
    PendingName: null,
    Price: 150,
    NextRenewalDate: "2027-06-14T10:00:00.000Z",
    NextRenewalAmount: 150,
    InstructorPreviousRecord: null,
    ...overrides,
  };
}

/** What the stand-in server knows about the member whose payment it prices. */
export interface QuoteFacts {
  country?: "US" | "BR" | "JP" | null;
  /** Discount codes it accepts, by upper-case code. */
  coupons?: Record<string, AppliedCoupon>;
  /**
   * For GetPaymentQuote with For=membership: the member's running membership (the country it was bought in). A
   * move to a higher level is then a prorated level change; anything else is priced as a renewal.
   */
  current?: { levelId: number; endDateTime: string; country?: string | null };
  /** For GetPaymentQuote with For=instructor. */
  instructor?: { licensingFeeCents: number; creditsCents: number };
}

/**
 * A stand-in for Membership/GetSignupQuote and Membership/GetPaymentQuote (ADR 0068). The real server prices with
 * the domain's `quoteMembershipPayment`; so does this, from the facts a test gives it, so the form's tests read
 * realistic lines. What the tests check is that the form shows the server's answer and sends its Total back.
 */
export function quoteRoutes(facts: QuoteFacts = {}): Record<string, Route> {
  const country = facts.country === undefined ? "US" : facts.country;
  const location = findLocationPricing(country ?? "") ?? null;
  const answer = (request: SentRequest): Reply => {
    const query = queryOf(request);
    const code = (query.Coupon ?? "").toUpperCase();
    const coupon = code ? (facts.coupons?.[code] ?? null) : null;
    if (code && !coupon) {
      return {
        status: 400,
        body: {
          Status: false,
          Message: "Invalid coupon code.",
          Data: null,
          Errors: { Coupon: "Invalid coupon code." },
        },
      };
    }
    const levelId = Number(query.MembershipId ?? 0);
    const signup = routeKey(request) === "GET Membership/GetSignupQuote";
    let kind: PaymentQuote["Kind"];
    let lines: ReturnType<typeof quoteMembershipPayment>;
    let proration: PaymentQuote["Proration"] = null;
    if (!signup && query.For === "instructor") {
      kind = "instructorRenewal";
      lines = quoteMembershipPayment({
        kind,
        licensingFeeCents: facts.instructor?.licensingFeeCents ?? 0,
        creditsCents: facts.instructor?.creditsCents ?? 0,
        coupon,
        location,
      });
    } else if (!signup && facts.current && levelId > facts.current.levelId && facts.current.levelId > 1) {
      kind = "levelChange";
      const step = levelChangeProration({
        fromLevelId: facts.current.levelId,
        toLevelId: levelId,
        location: findLocationPricing(facts.current.country ?? "") ?? null,
        now: new Date(),
        endDateTime: new Date(facts.current.endDateTime),
      });
      lines = quoteMembershipPayment({ kind, levelId, proratedAdjustmentCents: step.adjustmentCents, coupon });
      proration = {
        Months: step.months,
        NewPrice: centsToDollars(step.newPriceCents),
        OldPrice: centsToDollars(step.oldPriceCents),
        OldDiscount: centsToDollars(step.oldDiscountCents),
        OldPaid: centsToDollars(step.oldPaidCents),
        Monthly: centsToDollars(step.monthlyCents),
      };
    } else {
      kind = signup ? "signup" : "renewal";
      lines = quoteMembershipPayment({ kind, levelId, coupon, location });
    }
    const data: PaymentQuote = {
      Kind: kind,
      MembershipId: kind === "instructorRenewal" ? 5 : levelId,
      Base: centsToDollars(lines.base),
      LicensingFee: centsToDollars(lines.licensingFee),
      Credits: centsToDollars(lines.credits),
      ProratedAdjustment: centsToDollars(lines.proratedAdjustment),
      CouponDiscount: centsToDollars(lines.couponDiscount),
      CountryDiscount: centsToDollars(lines.countryDiscount),
      Total: centsToDollars(lines.total),
      Coupon: coupon ? code : null,
      Country: country,
      HideCoupon: hidesCouponField(country),
      Proration: proration,
    };
    return { body: envelope(data) };
  };
  return { "GET Membership/GetSignupQuote": answer, "GET Membership/GetPaymentQuote": answer };
}
