import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewaySandboxOperations } from "../../src/modules/billing/billing.schema.ts";
import { EXPIRE_PENDING_JOB, expirePendingOrders } from "../../src/modules/orders/orders.jobs.ts";
import { orders } from "../../src/modules/orders/orders.schema.ts";
import { jobs } from "../../src/platform/jobs/jobs.schema.ts";
import { addCoupon, cart, product, seedZones } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, couponUses, post, spyGateway } from "../membership/helpers.ts";
import { stockOf, usAddress } from "./helpers.ts";

/** ADR 0049: a checkout that dies between taking the stock and charging the card must not keep the stock. */
const spy = spyGateway();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ runtime: { gateway: spy.gateway } });
  spy.attach(server);
  await seedZones(server);
});
afterAll(() => server.close());

const MINUTE = 60_000;

const guestCart = (productId: number, quantity: number) => cart(server, [[productId, quantity]]);

const pendingOf = async (guestId: string) =>
  server.runtime.deps.db.select().from(orders).where(eq(orders.guestId, guestId));

/** Holds the card charge in flight until `release()`: the checkout process "hangs" between charge and commit. */
function holdCharge() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const charging = new Promise<void>((resolve) => {
    reached = resolve;
  });
  spy.hooks.afterCharge = async () => {
    reached();
    await held;
  };
  return { release, charging };
}

describe("orders.expirePending", () => {
  it("releases an abandoned pending order once: stock and coupon use back, the order expired", async () => {
    const p = await product(server, { stock: 5 });
    await addCoupon(server, { code: "LOSTCART", type: "Store", discountType: 1, discountValue: 10 });
    const g = await guestCart(p.id, 2);
    const hold = holdCharge();
    const paying = post(server, "/api/Store/ProcessPayment", {
      ...cardFields(),
      GuestId: g,
      Email: "lost.cart@example.org",
      Address: usAddress,
      CouponCode: "LOSTCART",
    });
    await hold.charging;
    const [pending] = await pendingOf(g);
    expect(pending?.status).toBe("pending");
    expect(await stockOf(server, p.id)).toBe(3);
    expect(await couponUses(server, "LOSTCART")).toBe(1);

    // Too young: a checkout still waiting on its gateway keeps its order.
    server.clock.advance(10 * MINUTE);
    expect((await expirePendingOrders(server.runtime.deps, server.clock.now())).expired).toBe(0);

    server.clock.advance(25 * MINUTE);
    expect((await expirePendingOrders(server.runtime.deps, server.clock.now())).expired).toBe(1);
    expect((await pendingOf(g))[0]?.status).toBe("expired");
    expect(await stockOf(server, p.id)).toBe(5);
    expect(await couponUses(server, "LOSTCART")).toBe(0);
    // Idempotent: a second run (or a second worker) gives nothing back twice.
    expect((await expirePendingOrders(server.runtime.deps, server.clock.now())).expired).toBe(0);
    expect(await stockOf(server, p.id)).toBe(5);

    // The hung checkout wakes up with a charge: it cannot revive the order, so the money goes back.
    hold.release();
    const res = await paying;
    spy.hooks.afterCharge = undefined;
    expect(res.statusCode).toBe(409);
    expect(body(res).Code).toBe("ORDER_EXPIRED");
    expect(body(res).Message).toContain("given back");
    const refunds = await server.runtime.deps.db
      .select()
      .from(gatewaySandboxOperations)
      .where(eq(gatewaySandboxOperations.idempotencyKey, `store-expired:${pending?.id}`));
    expect(refunds.map((r) => r.status)).toEqual(["refunded"]);
    expect(await stockOf(server, p.id)).toBe(5);
  });

  it("lets a payment that completes first keep its order and its stock", async () => {
    const p = await product(server, { stock: 4 });
    const g = await guestCart(p.id, 1);
    const hold = holdCharge();
    const paying = post(server, "/api/Store/ProcessPayment", {
      ...cardFields(),
      GuestId: g,
      Email: "quick.buyer@example.org",
      Address: usAddress,
    });
    await hold.charging;
    // The job runs while the charge is in flight, within the order's time: nothing happens.
    expect((await expirePendingOrders(server.runtime.deps, server.clock.now())).expired).toBe(0);
    hold.release();
    const res = await paying;
    spy.hooks.afterCharge = undefined;
    expect(res.statusCode).toBe(200);
    server.clock.advance(2 * 60 * MINUTE);
    expect((await expirePendingOrders(server.runtime.deps, server.clock.now())).expired).toBe(0);
    expect((await pendingOf(g))[0]?.status).toBe("paid");
    expect(await stockOf(server, p.id)).toBe(3);
  });

  it("is scheduled every five minutes by the worker and re-queues itself", async () => {
    const due = await server.runtime.deps.db.select().from(jobs).where(eq(jobs.name, EXPIRE_PENDING_JOB));
    expect(due.length).toBeGreaterThanOrEqual(1);
    server.clock.advance(10 * MINUTE);
    await server.runtime.worker.drain();
    const after = await server.runtime.deps.db.select().from(jobs).where(eq(jobs.name, EXPIRE_PENDING_JOB));
    expect(after.filter((job) => job.doneAt !== null).length).toBeGreaterThanOrEqual(1);
    expect(after.filter((job) => job.doneAt === null && job.failedAt === null)).toHaveLength(1);
  });
});
