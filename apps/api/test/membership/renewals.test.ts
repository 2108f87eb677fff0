import { randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewaySandboxOperations, outbox, userMemberships, users } from "../../src/db/schema.ts";
import { billingRepository } from "../../src/modules/billing/billing.repository.ts";
import { membershipRepository } from "../../src/modules/membership/membership.repository.ts";
import {
  createRenewalService,
  RENEWAL_LOCK_TIMEOUT_MS,
  RENEWAL_SCAN_JOB,
} from "../../src/modules/membership/renewals.service.ts";
import { enqueue } from "../../src/platform/jobs/queue.ts";
import { makeInstructor, member } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import {
  body,
  CARDS,
  cardFields,
  DAY_MS,
  get,
  invoicesOf,
  membershipOf,
  outboxTo,
  paymentsCounted,
  post,
  put,
  renewalsOf,
} from "./helpers.ts";

const T0 = new Date("2026-11-21T10:00:00Z");
const day = (n: number) => new Date(T0.getTime() + n * DAY_MS);

/** What the hourly job does: queue a renewal scan now (like `npm run jobs`) and run every due job. */
async function runJobs(server: TestServer) {
  await enqueue(
    server.runtime.deps.db,
    RENEWAL_SCAN_JOB,
    {},
    { key: `test:${randomUUID()}`, runAt: server.clock.now() },
  );
  await server.runtime.worker.drain();
}

async function chargedStored(server: TestServer, userId: number) {
  const card = await billingRepository.findBillingDetails(server.runtime.deps.db, userId);
  const rows = await server.runtime.deps.db
    .select()
    .from(gatewaySandboxOperations)
    .where(
      and(
        eq(gatewaySandboxOperations.operation, "chargeStored"),
        eq(gatewaySandboxOperations.token, card?.gatewayToken ?? ""),
      ),
    );
  return rows;
}

