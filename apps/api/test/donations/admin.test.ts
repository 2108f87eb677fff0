import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../../src/db/schema.ts";
import { adminToken, confirmedMember, mailsTo, startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, DAY_MS, get, post, spyGateway } from "../membership/helpers.ts";

// The administrator's donation calls (ADR 0052): the filtered list with totals, the CSV, the refund and the stop.
const spy = spyGateway();
const realRefund = spy.gateway.refund;
let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string };
let ip = 1;

async function donate(email: string, overrides: Record<string, unknown> = {}, language = "en") {
  const res = await post(
    server,
    "/api/Donation/Donate",
    { Amount: 25, Frequency: "OneOff", Name: "Ana Souza", Email: email, ...cardFields(), ...overrides },
    { ip: `10.9.0.${ip++}`, language },
  );
  if (res.statusCode !== 200) throw new Error(`donate failed: ${res.body}`);
  return body(res).Data as { Id: number; DonationNumber: string; PlanId: number | null; InvoiceUrl: string };
}

const list = (query: string, token = admin.token) => get(server, `/api/Donation/GetDonations?${query}`, { token });
const refund = (id: unknown, token = admin.token) =>
  post(server, "/api/Donation/AdminRefundDonation", { Id: id }, { token });
const refundCalls = () => spy.calls.filter((call) => call.method === "refund").length;

beforeAll(async () => {
  server = await startTestServer({ runtime: { gateway: spy.gateway } });
  spy.attach(server);
  admin = await adminToken(server);
  member = await confirmedMember(server);
});
afterAll(() => server.close());

describe("who may call the administrator's donation calls", () => {
  it("refuses visitors (401) and members (403)", async () => {
    for (const call of [
      () => get(server, "/api/Donation/GetDonations"),
      () => get(server, "/api/Donation/AdminExportDonations"),
      () => post(server, "/api/Donation/AdminRefundDonation", { Id: 1 }),
      () => post(server, "/api/Donation/AdminCancelDonationPlan", { PlanId: 1 }),
    ]) {
      expect((await call()).statusCode).toBe(401);
    }
    expect((await list("", member.token)).statusCode).toBe(403);
    expect((await get(server, "/api/Donation/AdminExportDonations", { token: member.token })).statusCode).toBe(403);
    expect((await refund(1, member.token)).statusCode).toBe(403);
  });
});

describe("Donation/GetDonations filters", () => {
  it("refuses bad filters with a translated 400", async () => {
    const impossible = await list("From=2026-02-30");
    expect(impossible.statusCode).toBe(400);
    expect(body(impossible).Errors?.From).toBe("Please enter a date as YYYY-MM-DD.");
    const backwards = await list("From=2026-11-20&To=2026-11-01");
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).Errors?.To).toBe("The end date must be on or after the start date.");
    expect((await list("Status=Lost")).statusCode).toBe(400);
    expect((await list("Frequency=Monthly")).statusCode).toBe(400);
    expect((await list(`search=${"x".repeat(201)}`)).statusCode).toBe(400);
    const german = await get(server, "/api/Donation/GetDonations?From=yesterday", {
      token: admin.token,
      language: "de",
    });
    expect(body(german).Errors?.From).toBe("Bitte geben Sie ein Datum im Format JJJJ-MM-TT ein.");
  });

  it("filters by donor name or e-mail, frequency, status and a date range, with the totals of the matches", async () => {
    await donate("filter.one@example.org", { Name: "Beatriz Quintela", Amount: 10 });
    await donate("filter.two@example.org", { Name: "Beatriz Quintela", Amount: 15, Frequency: "Yearly" });
    await donate("other.person@example.org", { Name: "Kenji Watanabe", Amount: 40 });

    const byName = body(await list("search=quintela")).Data;
    expect(byName.TotalCount).toBe(2);
    expect(byName.TotalAmount).toBe(25);
    expect(byName.OneOffAmount).toBe(10);
    expect(byName.YearlyAmount).toBe(15);
    expect(byName.List.map((d: { Email: string }) => d.Email)).toEqual([
      "filter.two@example.org",
      "filter.one@example.org",
    ]);
    expect(byName.List[0]).toMatchObject({ Frequency: "Yearly", PlanStatus: "Active", Status: "Paid" });
    expect(byName.List[1]).toMatchObject({ Frequency: "OneOff", PlanId: null, PlanStatus: null });

    const byEmail = body(await list("search=other.person%40example")).Data;
    expect(byEmail.List.map((d: { Name: string }) => d.Name)).toEqual(["Kenji Watanabe"]);
    // LIKE's wildcards are taken literally.
    expect(body(await list("search=%25")).Data.TotalCount).toBe(0);

    const yearly = body(await list("search=quintela&Frequency=Yearly")).Data;
    expect(yearly.List).toHaveLength(1);

    const today = server.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(server.clock.now().getTime() - DAY_MS).toISOString().slice(0, 10);
    expect(body(await list(`search=quintela&From=${today}&To=${today}`)).Data.TotalCount).toBe(2);
    expect(body(await list(`search=quintela&To=${yesterday}`)).Data.TotalCount).toBe(0);
    expect(body(await list(`search=quintela&From=${yesterday}`)).Data.TotalCount).toBe(2);

    const paged = body(await list("search=quintela&pageSize=1&page=2")).Data;
    expect(paged).toMatchObject({ Page: 2, PageSize: 1, TotalCount: 2 });
    expect(paged.List[0].Email).toBe("filter.one@example.org");
  });
});

