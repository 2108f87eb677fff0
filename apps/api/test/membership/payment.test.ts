import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instructorRecords } from "../../src/db/schema.ts";
import { addCoupon, makeInstructor, member } from "../factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import {
  BR_IP,
  billingOf,
  body,
  CARDS,
  cardFields,
  couponUses,
  DAY_MS,
  get,
  invoicesOf,
  JP_IP,
  membershipOf,
  outboxTo,
  post,
  put,
  successfulCharges,
  US_IP,
} from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addCoupon(server, { code: "WELCOME10", discountType: 1, discountValue: 10 });
  await addCoupon(server, { code: "SPRING25", discountType: 2, discountValue: 25 });
  await addCoupon(server, { code: "SUMMER2025", expiresAt: new Date("2025-09-01T00:00:00Z") });
  await addCoupon(server, { code: "FOUNDERS", maxUses: 1, timesUsed: 1 });
  await addCoupon(server, { code: "STORE15", type: "Store" });
});
afterAll(() => server.close());

const PAY = "/api/Membership/MembershipPayment";
/** A member within the renewal window (ADR 0011): the membership ends in 20 days, so paying renews it. */
const renewable = (options: Parameters<typeof member>[1] = {}) =>
  member(server, { endDateTime: new Date(server.clock.now().getTime() + 20 * DAY_MS), ...options });
const INSTRUCTOR = "/api/Membership/InstructorMembershipPayment";

function pay(
  user: { id: number; token: string },
  fields: Record<string, unknown>,
  options: { key?: string; ip?: string } = {},
) {
  return post(
    server,
    PAY,
    { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields(), ...fields },
    {
      token: user.token,
      ...options,
    },
  );
}

describe("POST Membership/MembershipPayment: renewal", () => {
  it("renews the same level for a year at the level price, stores the card, writes the invoice and mails a receipt", async () => {
    const user = await renewable({ level: 3 });
    const before = await membershipOf(server, user.id);
    const res = await pay(user, { AmountPaid: "150.00" });
    expect(res.statusCode).toBe(200);
    const { Status, Message, Data } = body(res);
    expect(Status).toBe(true);
    expect(Message).toBe("Membership Payment Successful");
    expect(Data).toMatchObject({ AmountPaid: 150, MembershipId: 3, Name: "Standard", AutoRenew: true, Last4: "4242" });
    expect(Data.InvoiceNumber).toMatch(/^HAA-2026-\d{6}$/);
    // The running year continues: a year from the old end date, not from today.
    expect(new Date(Data.EndDateTime).toISOString()).toBe(new Date(Date.UTC(2027, 11, 11, 10)).toISOString());
    expect(before.endDateTime.toISOString()).toBe("2026-12-11T10:00:00.000Z");

    const [invoice] = await invoicesOf(server, user.id);
    expect(invoice).toMatchObject({
      kind: "renewal",
      totalCents: 15000,
      subtotalCents: 15000,
      discountCents: 0,
      last4: "4242",
    });
    const card = await billingOf(server, user.id);
    expect(card).toMatchObject({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      cardType: "Pay with Card",
    });
    expect(JSON.stringify(card)).not.toContain(CARDS.visa);

    const receipt = (await outboxTo(server, user.email)).at(-1);
    expect(receipt?.subject).toBe(`Your receipt ${Data.InvoiceNumber}`);
    expect(receipt?.text).toContain("$150.00");
    expect(receipt?.text).toContain("card ending in 4242");
    expect(receipt?.text).toMatch(/http:\/\/app\.test\/api\/Invoices\/DownloadInvoicePdf\/\d+\?token=/);
  });

  it("applies a percentage and a fixed coupon and counts their use", async () => {
    const user = await renewable({ level: 3 });
    const other = await renewable({ level: 3 });
    const percent = await pay(user, { Coupon: "welcome10", AmountPaid: 135 });
    expect(percent.statusCode, percent.body).toBe(200);
    expect(body(percent).Data.AmountPaid).toBe(135);
    const fixed = await pay(other, { Coupon: "SPRING25", AmountPaid: 125 });
    expect(fixed.statusCode).toBe(200);
    expect(await couponUses(server, "WELCOME10")).toBe(1);
    expect(await couponUses(server, "SPRING25")).toBe(1);
    const invoices = [...(await invoicesOf(server, user.id)), ...(await invoicesOf(server, other.id))];
    expect(invoices.map((i) => [i.couponCode, i.discountCents, i.totalCents])).toEqual([
      ["WELCOME10", 1500, 13500],
      ["SPRING25", 2500, 12500],
    ]);
  });

  it("moves a Starter member to a paid level at the full price (nothing to prorate)", async () => {
    const user = await member(server, { level: 1 });
    const res = await pay(user, { MembershipId: 2, AmountPaid: 40 });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ MembershipId: 2, Name: "Access", AmountPaid: 40 });
  });

  it("gives the country discount to a visitor in Brazil and refuses a coupon there", async () => {
    const user = await renewable({ level: 3 });
    const withCoupon = await pay(user, { Coupon: "WELCOME10", AmountPaid: 90 }, { ip: BR_IP });
    expect(withCoupon.statusCode).toBe(400);
    expect(body(withCoupon)).toMatchObject({
      Code: "COUPON_NOT_AVAILABLE",
      Message: "Discount codes are not available in your country; your country discount applies instead.",
    });
    const res = await pay(user, { AmountPaid: 100 }, { ip: BR_IP });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data.AmountPaid).toBe(100);
    expect((await invoicesOf(server, user.id)).at(-1)?.lines).toContainEqual({
      kind: "countryDiscount",
      amountCents: -5000,
      country: "BR",
    });
    // The membership remembers where it was bought: the upgrade page prorates from that country's discount.
    const view = await get(server, `/api/Membership/GetMembershipByUserId?userId=${user.id}`, {
      token: user.token,
      ip: US_IP,
    });
    expect(body(view).Data).toMatchObject({ MembershipLocation: "BR", MembershipLocationDiscount: 50 });
  });
});

