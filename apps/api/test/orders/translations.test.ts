import { cartSchema, orderSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { cart, product, seedZones } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, get, outboxTo, post } from "../membership/helpers.ts";
import { usAddress } from "./helpers.ts";

/** The cart, the order pages and the receipt name products in the reader's language (ADR 0097). */
let server: TestServer;
let chartId: number;
let logId: number;

type Line = { ProductId: number; Product: { Title: string; Lang?: string } };

beforeAll(async () => {
  server = await startTestServer();
  await seedZones(server);
  const db = server.runtime.deps.db;
  chartId = (await product(server, { title: "The Protocol Chart — Wall Edition", priceCents: 4_800 })).id;
  logId = (await product(server, { title: "Practitioner's Session Log", priceCents: 1_800 })).id;
  await seedTranslations(db, "product", chartId, {
    de: { Title: "Die Protokolltafel – Wandausgabe" },
    ja: { Title: "プロトコル・チャート（壁掛け版）" },
  });
});
afterAll(() => server.close());

describe("products in the cart and the orders", () => {
  it("are named in the reader's language in the cart, English where untranslated", async () => {
    const guestId = await cart(server, [
      [chartId, 1],
      [logId, 2],
    ]);
    const ja = body(await get(server, `/api/Store/GetCartItems?GuestId=${guestId}`, { language: "ja" })).Data;
    cartSchema.strict().parse(ja);
    const lines = ja.Items as Line[];
    expect(lines.find((line) => line.ProductId === chartId)?.Product).toMatchObject({
      Title: "プロトコル・チャート（壁掛け版）",
      Lang: "ja",
    });
    expect(lines.find((line) => line.ProductId === logId)?.Product).toMatchObject({
      Title: "Practitioner's Session Log",
      Lang: "en",
    });
    // A change to the cart answers the cart in the same language.
    const added = await post(
      server,
      "/api/Store/AddToCart",
      { ProductId: chartId, Quantity: 1, GuestId: guestId },
      {
        language: "de",
      },
    );
    expect((body(added).Data.Items as Line[]).find((line) => line.ProductId === chartId)?.Product.Title).toBe(
      "Die Protokolltafel – Wandausgabe",
    );
  });

  it("are named in the buyer's language on the order pages and in the receipt", async () => {
    const guestId = await cart(server, [
      [chartId, 1],
      [logId, 1],
    ]);
    const email = "lena.guest@example.org";
    const paid = await post(
      server,
      "/api/Store/ProcessPayment",
      { ...cardFields(), GuestId: guestId, Email: email, Address: usAddress, AmountPaid: 75.95 },
      { language: "de" },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = body(paid).Data.Id as number;
    const [receipt] = await outboxTo(server, email);
    expect(receipt?.text).toContain("Die Protokolltafel – Wandausgabe");
    expect(receipt?.text).toContain("Practitioner's Session Log");
    expect(receipt?.text).toContain("Sie haben bestellt:");

    const detail = body(
      await get(server, `/api/Store/GetOrderById?Id=${orderId}&GuestId=${guestId}`, { language: "ja" }),
    ).Data;
    orderSchema.strict().parse(detail);
    const items = detail.Items as { ProductId: number; Title: string; Lang?: string }[];
    expect(items.find((item) => item.ProductId === chartId)).toMatchObject({
      Title: "プロトコル・チャート（壁掛け版）",
      Lang: "ja",
    });
    expect(items.find((item) => item.ProductId === logId)).toMatchObject({
      Title: "Practitioner's Session Log",
      Lang: "en",
    });
    const list = body(await get(server, `/api/Store/GetOrders?GuestId=${guestId}`, { language: "de" })).Data;
    expect(list.List[0].Items.find((item: { ProductId: number }) => item.ProductId === chartId)).toMatchObject({
      Title: "Die Protokolltafel – Wandausgabe",
      Lang: "de",
    });
  });
});
