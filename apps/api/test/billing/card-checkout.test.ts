import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../../src/db/schema.ts";
import type { Deps } from "../../src/deps.ts";
import { AppError } from "../../src/http/errors.ts";
import { type CardCharge, type CardCheckout, payByCard, readCard } from "../../src/modules/billing/card-checkout.ts";
import type { PaymentGateway } from "../../src/modules/billing/gateway.ts";
import { type IdempotencyContext, runIdempotent } from "../../src/modules/billing/idempotency.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, CARDS, cardFields, post, spyGateway } from "../membership/helpers.ts";

/** The one card payment pipeline (ADR 0074), driven directly with recording steps, then through Donation/Donate. */
const spy = spyGateway();
/** While set, the gateway's charge call fails as a network error would: the pipeline's "unavailable". */
let unreachable = false;
const gateway: PaymentGateway = {
  ...spy.gateway,
  charge: ((...args: Parameters<PaymentGateway["charge"]>) =>
    unreachable
      ? Promise.reject(new Error("connection reset"))
      : (spy.gateway.charge as (...a: unknown[]) => ReturnType<PaymentGateway["charge"]>)(
          ...args,
        )) as PaymentGateway["charge"],
};

let server: TestServer;
let deps: Deps;
beforeAll(async () => {
  server = await startTestServer({ rateLimitFactor: 1, runtime: { gateway: spy.gateway } });
  spy.attach(server);
  deps = { ...server.runtime.deps, gateway };
});
afterAll(() => server.close());

const charges = () => spy.calls.filter((call) => call.method === "charge").length;

let ipSeq = 0;
/** A fresh caller per case, so one case's declines never spend another's budget. */
const caller = () => {
  ipSeq += 1;
  return { ip: `198.18.7.${ipSeq}`, account: `user:card-checkout-${ipSeq}` };
};

interface Trace {
  steps: string[];
  charge: CardCharge | null | undefined;
}

/** A checkout whose steps only record themselves; `commitFails` makes its transaction throw. */
function recording(
  trace: Trace,
  idem: IdempotencyContext,
  options: {
    card: string | null;
    amountCents: number;
    attempt: { ip: string; account: string };
    commitFails?: boolean;
  },
): CardCheckout<string, { Paid: number }> {
  return {
    card: options.card ? readCard(cardFields({ CardNumber: options.card }), server.clock.now()) : null,
    amountCents: options.amountCents,
    attempt: options.attempt,
    idem,
    kind: "donations",
    step: "test",
    hold: async () => {
      trace.steps.push("hold");
      return "held";
    },
    release: async (held) => {
      trace.steps.push(`release:${held}`);
    },
    commit: async (_tx, held, charge) => {
      trace.steps.push(`commit:${held}`);
      trace.charge = charge;
      if (options.commitFails) throw new Error("commit failed");
      return { Paid: options.amountCents };
    },
    compensate: async (held, charge, failure) => {
      trace.steps.push(`compensate:${held}:${charge?.chargeId ? "charged" : "nothing"}`);
      throw failure;
    },
  };
}

async function run(options: { card: string | null; amountCents: number; key?: string; commitFails?: boolean }) {
  const trace: Trace = { steps: [], charge: undefined };
  const attempt = caller();
  const before = charges();
  try {
    const { result, replayed } = await runIdempotent(
      deps,
      { scope: "test.pipeline", principal: attempt.account, key: options.key, body: { amount: options.amountCents } },
      (idem) => payByCard(deps, recording(trace, idem, { ...options, attempt })),
    );
    return { trace, result, replayed, error: undefined, charged: charges() - before };
  } catch (error) {
    return { trace, result: undefined, replayed: false, error, charged: charges() - before };
  }
}

const codeOf = (error: unknown) => (error instanceof AppError ? [error.status, error.code] : [500, String(error)]);