describe("POST Membership/MembershipPayment: level change", () => {
  it("prorates Standard → Practitioner over the months left (spec 000 §9, ADR 0005)", async () => {
    const now = server.clock.now();
    const user = await member(server, { level: 3, endDateTime: new Date(now.getTime() + 180 * DAY_MS) });
    // (300 − 150) ÷ 12 = 12.50 a month × 6 months = 75 → 300 − 75 = 225.
    const wrong = await pay(user, { MembershipId: 4, AmountPaid: 300 });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).Message).toBe(
      "The amount due is 225.00 USD, not 300.00 USD. Please review the total and try again.",
    );
    const res = await pay(user, { MembershipId: 4, AmountPaid: 225, proratedAdjustment: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data).toMatchObject({ MembershipId: 4, Name: "Practitioner", AmountPaid: 225 });
    expect(body(res).Data.EndDateTime).toBe("2027-11-21T10:00:00.000Z");
    const invoice = (await invoicesOf(server, user.id)).at(-1);
    expect(invoice?.kind).toBe("levelChange");
    expect(invoice?.lines).toContainEqual({ kind: "proratedAdjustment", amountCents: -7500, months: 6 });
  });

  it.each([
    [1, "The Starter membership is free; there is nothing to pay."],
    [2, "To move to a lower level, schedule a downgrade; it takes effect at your next renewal."],
    [5, "The Instructor Membership is renewed through the instructor renewal."],
    [9, "Please choose a valid membership level."],
  ])("refuses MembershipId %i: '%s'", async (membershipId, message) => {
    const user = await renewable({ level: 3 });
    const res = await pay(user, { MembershipId: membershipId, AmountPaid: 0 });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ Code: "PAYMENT_NOT_ALLOWED", Message: message });
  });
});