describe("Donation/AdminRefundDonation", () => {
  it("refunds once when asked twice in parallel, mails the donor in their language and keeps the invoice", async () => {
    const gift = await donate("refund.me@example.org", { Name: "Jana Nováková", Amount: 30 }, "cs");
    const before = refundCalls();
    const [a, b] = await Promise.all([refund(gift.Id), refund(gift.Id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(refundCalls() - before).toBe(1);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(body(winner).Data).toMatchObject({ Id: gift.Id, Status: "Refunded" });
    expect(body(winner).Data.RefundedAt).not.toBeNull();
    expect(body(winner).Message).toBe("The donation has been refunded.");
    expect(body(loser).Code).toBe("DONATION_ALREADY_REFUNDED");

    const again = await refund(gift.Id);
    expect(again.statusCode).toBe(409);
    expect(refundCalls() - before).toBe(1);

    const mails = (await mailsTo(server, "refund.me@example.org")).filter((m) => m.subject.includes("vrácen"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Váš dar ${gift.DonationNumber} byl vrácen`);
    expect(mails[0]?.text).toContain("4242");

    // The list shows it refunded and the totals leave it out.
    const shown = body(await list("search=refund.me")).Data;
    expect(shown.List[0]).toMatchObject({ Status: "Refunded" });
    expect(shown.TotalAmount).toBe(0);
    expect(shown.RefundedAmount).toBe(30);
    expect(body(await list("search=refund.me&Status=Paid")).Data.TotalCount).toBe(0);
    expect(body(await list("search=refund.me&Status=Refunded")).Data.TotalCount).toBe(1);

    // The receipt's invoice link still works and the invoice says it was refunded (the row's status).
    const url = new URL(gift.InvoiceUrl);
    const pdf = await server.call({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toContain(gift.DonationNumber);
    const [row] = await server.runtime.deps.db.select().from(donations).where(eq(donations.id, gift.Id));
    expect(row?.status).toBe("refunded");
  });

  it("leaves the donation paid when the gateway refuses, so it can be tried again", async () => {
    const gift = await donate("refund.later@example.org", { Amount: 12 });
    spy.gateway.refund = async () => ({ ok: false, decline: "unavailable" }) as never;
    try {
      const refused = await refund(gift.Id);
      expect(refused.statusCode).toBe(502);
      expect(body(refused).Code).toBe("REFUND_FAILED");
    } finally {
      spy.gateway.refund = realRefund;
    }
    expect(body(await list("search=refund.later")).Data.List[0].Status).toBe("Paid");
    const retried = await refund(gift.Id);
    expect(retried.statusCode).toBe(200);
  });

  it("answers 404 for an unknown donation and 400 for a bad id", async () => {
    const missing = await refund(999_999);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).Code).toBe("DONATION_NOT_FOUND");
    expect((await refund("abc")).statusCode).toBe(400);
    expect((await refund(-1)).statusCode).toBe(400);
  });
});

describe("stopping a yearly donation", () => {
  it("an administrator stops it once (parallel second call 409) and the donor gets one mail", async () => {
    const gift = await donate("stop.me@example.org", { Frequency: "Yearly", Amount: 20 }, "fr");
    const stop = () =>
      post(server, "/api/Donation/AdminCancelDonationPlan", { PlanId: gift.PlanId }, { token: admin.token });
    const [a, b] = await Promise.all([stop(), stop()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const mails = (await mailsTo(server, "stop.me@example.org")).filter((m) => m.subject.includes("arrêté"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Votre don annuel a été arrêté");
    expect(body(await list("search=stop.me")).Data.List[0].PlanStatus).toBe("Cancelled");
    // A visitor's plan is out of the owner call's reach for the administrator (no account): 404 there.
    const viaOwnerCall = await post(
      server,
      "/api/Donation/CancelYearlyDonation",
      { PlanId: gift.PlanId },
      { token: admin.token },
    );
    expect(viaOwnerCall.statusCode).toBe(404);
    expect(
      (await post(server, "/api/Donation/AdminCancelDonationPlan", { PlanId: 999_999 }, { token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(server, "/api/Donation/AdminCancelDonationPlan", { PlanId: "x" }, { token: admin.token })).statusCode,
    ).toBe(400);
    expect(
      (await post(server, "/api/Donation/AdminCancelDonationPlan", { PlanId: gift.PlanId }, { token: member.token }))
        .statusCode,
    ).toBe(403);
  });

  it("a member stops their own from their bearer and gets the mail too", async () => {
    const res = await post(
      server,
      "/api/Donation/Donate",
      { Amount: 15, Frequency: "Yearly", Name: "Member Donor", Email: "member.donor@example.org", ...cardFields() },
      { token: member.token, ip: "10.9.1.1" },
    );
    const planId = body(res).Data.PlanId;
    const own = await post(server, "/api/Donation/CancelYearlyDonation", { PlanId: planId }, { token: member.token });
    expect(own.statusCode).toBe(200);
    expect(body(own).Data.Status).toBe("Cancelled");
    const mails = await mailsTo(server, "member.donor@example.org");
    expect(mails.map((m) => m.subject)).toContain("Your yearly donation has been stopped");
  });
});

describe("Donation/AdminExportDonations", () => {
  it("writes the filtered list as CSV with formula cells defused", async () => {
    await donate("csv.person@example.org", { Name: "=HYPERLINK(1) Csv", Amount: 33.5 });
    const res = await get(server, "/api/Donation/AdminExportDonations?search=csv.person", { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("donations.csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Donation number,Date,Name,Email,Frequency,Amount (USD),Status,Refunded on");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=HYPERLINK(1) Csv");
    expect(lines[1]).toContain("33.50");
    expect(lines[1]).toContain("One-off");
    const bad = await get(server, "/api/Donation/AdminExportDonations?To=31-12-2026", { token: admin.token });
    expect(bad.statusCode).toBe(400);
  });
});
