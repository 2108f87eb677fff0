import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, users } from "../../src/db/schema.ts";
import { IDEMPOTENCY_RETENTION_MS, PRUNE_IDEMPOTENCY_JOB } from "../../src/modules/billing/idempotency.ts";
import { enqueue } from "../../src/platform/jobs/queue.ts";
import { addCoupon, makeInstructor, member } from "../factories.ts";
import { multipart, signupFields, startTestServer, type TestServer, uniqueEmail } from "../harness.ts";
import {
  body,
  CARDS,
  cardFields,
  couponUses,
  DAY_MS,
  invoicesOf,
  membershipOf,
  post,
  put,
  spyGateway,
  successfulCharges,
} from "./helpers.ts";

/** Issue 6 item 1: one charge per period, whatever the burst (ADR 0011). */
const spy = spyGateway();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ runtime: { gateway: spy.gateway } });
  spy.attach(server);
});
afterAll(() => server.close());

const PAY = "/api/Membership/MembershipPayment";
const INSTRUCTOR = "/api/Membership/InstructorMembershipPayment";
const BURST = 20;

/** Gateway calls that move or reserve money, since `mark`. */
function chargesSince(mark: number) {
  return spy.calls.slice(mark).filter((call) => call.method === "charge").length;
}

function pay(user: { id: number; token: string }, fields: Record<string, unknown> = {}, key?: string) {
  return post(
    server,
    PAY,
    { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields(), ...fields },
    { token: user.token, ...(key ? { key } : {}) },
  );
}

const endsIn = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS);

describe("MembershipPayment for a period already paid", () => {
  it("refuses a renewal of the same level outside the renewal window with 409, charging nothing", async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(200) });
    const mark = spy.calls.length;
    const res = await pay(user);
    expect(res.statusCode, res.body).toBe(409);
    expect(body(res)).toMatchObject({
      Code: "PERIOD_ALREADY_PAID",
      Message: "Your membership is already paid until its end date. You can renew it within 30 days of that date.",
    });
    expect(chargesSince(mark)).toBe(0);
    expect(await invoicesOf(server, user.id)).toHaveLength(0);
  });

  it("answers in the caller's language", async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(200) });
    const res = await post(
      server,
      PAY,
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
      { token: user.token, language: "de" },
    );
    expect(res.statusCode).toBe(409);
    expect(body(res).Message).not.toMatch(/already paid/);
  });

  it("allows the upgrade while running, then refuses the same upgrade again", async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(180) });
    const first = await pay(user, { MembershipId: 4, AmountPaid: 225 });
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(user, { MembershipId: 4, AmountPaid: 300 });
    expect(again.statusCode, again.body).toBe(409);
    expect(body(again).Code).toBe("PERIOD_ALREADY_PAID");
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
  });
});

