import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { PaymentRow } from "./billing.repository.ts";
import { invoiceTypesetting, renderInvoicePdf } from "./invoice-pdf.ts";

// Not a font: rendering Japanese with it must fall back to an English invoice instead of failing.
process.env.INVOICE_FONT_CJK = fileURLToPath(import.meta.url);

const payment: PaymentRow = {
  id: 7,
  invoiceNumber: "HAA-2026-000007",
  userId: 1,
  userMembershipId: 1,
  membershipId: 3,
  seminarId: null,
  courseId: null,
  itemTitle: null,
  method: "card",
  kind: "signup",
  lines: [
    { kind: "membership", levelId: 3, amountCents: 15000 },
    { kind: "coupon", code: "WELCOME10", amountCents: -1500 },
  ],
  subtotalCents: 15000,
  discountCents: 1500,
  totalCents: 13500,
  currency: "USD",
  couponCode: "WELCOME10",
  countryCode: null,
  cardBrand: "visa",
  last4: "4242",
  gatewayChargeId: null,
  status: "paid",
  periodStart: new Date("2026-11-21T10:00:00Z"),
  periodEnd: new Date("2027-11-21T10:00:00Z"),
  createdAt: new Date("2026-11-21T10:00:00Z"),
};
const user = { firstName: "Zdeněk", lastName: "Řezníček", email: "z@example.org" };
const UNICODE = { file: "/fonts/unicode.ttf" };
const CJK = { file: "/fonts/cjk.ttc", family: "NotoSansCJKjp-Regular" };

describe("invoice PDFs", () => {
  it.each([
    ["en", { unicode: UNICODE, cjk: CJK }, "en", UNICODE],
    ["cs", { unicode: UNICODE, cjk: null }, "cs", UNICODE],
    ["cs", { unicode: null, cjk: null }, "en", null],
    ["de", { unicode: null, cjk: null }, "de", null],
    ["ja", { unicode: UNICODE, cjk: CJK }, "ja", CJK],
    ["ja", { unicode: UNICODE, cjk: null }, "en", UNICODE],
  ] as const)("%s with fonts %j prints in %s", (language, available, printed, font) => {
    expect(invoiceTypesetting(language, available)).toEqual({ language: printed, font });
  });

  it.each(["en", "de", "cs", "ja"] as const)("renders a %s invoice as a PDF", async (language) => {
    const pdf = await renderInvoicePdf(payment, user, language);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