describe("payByCard", () => {
  const committed = ["hold", "commit:held"];
  const released = ["hold", "release:held"];
  // name, card (null: nothing due), amount in cents, the steps run, gateway charges, the refusal (null: paid)
  const cases: [string, string | null, number, string[], number, [number, string] | null][] = [
    ["a paid card is charged once and committed", CARDS.visa, 1_500, committed, 1, null],
    ["a declined card releases the hold", CARDS.declined, 1_500, released, 1, [400, "CARD_DECLINED"]],
    ["no funds is a decline too", CARDS.insufficientFunds, 900, released, 1, [400, "INSUFFICIENT_FUNDS"]],
    ["an expired card is a decline too", CARDS.expired, 900, released, 1, [400, "EXPIRED_CARD"]],
    ["nothing due: no card, no gateway, committed", null, 0, committed, 0, null],
  ];

  for (const [name, card, amountCents, steps, charged, refusal] of cases) {
    it(name, async () => {
      const outcome = await run({ card, amountCents });
      expect(outcome.trace.steps).toEqual(steps);
      expect(outcome.charged).toBe(charged);
      if (refusal) expect(codeOf(outcome.error)).toEqual(refusal);
      else expect(outcome.result).toEqual({ Paid: amountCents });
    });
  }

  it("an unreachable gateway releases the hold, answers 502 and spends no budget", async () => {
    unreachable = true;
    try {
      const attempt = caller();
      for (let i = 0; i < 12; i += 1) {
        const trace: Trace = { steps: [], charge: undefined };
        const error = await runIdempotent(
          deps,
          { scope: "test.pipeline", principal: attempt.account, key: undefined, body: {} },
          (idem) => payByCard(deps, recording(trace, idem, { card: CARDS.visa, amountCents: 900, attempt })),
        ).catch((failure: unknown) => failure);
        expect(codeOf(error)).toEqual([502, "GATEWAY_UNAVAILABLE"]);
        expect(trace.steps).toEqual(["hold", "release:held"]);
      }
    } finally {
      unreachable = false;
    }
  });

  it("declines spend the budget: the 11th try is 429 before anything is held or charged", async () => {
    const attempt = caller();
    const attemptOnce = async (card: string) => {
      const trace: Trace = { steps: [], charge: undefined };
      const error = await runIdempotent(
        deps,
        { scope: "test.pipeline", principal: attempt.account, key: undefined, body: {} },
        (idem) => payByCard(deps, recording(trace, idem, { card, amountCents: 900, attempt })),
      ).catch((failure: unknown) => failure);
      return { trace, error };
    };
    for (let i = 0; i < 10; i += 1) expect(codeOf((await attemptOnce(CARDS.declined)).error)[0]).toBe(400);
    const before = charges();
    const blocked = await attemptOnce(CARDS.visa);
    expect(codeOf(blocked.error)).toEqual([429, "TOO_MANY_FAILED_PAYMENTS"]);
    expect(blocked.trace.steps).toEqual([]);
    expect(charges()).toBe(before);
  });

  it("a failed commit is compensated with the charge, and frees the key for a retry", async () => {
    const failed = await run({ card: CARDS.visa, amountCents: 700, key: "commit-fails", commitFails: true });
    expect(failed.trace.steps).toEqual(["hold", "commit:held", "compensate:held:charged"]);
    expect(String(failed.error)).toContain("commit failed");
    const retried = await run({ card: CARDS.visa, amountCents: 700, key: "commit-fails" });
    expect(retried.error).toBeUndefined();
  });

  it("the same key answers the first result without holding or charging again", async () => {
    const first = await run({ card: CARDS.visa, amountCents: 1_100, key: "same-key" });
    // run() took the newest caller: the retry comes from the same one.
    const principal = `user:card-checkout-${ipSeq}`;
    const trace: Trace = { steps: [], charge: undefined };
    const before = charges();
    const { result, replayed } = await runIdempotent(
      deps,
      { scope: "test.pipeline", principal, key: "same-key", body: { amount: 1_100 } },
      (idem) => payByCard(deps, recording(trace, idem, { card: CARDS.visa, amountCents: 1_100, attempt: caller() })),
    );
    expect(first.replayed).toBe(false);
    expect(replayed).toBe(true);
    expect(result).toEqual(first.result);
    expect(trace.steps).toEqual([]);
    expect(charges()).toBe(before);
  });
});

describe("the pipeline behind a route (Donation/Donate)", () => {
  const gift = (email: string) => ({
    Amount: 12,
    Frequency: "OneOff",
    Name: "Ana Souza",
    Email: email,
    ...cardFields(),
  });

  it("replays a keyed retry with the same receipt and Idempotent-Replayed, charging once", async () => {
    const before = charges();
    const first = await post(server, "/api/Donation/Donate", gift("keyed@example.org"), {
      key: "gift-1",
      ip: "10.7.0.1",
    });
    const again = await post(server, "/api/Donation/Donate", gift("keyed@example.org"), {
      key: "gift-1",
      ip: "10.7.0.1",
    });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    expect(charges() - before).toBe(1);
  });

  it("charges once for twenty identical donations sent at once without a key", async () => {
    const before = charges();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(server, "/api/Donation/Donate", gift("parallel@example.org"), { ip: "10.7.0.2" }),
      ),
    );
    const rows = await deps.db.select().from(donations).where(eq(donations.email, "parallel@example.org"));
    expect(rows).toHaveLength(1);
    expect(charges() - before).toBe(1);
    const ok = answers.filter((res) => res.statusCode === 200);
    // The others waited for the donor's claim and got the first receipt, or were told a payment is running.
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    for (const res of ok) expect(body(res).Data.Id).toBe(rows[0]?.id);
    expect(ok.filter((res) => res.headers["idempotent-replayed"] === "true")).toHaveLength(ok.length - 1);
  });
});