describe("parallel bursts without an Idempotency-Key", () => {
  it(`${BURST} identical renewals make exactly one charge, one invoice and one more year`, async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(10) });
    const before = await membershipOf(server, user.id);
    const mark = spy.calls.length;
    const responses = await Promise.all(Array.from({ length: BURST }, () => pay(user)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BURST - 1);
    expect(chargesSince(mark)).toBe(1);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
    const after = await membershipOf(server, user.id);
    expect(after.endDateTime.getTime() - before.endDateTime.getTime()).toBe(365 * DAY_MS);
  });

  it(`${BURST} identical upgrades make exactly one charge`, async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(180) });
    const mark = spy.calls.length;
    const responses = await Promise.all(
      Array.from({ length: BURST }, () => pay(user, { MembershipId: 4, AmountPaid: 225 })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(chargesSince(mark)).toBe(1);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
  });

  it(`${BURST} identical instructor renewals make exactly one charge`, async () => {
    const user = await member(server, { level: 5, endDateTime: endsIn(5) });
    await makeInstructor(server, user.id, { feeCents: 7500, creditsCents: 0 });
    const before = await membershipOf(server, user.id);
    const mark = spy.calls.length;
    const responses = await Promise.all(
      Array.from({ length: BURST }, () =>
        put(server, INSTRUCTOR, { UserId: user.id, AmountPaid: 375, ...cardFields() }, { token: user.token }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(BURST - 1);
    expect(chargesSince(mark)).toBe(1);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
    const after = await membershipOf(server, user.id);
    expect(after.endDateTime.getTime() - before.endDateTime.getTime()).toBe(365 * DAY_MS);
  });

  it("a coupon with one use left is used once by parallel payments of different members", async () => {
    await addCoupon(server, { code: "LASTONE", discountType: 1, discountValue: 10, maxUses: 5, timesUsed: 4 });
    const members = await Promise.all(
      Array.from({ length: 6 }, () => member(server, { level: 3, endDateTime: endsIn(10) })),
    );
    const mark = spy.calls.length;
    const responses = await Promise.all(members.map((user) => pay(user, { Coupon: "LASTONE", AmountPaid: 135 })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(body(refused).Errors?.Coupon).toBe("This coupon has reached its usage limit.");
    }
    expect(chargesSince(mark)).toBe(1);
    expect(await couponUses(server, "LASTONE")).toBe(5);
  });

  it("a declined payment gives its reserved coupon use back", async () => {
    await addCoupon(server, { code: "ONEMORE", discountType: 1, discountValue: 10, maxUses: 1 });
    const user = await member(server, { level: 3, endDateTime: endsIn(10) });
    const declined = await pay(user, { Coupon: "ONEMORE", AmountPaid: 135, CardNumber: CARDS.declined });
    expect(declined.statusCode).toBe(400);
    expect(await couponUses(server, "ONEMORE")).toBe(0);
    const paid = await pay(user, { Coupon: "ONEMORE", AmountPaid: 135 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await couponUses(server, "ONEMORE")).toBe(1);
  });
});

function paidSignup(fields: Record<string, string>, image?: Buffer) {
  const form = multipart(
    signupFields({ MembershipId: "3", AmountPaid: "150", ...cardFields(), ...fields }),
    image ? { field: "ProfileImageFile", filename: "me.png", contentType: "image/png", bytes: image } : undefined,
  );
  return server.call({ method: "POST", url: "/api/Account/signup", payload: form.payload, headers: form.headers });
}

describe("paid sign-up", () => {
  it(`${BURST} parallel paid sign-ups with one e-mail make exactly one charge and no refund`, async () => {
    const email = uniqueEmail("burst");
    const mark = spy.calls.length;
    const responses = await Promise.all(Array.from({ length: BURST }, () => paidSignup({ Email: email })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(body(refused).Code).toBe("EMAIL_EXISTS");
    }
    expect(chargesSince(mark)).toBe(1);
    expect(spy.calls.slice(mark).filter((call) => call.method === "refund")).toHaveLength(0);
    const rows = await server.runtime.deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it("a coupon with one use left is used once by parallel paid sign-ups", async () => {
    await addCoupon(server, { code: "SIGNUPLAST", discountType: 1, discountValue: 10, maxUses: 1 });
    const mark = spy.calls.length;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => paidSignup({ Coupon: "SIGNUPLAST", AmountPaid: "135" })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(chargesSince(mark)).toBe(1);
    expect(await couponUses(server, "SIGNUPLAST")).toBe(1);
  });

  it("a failed paid sign-up leaves no uploaded profile image", async () => {
    const uploads = path.join(server.runtime.deps.config.dataDir, "uploads", "profile");
    const files = () => {
      try {
        return readdirSync(uploads);
      } catch {
        return [];
      }
    };
    const before = files();
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const res = await paidSignup({ Email: uniqueEmail("orphan"), CardNumber: CARDS.declined }, image);
    expect(res.statusCode).toBe(400);
    expect(files()).toEqual(before);
    // The same image with a good card is kept.
    const ok = await paidSignup({ Email: uniqueEmail("kept") }, image);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(files()).toHaveLength(before.length + 1);
  });
});

describe("Idempotency-Key and card data", () => {
  it("a retry with another card number or CVV under the same key is the same request", async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(10) });
    const first = await pay(user, {}, "card-change-retry");
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(user, { CardNumber: CARDS.amex, CVV: "1234", ExpiryDate: "11/31" }, "card-change-retry");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it("forgets keys after 24 hours in the daily prune job; the paid period still refuses a second charge", async () => {
    const user = await member(server, { level: 3, endDateTime: endsIn(10) });
    const first = await pay(user, {}, "pruned-after-a-day");
    expect(first.statusCode, first.body).toBe(200);
    const { db } = server.runtime.deps;
    const keyRows = () => db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "pruned-after-a-day"));
    expect(await keyRows()).toHaveLength(1);

    // The job that starts with the server runs at 03:00 UTC; within a day the key is kept.
    await enqueue(db, PRUNE_IDEMPOTENCY_JOB, {}, { key: "test:prune-early", runAt: server.clock.now() });
    await server.runtime.worker.drain();
    expect(await keyRows()).toHaveLength(1);

    server.clock.advance(IDEMPOTENCY_RETENTION_MS + 1000);
    await enqueue(db, PRUNE_IDEMPOTENCY_JOB, {}, { key: "test:prune-late", runAt: server.clock.now() });
    await server.runtime.worker.drain();
    expect(await keyRows()).toHaveLength(0);

    const charges = await successfulCharges(server);
    const late = await pay(user, {}, "pruned-after-a-day");
    expect(late.statusCode, late.body).toBe(409);
    expect(await successfulCharges(server)).toBe(charges);
  });
});
