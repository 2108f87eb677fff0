import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENEWAL_SCAN_JOB } from "../../src/modules/membership/renewals.service.ts";
import { enqueue } from "../../src/platform/jobs/queue.ts";
import { member } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { CARDS, DAY_MS, storeCard } from "../membership/helpers.ts";
import { listOf } from "./helpers.ts";

const T0 = new Date("2026-11-21T10:00:00Z");
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
});
afterAll(() => server.close());

async function runScan() {
  await enqueue(
    server.runtime.deps.db,
    RENEWAL_SCAN_JOB,
    {},
    { key: `test:${randomUUID()}`, runAt: server.clock.now() },
  );
  await server.runtime.worker.drain();
}

describe("membership jobs also notify (besides their mails)", () => {
  it("a renewal, a failed renewal and an expiring card each leave a notification", async () => {
    const renews = await member(server, { level: 3, endDateTime: new Date(T0.getTime() + 2 * DAY_MS) });
    await storeCard(server, renews);
    const fails = await member(server, { level: 3, endDateTime: new Date(T0.getTime() + 2 * DAY_MS) });
    await storeCard(server, fails, CARDS.failsLater);

    server.clock.set(new Date(T0.getTime() + 2 * DAY_MS + 60_000));
    await runScan();

    const renewed = (await listOf(server, renews)).Data.List.find((n) => n.Kind === "membershipRenewed");
    expect(renewed).toMatchObject({ Title: "Your membership was renewed", Link: "/profile/membershipoverview" });
    expect(renewed?.Body).toContain("Standard membership now runs until November 23, 2027");
    const failed = (await listOf(server, fails)).Data.List.find((n) => n.Kind === "renewalFailed");
    expect(failed).toMatchObject({ Title: "Your renewal payment failed", Link: "/managemembership" });
  });

  it("the card-expiry notice names the card and the renewal date", async () => {
    const now = server.clock.now();
    const expiring = await member(server, { level: 3, endDateTime: new Date(now.getTime() + 20 * DAY_MS) });
    // A card that expires at the end of this month, before the renewal three weeks away.
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCFullYear()).slice(2)}`;
    const res = await server.call({
      method: "PUT",
      url: "/api/Membership/UpdateBillingDetails",
      token: expiring.token,
      payload: {
        UserId: expiring.id,
        CardHolderName: "Ana Souza",
        CardNumber: CARDS.visa,
        ExpiryDate: expiry,
        CVV: "123",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await runScan();
    const notice = (await listOf(server, expiring)).Data.List.find((n) => n.Kind === "cardExpiring");
    expect(notice?.Title).toBe("Your card is about to expire");
    expect(notice?.Body).toContain("The card ending in 4242");
  });
});
