import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewaySandboxOperations, users } from "../../src/db/schema.ts";
import { addCoupon } from "../factories.ts";
import { multipart, signupFields, startTestServer, type TestServer, uniqueEmail } from "../harness.ts";
import {
  BR_IP,
  billingOf,
  body,
  CARDS,
  cardFields,
  couponUses,
  invoicesOf,
  membershipOf,
  outboxTo,
  paymentsCounted,
  spyGateway,
  successfulCharges,
} from "./helpers.ts";

const spy = spyGateway();
const METRICS_TOKEN = "signup-metrics-token-0123456789";
const signupPayments = (outcome: "paid" | "error") => paymentsCounted(server, METRICS_TOKEN, "membership", outcome);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ runtime: { gateway: spy.gateway }, config: { metricsToken: METRICS_TOKEN } });
  spy.attach(server);
  await addCoupon(server, { code: "WELCOME10", discountType: 1, discountValue: 10 });
});
afterAll(() => server.close());

function paidSignup(fields: Record<string, string>, options: { ip?: string; key?: string } = {}) {
  const form = multipart(signupFields({ MembershipId: "3", AmountPaid: "150", ...cardFields(), ...fields }));
  return server.call({
    method: "POST",
    url: "/api/Account/signup",
    payload: form.payload,
    headers: { ...form.headers, ...(options.key ? { "idempotency-key": options.key } : {}) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

async function userByEmail(email: string) {
  const [row] = await server.runtime.deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

describe("POST Account/signup, paid plans", () => {
  it("charges Standard with a coupon, then creates the account, card, invoice and both mails", async () => {
    const email = uniqueEmail("standard");
    const res = await paidSignup({ Email: email, Coupon: "WELCOME10", AmountPaid: "135", MembershipLocation: "US" });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      Status: true,
      Message: "Account Created Successfully",
      Data: {
        Email: email,
        LoginTokenResponseModel: { access_token: null },
        Payment: { AmountPaid: 135, MembershipId: 3 },
      },
    });
    const user = await userByEmail(email);
    expect(user?.emailConfirmedAt).toBeNull();
    const userId = user?.id ?? 0;
    expect(await membershipOf(server, userId)).toMatchObject({ membershipId: 3, autoRenew: true, status: "active" });
    expect(await billingOf(server, userId)).toMatchObject({ last4: "4242", brand: "visa" });
    const [invoice] = await invoicesOf(server, userId);
    expect(invoice).toMatchObject({ kind: "signup", couponCode: "WELCOME10", totalCents: 13500, discountCents: 1500 });
    expect(await couponUses(server, "WELCOME10")).toBe(1);
    const subjects = (await outboxTo(server, email)).map((mail) => mail.subject);
    expect(subjects).toEqual(["Please confirm your email address", `Your receipt ${invoice?.invoiceNumber}`]);
  });

  it("accepts an Amex number with a four-digit CVV", async () => {
    const res = await paidSignup({ MembershipId: "2", AmountPaid: "40", CardNumber: CARDS.amex, CVV: "1234" });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data.Payment).toMatchObject({ CardBrand: "amex", Last4: "0005" });
  });

  it("answers a declined card with 400 and the gateway's reason, and creates no account", async () => {
    const email = uniqueEmail("declined");
    const res = await paidSignup({ Email: email, CardNumber: CARDS.declined });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ Code: "CARD_DECLINED", Message: "Payment failed: Your card was declined." });
    expect(await userByEmail(email)).toBeUndefined();
    expect(await outboxTo(server, email)).toHaveLength(0);
    expect((await paidSignup({ Email: email })).statusCode).toBe(200);
  });

  it("refuses an AmountPaid that differs from the server's price and creates no account", async () => {
    const email = uniqueEmail("amount");
    const charges = await successfulCharges(server);
    const res = await paidSignup({ Email: email, Coupon: "WELCOME10", AmountPaid: "150" });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      Code: "AMOUNT_MISMATCH",
      Message: "The amount due is 135.00 USD, not 150.00 USD. Please review the total and try again.",
    });
    expect(await userByEmail(email)).toBeUndefined();
    expect(await successfulCharges(server)).toBe(charges);
  });

  it("prices from the request's IP country, not from the client's MembershipLocation and LocationDiscount", async () => {
    // Standard in Brazil: 150 − 50 = 100, whatever the client says.
    const brazil = await paidSignup(
      { AmountPaid: "100", MembershipLocation: "US", LocationDiscount: "0" },
      { ip: BR_IP },
    );
    expect(brazil.statusCode, brazil.body).toBe(200);
    expect(body(brazil).Data.Payment.AmountPaid).toBe(100);
    const claimed = await paidSignup({ AmountPaid: "100", MembershipLocation: "BR", LocationDiscount: "50" });
    expect(claimed.statusCode).toBe(400);
    expect(body(claimed).Code).toBe("AMOUNT_MISMATCH");
    const coupon = await paidSignup({ AmountPaid: "90", Coupon: "WELCOME10" }, { ip: BR_IP });
    expect(coupon.statusCode).toBe(400);
    expect(body(coupon).Code).toBe("COUPON_NOT_AVAILABLE");
  });

  it("checks the card fields and asks for masked ones to be replaced", async () => {
    const invalid = await paidSignup({ CardHolderName: "", CVV: "12" });
    expect(invalid.statusCode).toBe(400);
    expect(body(invalid).Errors).toEqual({
      CardHolderName: "Card holder name is required",
      CVV: "CVV must be 3 digits long",
    });
    const masked = await paidSignup({ CardNumber: "************4242" });
    expect(body(masked)).toMatchObject({ Code: "CARD_DETAILS_MASKED", Message: "Please update: Card Number" });
  });

  it("replays a retried sign-up with the same Idempotency-Key: one account, one charge", async () => {
    const email = uniqueEmail("retry");
    const charges = await successfulCharges(server);
    const first = await paidSignup({ Email: email }, { key: "signup-retry-1" });
    const again = await paidSignup({ Email: email }, { key: "signup-retry-1" });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await successfulCharges(server)).toBe(charges + 1);
  });

  it("refunds the charge when the account cannot be written after a successful payment", async () => {
    const email = uniqueEmail("race");
    const [paidBefore, errorsBefore] = [await signupPayments("paid"), await signupPayments("error")];
    // Another sign-up takes the address between our check and our transaction.
    spy.hooks.afterCharge = async () => {
      spy.hooks.afterCharge = undefined;
      await server.runtime.deps.db.insert(users).values({
        email: email.toLowerCase(),
        username: "racer",
        firstName: "Race",
        lastName: "Winner",
        passwordHash: "x",
      });
    };
    const res = await paidSignup({ Email: email });
    expect(res.statusCode).toBe(409);
    expect(body(res).Code).toBe("EMAIL_EXISTS");
    const refund = spy.calls.findLast((call) => call.method === "refund");
    expect(refund).toBeDefined();
    const [charge] = await server.runtime.deps.db
      .select()
      .from(gatewaySandboxOperations)
      .where(eq(gatewaySandboxOperations.id, String(refund?.args[0])));
    expect(charge?.status).toBe("refunded");
    // An operator sees a charge whose account could not be written, not a paid sign-up.
    expect(await signupPayments("error")).toBe(errorsBefore + 1);
    expect(await signupPayments("paid")).toBe(paidBefore);
  });
});