describe("POST Membership/MembershipPayment: refusals", () => {
  it("needs the member's token (401) and refuses another member's (403); an administrator may pay for a member", async () => {
    const user = await renewable();
    const other = await renewable();
    const anonymous = await post(server, PAY, { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await pay({ id: user.id, token: other.token }, {});
    expect(foreign.statusCode).toBe(403);
    const admin = await adminToken(server);
    const byAdmin = await pay({ id: user.id, token: admin.token }, {});
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("refuses an AmountPaid that differs from the server's amount, charging nothing", async () => {
    const user = await renewable({ level: 3 });
    const charges = await successfulCharges(server);
    const res = await pay(user, { AmountPaid: 100 });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      Code: "AMOUNT_MISMATCH",
      Message: "The amount due is 150.00 USD, not 100.00 USD. Please review the total and try again.",
    });
    expect(await successfulCharges(server)).toBe(charges);
    const missing = await pay(user, { AmountPaid: "" });
    expect(body(missing).Errors?.AmountPaid).toBe("The amount to pay is required.");
  });

  it.each([
    [{ CardHolderName: "" }, "CardHolderName", "Card holder name is required"],
    [{ CardHolderName: "R2-D2" }, "CardHolderName", "Only alphabetical characters are allowed."],
    [{ CardNumber: "" }, "CardNumber", "Card number is required"],
    [{ CardNumber: "4242.4242.4242.4242" }, "CardNumber", "Only numeric digits are allowed"],
    // Spaces and dashes are stripped first: twelve digits are too few.
    [{ CardNumber: "4242-4242-4242" }, "CardNumber", "Minimum of 15 digits are required"],
    [{ CardNumber: "42424242" }, "CardNumber", "Minimum of 15 digits are required"],
    [{ CardNumber: "4242424242424241" }, "CardNumber", "Invalid card number."],
    [{ ExpiryDate: "" }, "ExpiryDate", "Expiration date is required"],
    [{ ExpiryDate: "13/30" }, "ExpiryDate", "Invalid Expiration date."],
    [{ ExpiryDate: "10/26" }, "ExpiryDate", "Invalid Expiration date."],
    [{ CVV: "" }, "CVV", "CVV is required"],
    [{ CVV: "12a" }, "CVV", "Only numeric digits are allowed"],
    [{ CVV: "1234" }, "CVV", "CVV must be 3 digits long"],
    [{ CardNumber: CARDS.amex, CVV: "123" }, "CVV", "CVV must be 4 digits long"],
  ])("rejects %j: %s '%s'", async (fields, field, message) => {
    const user = await renewable();
    const res = await pay(user, fields);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ Code: "VALIDATION", Errors: { [field]: message } });
  });

  it("takes a card number typed with spaces or dashes, as the gateway's digits", async () => {
    const user = await renewable({ level: 3 });
    const res = await pay(user, { CardNumber: "4242 4242-4242 4242" });
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({ MembershipId: 3, Last4: "4242" });
  });

  it("asks for masked saved card details to be typed again", async () => {
    const user = await renewable();
    const res = await pay(user, { CardNumber: "************4242", CVV: "***" });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ Code: "CARD_DETAILS_MASKED", Message: "Please update: Card Number, CVV" });
  });

  it.each([
    [CARDS.declined, "CARD_DECLINED", "Payment failed: Your card was declined."],
    [CARDS.insufficientFunds, "INSUFFICIENT_FUNDS", "Payment failed: Your card has insufficient funds."],
    [CARDS.expired, "EXPIRED_CARD", "Payment failed: Your card has expired."],
    [CARDS.incorrectCvv, "INCORRECT_CVV", "Payment failed: Your card's security code is incorrect."],
  ])("answers the sandbox's %s with 400 %s and the gateway's reason", async (number, code, message) => {
    const user = await renewable({ level: 3 });
    const before = await membershipOf(server, user.id);
    const res = await pay(user, { CardNumber: number });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ Status: false, Code: code, Message: message });
    expect(await invoicesOf(server, user.id)).toHaveLength(0);
    expect((await membershipOf(server, user.id)).endDateTime).toEqual(before.endDateTime);
    expect(await billingOf(server, user.id)).toBeUndefined();
  });

  it.each([
    ["SUMMER2025", "COUPON_EXPIRED", "This coupon has expired."],
    ["FOUNDERS", "COUPON_EXHAUSTED", "This coupon has reached its usage limit."],
    ["STORE15", "COUPON_WRONG_TYPE", "This coupon cannot be used for memberships."],
    ["NOPE", "COUPON_UNKNOWN", "Invalid coupon code."],
  ])("refuses coupon %s with 400 %s", async (code, errorCode, message) => {
    const user = await renewable({ level: 3 });
    const res = await pay(user, { Coupon: code, AmountPaid: 135 });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ Code: errorCode, Message: message, Errors: { Coupon: message } });
  });

  it("answers in the caller's language", async () => {
    const user = await renewable();
    const res = await post(
      server,
      PAY,
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields({ CardNumber: CARDS.declined }) },
      { token: user.token, language: "de" },
    );
    expect(body(res).Message).toBe("Zahlung fehlgeschlagen: Ihre Karte wurde abgelehnt.");
  });
});

