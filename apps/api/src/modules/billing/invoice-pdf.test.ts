import { translate } from "@haa/domain";
import { describe, expect, it } from "vitest";
import { pdfEmbeddedGlyphs, pdfFontNames, pdfUnicodeTexts } from "../../../test/pdf-text.ts";
import { fontRuns } from "../../shared/pdf-fonts.ts";
import type { PaymentRow } from "./billing.repository.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

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
const NAMES = [
  { firstName: "Zdeněk", lastName: "Řezníček" },
  { firstName: "山田", lastName: "太郎" },
  { firstName: "Łukasz", lastName: "Żółkiewski" },
  { firstName: "Ωmega", lastName: "Παπαδόπουλος" },
  { firstName: "Светлана", lastName: "Иванова" },
  { firstName: "Tomáš", lastName: "Dvořák 佐藤" },
];

describe("invoice PDFs (ADR 0049: Noto Sans / Noto Sans JP, subset)", () => {
  it.each(["en", "de", "cs", "ja"] as const)("renders a %s invoice in its language", async (language) => {
    const pdf = await renderInvoicePdf(payment, { ...NAMES[0], email: "z@example.org" } as never, language);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const [text] = await pdfUnicodeTexts(pdf);
    expect(text).toContain(translate(language, "membership.invoice.title"));
  });

  it.each(NAMES)("keeps the name $firstName $lastName, in a subset font of a few dozen KB", async (name) => {
    const pdf = await renderInvoicePdf(payment, { ...name, email: "n@example.org" } as never, "en");
    const [text] = await pdfUnicodeTexts(pdf);
    // Each run of one face is shown on its own: read the page as one line.
    expect(text?.replaceAll("\n", "")).toContain(`${name.firstName} ${name.lastName}`);
    expect(text).not.toContain("?");
    expect((await pdfFontNames(pdf)).some((font) => /NotoSans/.test(font))).toBe(true);
    expect(pdf.length).toBeLessThan(60_000);
  });

  it("embeds subsets whose every glyph has its outline (only the space is blank)", async () => {
    const pdf = await renderInvoicePdf(
      payment,
      { firstName: "Tomáš", lastName: "Dvořák 佐藤", email: "t@example.org" } as never,
      "ja",
    );
    const fonts = await pdfEmbeddedGlyphs(pdf);
    expect(fonts.map((font) => font.name.replace(/-\d+$/, "")).sort()).toEqual([
      "NotoSans-Regular",
      "NotoSansJP-Regular",
    ]);
    for (const font of fonts) {
      expect(font.unreadable, font.name).toBe(0);
      expect(font.blank, font.name).toBeLessThanOrEqual(1);
      expect(font.outlined, font.name).toBeGreaterThan(5);
    }
  });

  it.each([
    ["Łukasz Ωmega Иванова", [["sans", "Łukasz Ωmega Иванова"]]],
    ["山田 太郎", [["japanese", "山田 太郎"]]],
    [
      "Tomáš 佐藤",
      [
        ["sans", "Tomáš "],
        ["japanese", "佐藤"],
      ],
    ],
    [
      "佐藤 Dvořák",
      [
        ["japanese", "佐藤 "],
        ["sans", "Dvořák"],
      ],
    ],
    ["", []],
  ])("cuts %j into runs of one face each", (text, runs) => {
    expect(fontRuns(text).map((run) => [run.face, run.text])).toEqual(runs);
  });
});