describe("a year of renewals, reminders and dunning on a fake clock", () => {
  let server: TestServer;
  const mails = new Map<string, { day: number; subject: string; text: string }[]>();
  let people: Record<
    "renews" | "fails" | "cancelled" | "downgraded" | "expiring" | "instructor",
    { id: number; email: string; token: string }
  >;
  const checks: Record<string, unknown> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: T0 });
    const store = async (user: { id: number; token: string }, number: string, expiry = "12/30") => {
      const res = await put(
        server,
        "/api/Membership/UpdateBillingDetails",
        { UserId: user.id, ...cardFields({ CardNumber: number, ExpiryDate: expiry }) },
        { token: user.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const renews = await member(server, { level: 3, endDateTime: day(30) });
    await store(renews, CARDS.visa);
    const fails = await member(server, { level: 3, endDateTime: day(40) });
    await store(fails, CARDS.failsLater);
    const cancelled = await member(server, { level: 3, endDateTime: day(50) });
    await store(cancelled, CARDS.visa);
    expect(
      (
        await put(server, `/api/Membership/CancelUserMembership?userID=${cancelled.id}`, undefined, {
          token: cancelled.token,
        })
      ).statusCode,
    ).toBe(200);
    const downgraded = await member(server, { level: 3, endDateTime: day(60) });
    await store(downgraded, CARDS.visa);
    const downgrade = await put(
      server,
      `/api/Membership/DowngradeUserMembership?userID=${downgraded.id}&MemberShipID=2`,
      undefined,
      { token: downgraded.token },
    );
    expect(downgrade.statusCode).toBe(200);
    const expiring = await member(server, { level: 3, endDateTime: day(80) });
    await store(expiring, CARDS.visa, "01/27");
    const instructor = await member(server, { level: 5, endDateTime: day(90) });
    await store(instructor, CARDS.visa);
    await makeInstructor(server, instructor.id, { feeCents: 7500, creditsCents: 4000 });
    people = { renews, fails, cancelled, downgraded, expiring, instructor };

    let lastMailId =
      (await server.runtime.deps.db.select({ n: sql<number>`coalesce(max(id), 0)::int` }).from(outbox))[0]?.n ?? 0;
    for (let d = 0; d <= 400; d++) {
      server.clock.set(day(d));
      await runJobs(server);
      const fresh = await server.runtime.deps.db
        .select()
        .from(outbox)
        .where(gt(outbox.id, lastMailId))
        .orderBy(outbox.id);
      for (const mail of fresh) {
        lastMailId = mail.id;
        mails.set(mail.to, [...(mails.get(mail.to) ?? []), { day: d, subject: mail.subject, text: mail.text }]);
      }
      if (d === 45) {
        const res = await get(server, `/api/Membership/CheckUserMembershipExpiration?userId=${fails.id}`, {
          token: fails.token,
        });
        checks.duringDunning = body(res).Data;
      }
      if (d === 55) {
        const res = await get(server, `/api/Membership/CheckUserMembershipExpiration?userId=${fails.id}`, {
          token: fails.token,
        });
        checks.afterLapse = body(res).Data;
      }
    }
  }, 240_000);
  afterAll(() => server.close());

  const mailsOf = (who: keyof typeof people) =>
    (mails.get(people[who].email.toLowerCase()) ?? []).map((m) => [m.day, m.subject] as const);

  it("renews at the end date for the full price, reminds 7 days before, and mails the receipt, twice in the year", async () => {
    const invoices = await invoicesOf(server, people.renews.id);
    expect(
      invoices.map((i) => [i.kind, i.totalCents, i.periodStart?.toISOString(), i.periodEnd?.toISOString()]),
    ).toEqual([
      ["autoRenewal", 15000, day(30).toISOString(), day(395).toISOString()],
      ["autoRenewal", 15000, day(395).toISOString(), "2028-12-21T10:00:00.000Z"],
    ]);
    expect(mailsOf("renews")).toEqual([
      [23, "Your Standard membership renews on December 21, 2026"],
      [30, `Your receipt ${invoices[0]?.invoiceNumber}`],
      [388, "Your Standard membership renews on December 21, 2027"],
      [395, `Your receipt ${invoices[1]?.invoiceNumber}`],
    ]);
    const reminder = mails.get(people.renews.email.toLowerCase())?.[0]?.text ?? "";
    expect(reminder).toContain("We will charge $150.00 to the card ending in 4242.");
    expect((await membershipOf(server, people.renews.id)).endDateTime.toISOString()).toBe("2028-12-21T10:00:00.000Z");
    expect(await chargedStored(server, people.renews.id)).toHaveLength(2);
  });

  it("retries a failing card on days 1, 3, 7 and 14 with a mail each time, keeps access meanwhile, then lapses", async () => {
    const subjects = mailsOf("fails");
    expect(subjects).toEqual([
      [33, "Your Standard membership renews on December 31, 2026"],
      [40, "We could not renew your membership"],
      [41, "We could not renew your membership"],
      [43, "We could not renew your membership"],
      [47, "We could not renew your membership"],
      [54, "Your membership has lapsed"],
    ]);
    const firstDunning = mails.get(people.fails.email.toLowerCase())?.[1]?.text ?? "";
    expect(firstDunning).toContain("The answer was: Your card was declined.");
    expect(firstDunning).toContain("We will try again on January 1, 2027.");
    expect(firstDunning).toContain("http://app.test/managemembership");
    expect(checks.duringDunning).toMatchObject({ IsExpired: false, Status: "PastDue" });
    expect(checks.afterLapse).toMatchObject({ IsExpired: true, Status: "Lapsed" });
    expect(await membershipOf(server, people.fails.id)).toMatchObject({ status: "lapsed" });
    const [renewal] = await renewalsOf(server, (await membershipOf(server, people.fails.id)).id);
    expect(renewal).toMatchObject({ state: "failed", attempts: 5, lastError: "declined" });
    expect(await chargedStored(server, people.fails.id)).toHaveLength(5);
    expect(await invoicesOf(server, people.fails.id)).toHaveLength(0);
  });

  it("lets a cancelled membership lapse at its end date without a charge or a reminder", async () => {
    expect(mailsOf("cancelled")).toEqual([[50, "Your membership has ended"]]);
    expect(await membershipOf(server, people.cancelled.id)).toMatchObject({ status: "lapsed", autoRenew: false });
    expect(await chargedStored(server, people.cancelled.id)).toHaveLength(0);
  });

  it("renews a downgraded membership at the lower level and its price", async () => {
    const [first] = await invoicesOf(server, people.downgraded.id);
    expect(first).toMatchObject({ membershipId: 2, totalCents: 4000, kind: "autoRenewal" });
    expect(mailsOf("downgraded")[0]).toEqual([53, "Your Access membership renews on January 20, 2027"]);
    expect(await membershipOf(server, people.downgraded.id)).toMatchObject({
      membershipId: 2,
      pendingMembershipId: null,
    });
  });

  it("warns when the stored card expires before the renewal, then runs dunning when it has", async () => {
    const subjects = mailsOf("expiring");
    expect(subjects.slice(0, 3)).toEqual([
      [50, "Your card expires before your membership renews"],
      [73, "Your Standard membership renews on February 9, 2027"],
      [80, "We could not renew your membership"],
    ]);
    expect(mails.get(people.expiring.email.toLowerCase())?.[0]?.text).toContain("expires at the end of 01/27");
    expect(mails.get(people.expiring.email.toLowerCase())?.[2]?.text).toContain("Your card has expired.");
  });

  it("renews the Instructor Membership at 300 + licence fee − credits and uses the credits", async () => {
    const invoices = await invoicesOf(server, people.instructor.id);
    expect(invoices.map((i) => i.totalCents)).toEqual([33500]);
    // A year later the member's 90-day session has long expired; read the record as the service does.
    const record = await membershipRepository.instructor(server.runtime.deps.db, people.instructor.id);
    expect(record).toMatchObject({
      instructorLevel: "Certified Instructor",
      licensingFeeCents: 7500,
      totalCreditsEarnedCents: 0,
    });
    expect(await membershipOf(server, people.instructor.id)).toMatchObject({ membershipId: 5, status: "active" });
  });
});