describe("Idempotency-Key", () => {
  it("replays the first answer for the same key and body, charging and invoicing once", async () => {
    const user = await renewable({ level: 3 });
    const charges = await successfulCharges(server);
    const first = await pay(user, {}, { key: "renew-2026-a" });
    const second = await pay(user, {}, { key: "renew-2026-a" });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await successfulCharges(server)).toBe(charges + 1);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
  });

  it("refuses the same key with a different body (409)", async () => {
    const user = await renewable({ level: 3 });
    expect((await pay(user, {}, { key: "renew-b" })).statusCode).toBe(200);
    const res = await pay(user, { Coupon: "WELCOME10", AmountPaid: 135 }, { key: "renew-b" });
    expect(res.statusCode).toBe(409);
    expect(body(res).Code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("frees the key of a declined payment so the corrected retry can run", async () => {
    const user = await renewable({ level: 3 });
    const declined = await pay(user, { CardNumber: CARDS.declined }, { key: "retry-c" });
    expect(declined.statusCode).toBe(400);
    const retried = await pay(user, {}, { key: "retry-c" });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it("keys are per caller: another member's identical key is independent", async () => {
    const a = await renewable({ level: 3 });
    const b = await renewable({ level: 3 });
    expect((await pay(a, {}, { key: "shared-key" })).statusCode).toBe(200);
    expect((await pay(b, {}, { key: "shared-key" })).statusCode).toBe(200);
  });

  it("refuses a malformed key", async () => {
    const user = await renewable();
    const res = await pay(user, {}, { key: "x".repeat(300) });
    expect(res.statusCode).toBe(400);
    expect(body(res).Code).toBe("IDEMPOTENCY_KEY_INVALID");
  });

  it("charges once when the same request is fired many times in parallel", async () => {
    const user = await renewable({ level: 3 });
    const charges = await successfulCharges(server);
    const responses = await Promise.all(Array.from({ length: 8 }, () => pay(user, {}, { key: "double-click" })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const numbers = new Set(responses.map((r) => body(r).Data.InvoiceNumber));
    expect(numbers.size).toBe(1);
    expect(await successfulCharges(server)).toBe(charges + 1);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
  });
});

describe("PUT Membership/InstructorMembershipPayment", () => {
  it("charges 300 + licence fee − credits earned, uses the credits and extends the Instructor Membership", async () => {
    const user = await renewable({ level: 5 });
    await makeInstructor(server, user.id, { feeCents: 7500, creditsCents: 4000 });
    const res = await put(
      server,
      INSTRUCTOR,
      { UserId: user.id, AmountPaid: 335, LicensingFee: 75, TotalCreditsEarned: 40, ...cardFields() },
      { token: user.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Message).toBe("Instructor Membership Renewed Successfully");
    expect(body(res).Data).toMatchObject({ AmountPaid: 335, MembershipId: 5, Name: "Instructor" });
    const [record] = await server.runtime.deps.db
      .select()
      .from(instructorRecords)
      .where(eq(instructorRecords.userId, user.id));
    expect(record?.totalCreditsEarnedCents).toBe(0);
    const invoice = (await invoicesOf(server, user.id)).at(-1);
    expect(invoice?.lines).toEqual([
      { kind: "membership", levelId: 5, amountCents: 30000 },
      { kind: "licensingFee", amountCents: 7500 },
      { kind: "credits", amountCents: -4000 },
    ]);
  });

  it("applies a percentage coupon to 300 and the country discount in Japan", async () => {
    const user = await renewable({ level: 5 });
    await makeInstructor(server, user.id, { feeCents: 5000, creditsCents: 0 });
    const coupon = await put(
      server,
      INSTRUCTOR,
      { UserId: user.id, AmountPaid: 320, Coupon: "WELCOME10", ...cardFields() },
      { token: user.token },
    );
    expect(coupon.statusCode, coupon.body).toBe(200);
    const inJapan = await renewable({ level: 5 });
    await makeInstructor(server, inJapan.id, { feeCents: 5000, creditsCents: 0 });
    const japan = await put(
      server,
      INSTRUCTOR,
      { UserId: inJapan.id, AmountPaid: 290, ...cardFields() },
      {
        token: inJapan.token,
        ip: JP_IP,
      },
    );
    expect(japan.statusCode, japan.body).toBe(200);
  });

  it("is for instructors only (403) and needs a token (401)", async () => {
    const user = await renewable({ level: 3 });
    const res = await put(
      server,
      INSTRUCTOR,
      { UserId: user.id, AmountPaid: 300, ...cardFields() },
      {
        token: user.token,
      },
    );
    expect(res.statusCode).toBe(403);
    expect(body(res)).toMatchObject({
      Code: "NOT_INSTRUCTOR",
      Message: "Only instructors can renew the Instructor Membership.",
    });
    expect((await put(server, INSTRUCTOR, { UserId: user.id, AmountPaid: 300, ...cardFields() })).statusCode).toBe(401);
  });
});

describe("receipt", () => {
  it("is written in the member's communication language and its PDF link works without logging in", async () => {
    const user = await renewable({ level: 3, language: "de" });
    const res = await pay(user, {});
    expect(res.statusCode).toBe(200);
    const receipt = (await outboxTo(server, user.email)).at(-1);
    expect(receipt?.subject).toBe(`Ihre Quittung ${body(res).Data.InvoiceNumber}`);
    const link = new URL(receipt?.text.match(/http:\/\/app\.test\/api\/Invoices\/DownloadInvoicePdf\/\S+/)?.[0] ?? "");
    const pdf = await server.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    const tampered = await server.app.inject({ method: "GET", url: `${link.pathname}?token=1.abc` });
    expect(tampered.statusCode).toBe(404);
  });
});

describe("a member without a membership row", () => {
  it("can still buy one", async () => {
    const user = await confirmedMember(server);
    const { userMemberships } = await import("../../src/db/schema.ts");
    await server.runtime.deps.db.delete(userMemberships).where(eq(userMemberships.userId, user.id));
    const res = await pay(user, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data.EndDateTime).toBe("2027-11-21T10:00:00.000Z");
  });
});
