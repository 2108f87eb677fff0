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
