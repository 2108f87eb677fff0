import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationPlans, donations, gatewaySandboxOperations } from "../../src/db/schema.ts";
import { chargeDueDonations } from "../../src/modules/donations/donations.jobs.ts";
import { adminToken, confirmedMember, mailsTo, startTestServer, type TestServer } from "../harness.ts";
import { body, CARDS, cardFields, DAY_MS, get, post } from "../membership/helpers.ts";

let server: TestServer;
let memberUser: { id: number; token: string; email: string };
let other: { id: number; token: string };
let admin: { id: number; token: string };

const visitor = (email: string, overrides: Record<string, unknown> = {}) => ({
  Amount: 25,
  Frequency: "OneOff",
  Name: "Ana Souza",
  Email: email,
  ...cardFields(),
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  memberUser = await confirmedMember(server, { Language: "de" });
  other = await confirmedMember(server);
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe("Donation/Donate", () => {
  it("charges a visitor's one-off gift, answers the receipt and mails it with a signed invoice link", async () => {
    const res = await post(server, "/api/Donation/Donate", visitor("ana@example.org"), {
      key: "don-1",
      ip: "10.1.0.1",
    });
    expect(res.statusCode).toBe(200);
    const receipt = body(res).Data;
    expect(body(res).Message).toBe("Thank you for your donation!");
    expect(receipt).toMatchObject({
      Amount: 25,
      Frequency: "OneOff",
      Name: "Ana Souza",
      Email: "ana@example.org",
      Last4: "4242",
      PlanId: null,
      CancelToken: null,
    });
    expect(receipt.DonationNumber).toMatch(/^DON-\d{4}-\d{6}$/);
    const [mail] = await mailsTo(server, "ana@example.org");
    expect(mail?.subject).toContain(receipt.DonationNumber);
    expect(mail?.text).toContain("$25");
    // The signed link works without a bearer and the PDF says it is a donation.
    const url = new URL(receipt.InvoiceUrl);
    const pdf = await server.call({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    // The document is titled as a donation receipt.
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getTitle()).toBe(`Donation receipt ${receipt.DonationNumber}`);
    // A forged token is 404, as is a visitor's donation asked for without a token.
    const forged = await server.call({ method: "GET", url: `${url.pathname}?token=1.abc` });
    expect(forged.statusCode).toBe(404);
  });

  it("charges once for a double submit with the same Idempotency-Key", async () => {
    const payload = visitor("twice@example.org", { Amount: "40" });
    const [first, second] = await Promise.all([
      post(server, "/api/Donation/Donate", payload, { key: "don-twice", ip: "10.1.0.2" }),
      post(server, "/api/Donation/Donate", payload, { key: "don-twice", ip: "10.1.0.2" }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(body(first).Data.Id).toBe(body(second).Data.Id);
    const rows = await server.runtime.deps.db.select().from(donations).where(eq(donations.email, "twice@example.org"));
    expect(rows).toHaveLength(1);
    const replay = await post(server, "/api/Donation/Donate", payload, { key: "don-twice", ip: "10.1.0.2" });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(body(replay).Data.Id).toBe(body(first).Data.Id);
  });

  it("charges once for twenty identical donations sent at once without a key", async () => {
    const payload = visitor("twenty@example.org", { Amount: "15" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(server, "/api/Donation/Donate", payload, { ip: "10.1.0.9" })),
    );
    const rows = await server.runtime.deps.db.select().from(donations).where(eq(donations.email, "twenty@example.org"));
    expect(rows).toHaveLength(1);
    // Each answer is the one gift's receipt (the first, or a replay of it) or "a payment is in progress".
    for (const res of answers) {
      if (res.statusCode === 200) expect(body(res).Data.Id).toBe(rows[0]?.id);
      else expect(body(res).Code).toBe("PAYMENT_IN_PROGRESS");
    }
    expect(answers.filter((res) => res.headers["idempotent-replayed"] === "true").length).toBe(
      answers.filter((res) => res.statusCode === 200).length - 1,
    );
    // Sent again a while later, the same gift is a new gift.
    server.clock.advance(11 * 60 * 1000);
    const later = await post(server, "/api/Donation/Donate", payload, { ip: "10.1.0.9" });
    expect(later.statusCode).toBe(200);
    expect(body(later).Data.Id).not.toBe(rows[0]?.id);
  });

  it("refuses a declined card with the gateway's reason and records nothing", async () => {
    const res = await post(
      server,
      "/api/Donation/Donate",
      visitor("declined@example.org", { CardNumber: CARDS.declined }),
      { key: "don-declined", ip: "10.1.0.3" },
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).Code).toBe("CARD_DECLINED");
    const rows = await server.runtime.deps.db
      .select()
      .from(donations)
      .where(eq(donations.email, "declined@example.org"));
    expect(rows).toHaveLength(0);
  });

  it("stops card testing: after 10 declined cards from one address, 429", async () => {
    const ip = "10.1.0.4";
    const strict = await startTestServer({ rateLimitFactor: 1 });
    try {
      for (let i = 0; i < 10; i++) {
        const res = await post(
          strict,
          "/api/Donation/Donate",
          visitor(`tester${i}@example.org`, { CardNumber: CARDS.declined }),
          { ip },
        );
        expect(res.statusCode).toBe(400);
      }
      const blocked = await post(strict, "/api/Donation/Donate", visitor("tester-last@example.org"), { ip });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it.each([
    [{ Amount: "0.50" }, "The smallest donation is 1 USD."],
    [{ Amount: 20_000 }, "Donations by card are limited to 10,000 USD. Please contact us for a larger gift."],
    [{ Amount: "abc" }, "Please enter an amount in US dollars, for example 25 or 25.50."],
    [{ Email: "nope" }, "Invalid email address."],
    [{ Name: "" }, "Name is required"],
    [{ CardNumber: "4242" }, undefined],
  ])("refuses bad input %j with 400", async (change, message) => {
    const res = await post(server, "/api/Donation/Donate", visitor("bad@example.org", change), { ip: "10.1.0.5" });
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(body(res))).toContain(message);
    // The card number never comes back in an error.
    expect(res.body).not.toContain("4242424242424242");
  });

  it("links a member's yearly gift to them, stores the card, and lets them cancel it", async () => {
    const res = await post(
      server,
      "/api/Donation/Donate",
      { ...visitor(memberUser.email, { Frequency: "Yearly", Amount: 60 }), Name: "Jonas Becker" },
      { token: memberUser.token, key: "don-yearly", ip: "10.1.0.6" },
    );
    expect(res.statusCode).toBe(200);
    const receipt = body(res).Data;
    expect(receipt.Frequency).toBe("Yearly");
    expect(receipt.PlanId).toBeGreaterThan(0);
    expect(receipt.NextChargeDate).not.toBeNull();
    const [mail] = await mailsTo(server, memberUser.email.toLowerCase());
    expect(mail?.subject).toContain("Vielen Dank für Ihre Spende");
    expect(mail?.text).toContain("/donation?cancelPlan=");
    const plans = await get(server, `/api/Donation/GetMyDonationPlans?UserId=${memberUser.id}`, {
      token: memberUser.token,
    });
    expect(body(plans).Data).toMatchObject([{ Id: receipt.PlanId, Amount: 60, Status: "Active" }]);
    // The member's own invoice with the bearer, not another member's.
    const mine = await get(server, `/api/Donation/DownloadDonationInvoicePdf/${receipt.Id}`, {
      token: memberUser.token,
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await get(server, `/api/Donation/DownloadDonationInvoicePdf/${receipt.Id}`, { token: other.token });
    expect(theirs.statusCode).toBe(403);
    // The history shows it.
    const history = await get(server, `/api/User/GetUserPurchaseAndBillings?UserId=${memberUser.id}`, {
      token: memberUser.token,
    });
    expect(body(history).Data.List[0]).toMatchObject({ Source: "Donation", Amount: 60 });
    // Another member cannot cancel it; the member can, once.
    const refused = await post(
      server,
      "/api/Donation/CancelYearlyDonation",
      { PlanId: receipt.PlanId },
      { token: other.token },
    );
    expect(refused.statusCode).toBe(403);
    const cancelled = await post(
      server,
      "/api/Donation/CancelYearlyDonation",
      { PlanId: receipt.PlanId },
      { token: memberUser.token },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(body(cancelled).Data.Status).toBe("Cancelled");
    const again = await post(
      server,
      "/api/Donation/CancelYearlyDonation",
      { PlanId: receipt.PlanId },
      { token: memberUser.token },
    );
    expect(again.statusCode).toBe(409);
  });

  it("lets a visitor cancel a yearly gift with the receipt's token only", async () => {
    const res = await post(server, "/api/Donation/Donate", visitor("yearly@example.org", { Frequency: "Yearly" }), {
      ip: "10.1.0.7",
    });
    const { PlanId, CancelToken } = body(res).Data;
    const wrong = await post(server, "/api/Donation/CancelYearlyDonation", { PlanId, Token: "forged" });
    expect(wrong.statusCode).toBe(404);
    const anonymous = await post(server, "/api/Donation/CancelYearlyDonation", { PlanId });
    expect(anonymous.statusCode).toBe(401);
    const ok = await post(server, "/api/Donation/CancelYearlyDonation", { PlanId, Token: CancelToken });
    expect(ok.statusCode).toBe(200);
  });
});

describe("yearly charges", () => {
  it("charges a due plan once a year, retries a failure and stops after three", async () => {
    const res = await post(
      server,
      "/api/Donation/Donate",
      visitor("renew@example.org", { Frequency: "Yearly", Amount: 30 }),
      {
        ip: "10.1.0.8",
      },
    );
    const planId = body(res).Data.PlanId as number;
    const db = server.runtime.deps.db;
    const inAYear = new Date(server.clock.now().getTime() + 366 * DAY_MS);
    const first = await chargeDueDonations(server.runtime.deps, inAYear);
    expect(first.charged).toBeGreaterThanOrEqual(1);
    const gifts = await db.select().from(donations).where(eq(donations.planId, planId));
    expect(gifts).toHaveLength(2);
    // Running again the same day charges nothing more.
    await chargeDueDonations(server.runtime.deps, inAYear);
    expect(await db.select().from(donations).where(eq(donations.planId, planId))).toHaveLength(2);
    // A card the gateway no longer knows: three failures stop the plan and mail the donor.
    await db.update(donationPlans).set({ gatewayToken: "gone" }).where(eq(donationPlans.id, planId));
    let at = new Date(inAYear.getTime() + 366 * DAY_MS);
    for (let i = 0; i < 3; i++) {
      await chargeDueDonations(server.runtime.deps, at);
      at = new Date(at.getTime() + 4 * DAY_MS);
    }
    const [plan] = await db.select().from(donationPlans).where(eq(donationPlans.id, planId));
    expect(plan?.status).toBe("failed");
    const mails = await mailsTo(server, "renew@example.org");
    expect(mails.some((mail) => mail.subject === "Your yearly donation could not be renewed")).toBe(true);
    const operations = await db.select().from(gatewaySandboxOperations);
    expect(JSON.stringify(operations)).not.toContain("4242424242424242");
  });

  it("records one gift when two runs of the yearly job charge the same plan at once (a lease taken over)", async () => {
    const res = await post(
      server,
      "/api/Donation/Donate",
      visitor("twice@example.org", { Frequency: "Yearly", Amount: 40 }),
      { ip: "10.1.0.9" },
    );
    const planId = body(res).Data.PlanId as number;
    const db = server.runtime.deps.db;
    // Both runs read the plan as due before either records anything: each waits at the gateway for the other.
    const real = server.runtime.deps.gateway;
    let arrived = 0;
    let release = () => {};
    const bothThere = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gateway = Object.create(real) as typeof real;
    gateway.chargeStored = async (...args) => {
      arrived += 1;
      if (arrived === 2) release();
      // Not forever: a run that never gets here fails the count below instead of hanging the test.
      await Promise.race([bothThere, new Promise((resolve) => setTimeout(resolve, 5000))]);
      return real.chargeStored(...args);
    };
    const deps = { ...server.runtime.deps, gateway };
    const inAYear = new Date(server.clock.now().getTime() + 366 * DAY_MS);
    const giftsBefore = (await db.select().from(donations)).length;
    const mailsBefore = (await mailsTo(server, "twice@example.org")).length;
    const runs = await Promise.all([chargeDueDonations(deps, inAYear), chargeDueDonations(deps, inAYear)]);
    expect(arrived).toBeGreaterThanOrEqual(2);
    // The sign-up's gift and one yearly gift, one receipt more; each gift a run reports is one it recorded.
    expect(await db.select().from(donations).where(eq(donations.planId, planId))).toHaveLength(2);
    expect((await mailsTo(server, "twice@example.org")).length).toBe(mailsBefore + 1);
    expect((await db.select().from(donations)).length - giftsBefore).toBe(
      runs.reduce((sum, run) => sum + run.charged, 0),
    );
    const [plan] = await db.select().from(donationPlans).where(eq(donationPlans.id, planId));
    expect(plan).toMatchObject({ failures: 0, status: "active" });
    expect(plan?.nextChargeAt.getTime()).toBeGreaterThan(inAYear.getTime());
  });
});

describe("Donation/GetDonations", () => {
  it("pages the donations for administrators with totals", async () => {
    const res = await get(server, "/api/Donation/GetDonations?pageSize=2", { token: admin.token });
    expect(res.statusCode).toBe(200);
    const data = body(res).Data;
    expect(data.List).toHaveLength(2);
    expect(data.TotalCount).toBeGreaterThanOrEqual(5);
    expect(data.TotalAmount).toBeCloseTo(data.OneOffAmount + data.YearlyAmount);
    const yearly = await get(server, "/api/Donation/GetDonations?Frequency=Yearly", { token: admin.token });
    expect((body(yearly).Data.List as { Frequency: string }[]).every((d) => d.Frequency === "Yearly")).toBe(true);
    const member = await get(server, "/api/Donation/GetDonations", { token: other.token });
    expect(member.statusCode).toBe(403);
  });
});
