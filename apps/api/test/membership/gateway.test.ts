import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewaySandboxOperations, gatewaySandboxTokens } from "../../src/db/schema.ts";
import type { CardInput, PaymentGateway } from "../../src/modules/billing/gateway.ts";
import { createSandboxGateway } from "../../src/modules/billing/sandbox-gateway.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { CARDS } from "./helpers.ts";

let server: TestServer;
let gateway: PaymentGateway;
let n = 0;
const key = () => `test-${++n}`;
const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  cvv: number.length === 15 ? "1234" : "123",
  expMonth: 12,
  expYear: 2030,
  holderName: "Ana Souza",
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  gateway = createSandboxGateway(server.runtime.deps.db, server.clock);
});
afterAll(() => server.close());

describe("the sandbox gateway", () => {
  it.each([
    [CARDS.visa, { ok: true }],
    [CARDS.amex, { ok: true }],
    ["5555555555554444", { ok: true }],
    [CARDS.declined, { ok: false, decline: "declined" }],
    [CARDS.insufficientFunds, { ok: false, decline: "insufficientFunds" }],
    [CARDS.expired, { ok: false, decline: "expiredCard" }],
    [CARDS.incorrectCvv, { ok: false, decline: "incorrectCvv" }],
    [CARDS.failsLater, { ok: true }],
    ["4242424242424241", { ok: false, decline: "declined" }],
  ])("charges %s: %j", async (number, expected) => {
    expect(await gateway.charge(card(number), 1500, key())).toMatchObject(expected);
  });

  it("refuses an expired date and a CVV of the wrong length even on a good number", async () => {
    expect(await gateway.charge(card(CARDS.visa, { expMonth: 10, expYear: 2026 }), 100, key())).toEqual({
      ok: false,
      decline: "expiredCard",
    });
    expect(await gateway.charge(card(CARDS.amex, { cvv: "123" }), 100, key())).toEqual({
      ok: false,
      decline: "incorrectCvv",
    });
  });

  it("stores a card as a token with brand, last four and expiry, and keeps neither number nor CVV", async () => {
    const stored = await gateway.storeCard(card(CARDS.amex), key());
    expect(stored).toMatchObject({ ok: true, brand: "amex", last4: "0005", expMonth: 12, expYear: 2030 });
    const everything = JSON.stringify([
      await server.runtime.deps.db.select().from(gatewaySandboxTokens),
      await server.runtime.deps.db.select().from(gatewaySandboxOperations),
    ]);
    expect(everything).not.toContain(CARDS.amex);
    expect(everything).not.toMatch(/"cvv"|"card_?number"/i);
  });

  it("stores 4000000000000341 fine, charges the typed card, and fails every later stored charge", async () => {
    const charged = await gateway.charge(card(CARDS.failsLater), 4000, key(), { saveCard: true });
    expect(charged.ok).toBe(true);
    if (!charged.ok) return;
    expect(await gateway.chargeStored(charged.card.token, 4000, key())).toEqual({ ok: false, decline: "declined" });
    const good = await gateway.storeCard(card(CARDS.visa), key());
    if (!good.ok) throw new Error("store failed");
    expect(await gateway.chargeStored(good.token, 4000, key())).toMatchObject({ ok: true, amountCents: 4000 });
    expect(await gateway.chargeStored("tok_unknown", 4000, key())).toEqual({ ok: false, decline: "declined" });
  });

  it("returns the first result for a repeated idempotency key, from any gateway instance", async () => {
    const k = key();
    const first = await gateway.charge(card(CARDS.visa), 1500, k);
    const other = createSandboxGateway(server.runtime.deps.db, server.clock);
    const [again, parallel] = await Promise.all([
      other.charge(card(CARDS.visa), 1500, k),
      gateway.charge(card(CARDS.visa), 1500, k),
    ]);
    expect(again).toEqual(first);
    expect(parallel).toEqual(first);
  });

  it("authorizes, captures and refunds", async () => {
    const auth = await gateway.authorize(card(CARDS.visa), 2500, key());
    expect(auth).toMatchObject({ ok: true, amountCents: 2500 });
    if (!auth.ok) return;
    const captured = await gateway.capture(auth.authorizationId, key());
    expect(captured).toMatchObject({ ok: true, chargeId: auth.authorizationId, amountCents: 2500 });
    expect(await gateway.capture("auth_missing", key())).toEqual({ ok: false, decline: "declined" });
    const refund = await gateway.refund(auth.authorizationId, key());
    expect(refund.ok).toBe(true);
    expect((await gateway.refund(auth.authorizationId, key())).ok).toBe(false);
  });
});