describe("exactly once", () => {
  let server: TestServer;
  const METRICS_TOKEN = "renewal-metrics-token-0123456789";
  beforeAll(async () => {
    server = await startTestServer({ now: T0, config: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(() => server.close());

  async function dueMember(number: string = CARDS.visa) {
    server.clock.set(T0);
    const user = await member(server, { level: 3, endDateTime: day(1) });
    await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      { UserId: user.id, ...cardFields({ CardNumber: number }) },
      { token: user.token },
    );
    return user;
  }

  it("charges a period once when scans run twice and concurrently", async () => {
    const user = await dueMember();
    server.clock.set(day(2));
    const renewals = createRenewalService(server.runtime.deps);
    const reports = await Promise.all([renewals.scan(), renewals.scan(), renewals.scan()]);
    await runJobs(server);
    await runJobs(server);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
    expect(await chargedStored(server, user.id)).toHaveLength(1);
  });

  it("finds the charge of a crashed attempt again instead of charging twice", async () => {
    const user = await dueMember();
    server.clock.set(day(2));
    const { db, gateway } = server.runtime.deps;
    const membership = await membershipOf(server, user.id);
    await membershipRepository.ensureRenewal(db, membership, server.clock.now());
    const [renewal] = await renewalsOf(server, membership.id);
    // A process claims the renewal, charges the card, and dies before recording anything.
    const claimed = await membershipRepository.claimRenewal(
      db,
      renewal?.id ?? 0,
      server.clock.now(),
      server.clock.now(),
    );
    const card = await billingRepository.findBillingDetails(db, user.id);
    const charged = await gateway.chargeStored(
      card?.gatewayToken ?? "",
      15000,
      `renewal:${claimed?.id}:${claimed?.attempts}`,
    );
    expect(charged.ok).toBe(true);
    // While its lock is fresh nobody touches it; once stale, the next scan takes it over with the same key.
    await runJobs(server);
    expect(await invoicesOf(server, user.id)).toHaveLength(0);
    server.clock.advance(RENEWAL_LOCK_TIMEOUT_MS + 60_000);
    await runJobs(server);
    const invoices = await invoicesOf(server, user.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.gatewayChargeId).toBe(charged.ok ? charged.chargeId : "");
    expect(await chargedStored(server, user.id)).toHaveLength(1);
  });

  it("finds its charge again when recording it failed, and counts the failed try as an error", async () => {
    const user = await dueMember();
    server.clock.set(day(2));
    const { db } = server.runtime.deps;
    const counted = (outcome: "paid" | "error") => paymentsCounted(server, METRICS_TOKEN, "renewal", outcome);
    const [paidBefore, errorsBefore] = [await counted("paid"), await counted("error")];
    // The card is charged, then writing the invoice fails (a full disk, a lost connection): the transaction rolls
    // back and the charge is left at the gateway under the try's key.
    await db.execute(sql`create function test_invoice_fails() returns trigger language plpgsql as $$
      begin raise exception 'the invoice could not be written'; end $$`);
    await db.execute(sql`create trigger test_invoice_fails before insert on payments
      for each row execute function test_invoice_fails()`);
    try {
      await expect(createRenewalService(server.runtime.deps).scan()).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger test_invoice_fails on payments`);
      await db.execute(sql`drop function test_invoice_fails()`);
    }
    expect(await invoicesOf(server, user.id)).toHaveLength(0);
    expect(await counted("error")).toBe(errorsBefore + 1);
    // Once the failed try's lock is stale, the next scan takes it over with the same key and records that charge.
    server.clock.advance(RENEWAL_LOCK_TIMEOUT_MS + 60_000);
    await runJobs(server);
    const invoices = await invoicesOf(server, user.id);
    expect(invoices).toHaveLength(1);
    const charges = await chargedStored(server, user.id);
    expect(charges).toHaveLength(1);
    expect(invoices[0]?.gatewayChargeId).toBe(charges[0]?.id);
    expect(await membershipOf(server, user.id)).toMatchObject({ status: "active", endDateTime: day(366) });
    expect(await counted("paid")).toBe(paidBefore + 1);
  });

  it("retries an open renewal at once when the member updates the billing details", async () => {
    const user = await dueMember(CARDS.failsLater);
    server.clock.set(day(2));
    await runJobs(server);
    expect(await membershipOf(server, user.id)).toMatchObject({ status: "past_due" });
    const res = await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      { UserId: user.id, ...cardFields() },
      { token: user.token, key: "new-card" },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      Message: "Your billing details for autorenewal have been updated. ",
      Data: { RenewalRetried: true, RenewalStatus: "Paid", Membership: { Status: "Active" } },
    });
    const membership = await membershipOf(server, user.id);
    expect(membership).toMatchObject({ status: "active" });
    expect(membership.endDateTime.toISOString()).toBe(new Date(day(1).getTime() + 365 * DAY_MS).toISOString());
    const subjects = (await outboxTo(server, user.email)).map((m) => m.subject);
    expect(subjects.at(-1)).toMatch(/^Your receipt HAA-2026-/);
    // The same key again replays the answer; nothing is charged again.
    const replay = await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      { UserId: user.id, ...cardFields() },
      { token: user.token, key: "new-card" },
    );
    expect(replay.json()).toEqual(res.json());
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
  });

  it("closes the open renewal when the member pays by hand during dunning", async () => {
    const user = await dueMember(CARDS.failsLater);
    server.clock.set(day(2));
    await runJobs(server);
    const pay = await post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
      { token: user.token },
    );
    expect(pay.statusCode, pay.body).toBe(200);
    // Paid during dunning: the year continues from the old end date.
    expect(body(pay).Data.EndDateTime).toBe(new Date(day(1).getTime() + 365 * DAY_MS).toISOString());
    const membership = await membershipOf(server, user.id);
    expect((await renewalsOf(server, membership.id)).map((r) => r.state)).toEqual(["superseded"]);
    server.clock.set(day(10));
    await runJobs(server);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
  });

  it("renews a free Starter membership without charging, and never charges a locked account", async () => {
    const starter = await member(server, { level: 1, endDateTime: day(1) });
    const locked = await dueMember();
    await server.runtime.deps.db.update(users).set({ lockedAt: T0 }).where(eq(users.id, locked.id));
    server.clock.set(day(2));
    await runJobs(server);
    expect((await membershipOf(server, starter.id)).endDateTime.toISOString()).toBe(
      new Date(day(1).getTime() + 365 * DAY_MS).toISOString(),
    );
    expect(await invoicesOf(server, starter.id)).toHaveLength(0);
    expect(await membershipOf(server, locked.id)).toMatchObject({ status: "lapsed" });
    expect(await chargedStored(server, locked.id)).toHaveLength(0);
  });

  it("cancelling during dunning ends the membership and the retries", async () => {
    const user = await dueMember(CARDS.failsLater);
    server.clock.set(day(2));
    await runJobs(server);
    const res = await put(server, `/api/Membership/CancelUserMembership?userID=${user.id}`, undefined, {
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({ Status: "Lapsed", AutoRenew: false });
    server.clock.set(day(20));
    await runJobs(server);
    expect(await chargedStored(server, user.id)).toHaveLength(1);
    const [row] = await server.runtime.deps.db
      .select()
      .from(userMemberships)
      .where(eq(userMemberships.userId, user.id));
    expect(row?.status).toBe("lapsed");
  });
});
