import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualsRepository } from "../../src/modules/manuals/manuals.repository.ts";
import { manualOwners } from "../../src/modules/manuals/manuals.schema.ts";
import { member } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, CARDS, cardFields, get, invoicesOf, outboxTo, post, successfulCharges } from "../membership/helpers.ts";

let server: TestServer;
let manualId: number;
let freeManualId: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  const row = await manualsRepository.insertManual(db, {
    title: "Foundations practitioner manual",
    description: "The reference for Modules 1 and 2.",
    language: "en",
    fileUrl: "private/manuals/none.pdf",
    priceCents: 3_900,
  });
  manualId = row.id;
  const free = await manualsRepository.insertManual(db, {
    title: "Client intake checklist",
    fileUrl: "private/manuals/none-2.pdf",
    priceCents: 0,
  });
  freeManualId = free.id;
});
afterAll(() => server.close());

type User = { id: number; token: string; email: string };
const buy = (user: User, payload: Record<string, unknown>, key?: string) =>
  post(server, "/api/DigitalManual/PurchaseManual", payload, { token: user.token, ...(key ? { key } : {}) });
const copies = (userId: number, id = manualId) =>
  server.runtime.deps.db
    .select()
    .from(manualOwners)
    .where(and(eq(manualOwners.userId, userId), eq(manualOwners.manualId, id)));

describe("DigitalManual/PurchaseManual", () => {
  it("charges the card, writes a manual payment with its invoice line and receipt, and grants the copy", async () => {
    const buyer = (await member(server, { level: 3 })) as User;
    const before = await successfulCharges(server);
    const res = await buy(buyer, { ManualId: manualId, AmountPaid: 39, ...cardFields() }, "manual-key-1");
    expect(res.statusCode, res.body).toBe(200);
    const data = body(res).Data as Record<string, unknown>;
    expect(data).toMatchObject({ ManualId: manualId, Title: "Foundations practitioner manual", AmountPaid: 39 });
    expect(String(data.PurchaseId)).toMatch(/^M-\d{4}-\d{6}$/);
    expect(await successfulCharges(server)).toBe(before + 1);
    const [payment] = await invoicesOf(server, buyer.id);
    expect(payment).toMatchObject({ kind: "manual", totalCents: 3_900, itemTitle: "Foundations practitioner manual" });
    expect(payment?.lines).toEqual([{ kind: "manual", title: "Foundations practitioner manual", amountCents: 3_900 }]);
    expect(await copies(buyer.id)).toHaveLength(1);
    expect((await copies(buyer.id))[0]?.source).toBe("purchase");
    const mails = await outboxTo(server, buyer.email);
    expect(mails.some((mail) => mail.text.includes("Foundations practitioner manual"))).toBe(true);
    // The copy is listed on /mymanuals.
    const mine = await get(server, `/api/DigitalManual/GetDigitalManualByUserId?userId=${buyer.id}`, {
      token: buyer.token,
    });
    expect(body(mine).Data.List[0]).toMatchObject({ ManualId: manualId, Source: "purchase" });
    // A retry with the same key answers the first receipt without charging again.
    const retry = await buy(buyer, { ManualId: manualId, AmountPaid: 39, ...cardFields() }, "manual-key-1");
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await successfulCharges(server)).toBe(before + 1);
  });

  it("refuses a manual the member owns already (409, translated)", async () => {
    const buyer = (await member(server, { level: 2 })) as User;
    expect((await buy(buyer, { ManualId: manualId, AmountPaid: 39, ...cardFields() })).statusCode).toBe(200);
    const again = await post(
      server,
      "/api/DigitalManual/PurchaseManual",
      { ManualId: manualId, AmountPaid: 39, ...cardFields() },
      { token: buyer.token, language: "de" },
    );
    expect(again.statusCode).toBe(409);
    expect(body(again).Code).toBe("MANUAL_ALREADY_OWNED");
    expect(body(again).Message).toBe("Dieses Handbuch besitzen Sie bereits: Sie finden es unter Meine Handbücher.");
    const view = await get(server, `/api/DigitalManual/GetManualForSale?manualId=${manualId}`, { token: buyer.token });
    expect(body(view).Data).toMatchObject({ Id: manualId, Price: 39, Owned: true });
  });

  it("sells once under 20 parallel purchases", async () => {
    const buyer = (await member(server, { level: 3 })) as User;
    const before = await successfulCharges(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buy(buyer, { ManualId: manualId, AmountPaid: 39, ...cardFields() }, `parallel-${buyer.id}-${i}`),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(await successfulCharges(server)).toBe(before + 1);
    expect(await copies(buyer.id)).toHaveLength(1);
    expect((await invoicesOf(server, buyer.id)).filter((p) => p.kind === "manual")).toHaveLength(1);
  });

  it("refuses a wrong amount, a missing card, a declined card, an unknown manual and a visitor", async () => {
    const buyer = (await member(server, { level: 3 })) as User;
    const wrong = await buy(buyer, { ManualId: manualId, AmountPaid: 10, ...cardFields() });
    expect(wrong.statusCode).toBe(400);
    const noCard = await buy(buyer, { ManualId: manualId, AmountPaid: 39 });
    expect(noCard.statusCode).toBe(400);
    const declined = await buy(buyer, {
      ManualId: manualId,
      AmountPaid: 39,
      ...cardFields({ CardNumber: CARDS.declined }),
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.body).not.toContain(CARDS.declined);
    expect(await copies(buyer.id)).toHaveLength(0);
    expect((await buy(buyer, { ManualId: 999_999, AmountPaid: 39, ...cardFields() })).statusCode).toBe(404);
    expect((await buy(buyer, { ManualId: "x", AmountPaid: 39 })).statusCode).toBe(400);
    const visitor = await server.call({
      method: "POST",
      url: "/api/DigitalManual/PurchaseManual",
      payload: { ManualId: manualId, AmountPaid: 39, ...cardFields() },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("gives a free manual without a card and lists what is on sale", async () => {
    const buyer = (await member(server, { level: 1 })) as User;
    const res = await buy(buyer, { ManualId: freeManualId, AmountPaid: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ InvoiceId: null, AmountPaid: 0 });
    const sale = await get(server, "/api/DigitalManual/GetManualsForSale", { token: buyer.token });
    const list = body(sale).Data as { Id: number; Owned: boolean }[];
    expect(list.find((m) => m.Id === freeManualId)?.Owned).toBe(true);
    expect(list.find((m) => m.Id === manualId)?.Owned).toBe(false);
  });
});
