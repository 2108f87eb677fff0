import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDetails, gatewaySandboxTokens } from "../../src/db/schema.ts";
import { instructor, member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import {
  BR_IP,
  body,
  CARDS,
  cardFields,
  DAY_MS,
  get,
  JP_IP,
  outboxTo,
  post,
  put,
  storeCard,
  US_IP,
} from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GET Membership/GetMembershipPriceByLocation", () => {
  it("answers both readings for Brazil: top-level Country/Discount and Data.Discount, with the coupon field hidden", async () => {
    const res = await get(server, "/api/Membership/GetMembershipPriceByLocation", { ip: BR_IP });
    expect(res.statusCode).toBe(200);
    const json = body(res);
    const discount = { StandardDiscount: 50, PractitionerDiscount: 100, InstructorDiscount: 100 };
    expect(json).toMatchObject({ Status: true, Country: "BR", Discount: discount, HideCoupon: true });
    expect(json.Data).toMatchObject({ Country: "BR", Discount: discount, HideCoupon: true });
    expect(json.Data.Levels).toContainEqual({
      MembershipId: 3,
      Name: "Standard",
      Price: 150,
      CountryDiscount: 50,
      PriceAfterDiscount: 100,
    });
  });

  it.each([
    [JP_IP, "JP", { StandardDiscount: 30, PractitionerDiscount: 60, InstructorDiscount: 60 }, true],
    [US_IP, "US", { StandardDiscount: 0, PractitionerDiscount: 0, InstructorDiscount: 0 }, false],
    ["127.0.0.1", null, { StandardDiscount: 0, PractitionerDiscount: 0, InstructorDiscount: 0 }, false],
    ["10.1.2.3", null, { StandardDiscount: 0, PractitionerDiscount: 0, InstructorDiscount: 0 }, false],
  ])("from %s: country %s", async (ip, country, discount, hide) => {
    const json = body(await get(server, "/api/Membership/GetMembershipPriceByLocation", { ip }));
    expect(json).toMatchObject({ Country: country, Discount: discount, HideCoupon: hide });
    expect(json.Data.Discount).toEqual(discount);
  });

  it("uses DEV_COUNTRY outside production, so Brazil or Japan pricing can be tried locally", async () => {
    const dev = await startTestServer({ config: { devCountry: "JP" } });
    try {
      const json = body(await get(dev, "/api/Membership/GetMembershipPriceByLocation"));
      expect(json).toMatchObject({ Country: "JP", HideCoupon: true, Data: { Discount: { StandardDiscount: 30 } } });
    } finally {
      await dev.close();
    }
  });
});

describe("GET Membership/GetMembershipByUserId and CheckUserMembershipExpiration", () => {
  it("answers Name, EndDateTime, status, auto-renewal and the next renewal", async () => {
    const user = await member(server, { level: 3 });
    const res = await get(server, `/api/Membership/GetMembershipByUserId?userId=${user.id}`, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({
      MembershipId: 3,
      Name: "Standard",
      EndDateTime: "2027-11-21T10:00:00.000Z",
      Status: "Active",
      IsActive: true,
      AutoRenew: true,
      PendingMembershipId: null,
      NextRenewalDate: "2027-11-21T10:00:00.000Z",
      NextRenewalAmount: 150,
      InstructorPreviousRecord: null,
    });
    const expiry = await get(server, `/api/Membership/CheckUserMembershipExpiration?UserId=${user.id}`, {
      token: user.token,
    });
    expect(body(expiry).Data).toEqual({
      IsExpired: false,
      EndDateTime: "2027-11-21T10:00:00.000Z",
      DaysRemaining: 365,
      Status: "Active",
      AutoRenew: true,
      MembershipId: 3,
    });
  });

  it("carries the instructor's InstructorPreviousRecord.InstructorLevel", async () => {
    const user = await instructor(server, {
      record: { level: "Senior Instructor", feeCents: 5000, creditsCents: 2500 },
    });
    const res = await get(server, `/api/Membership/GetMembershipByUserId?userId=${user.id}`, { token: user.token });
    expect(body(res).Data).toMatchObject({
      Name: "Instructor",
      InstructorPreviousRecord: { InstructorLevel: "Senior Instructor", LicensingFee: 50, TotalCreditsEarned: 25 },
      NextRenewalAmount: 325,
    });
  });

  it("reports an ended membership as expired", async () => {
    const user = await member(server, {
      level: 2,
      autoRenew: false,
      endDateTime: new Date(server.clock.now().getTime() - DAY_MS),
    });
    const res = await get(server, `/api/Membership/CheckUserMembershipExpiration?userId=${user.id}`, {
      token: user.token,
    });
    expect(body(res).Data).toMatchObject({ IsExpired: true, DaysRemaining: 0, Status: "Lapsed" });
  });

  it.each([
    "/api/Membership/GetMembershipByUserId?userId=",
    "/api/Membership/CheckUserMembershipExpiration?userId=",
    "/api/Membership/GetBillingDetailsByUserId?userId=",
    "/api/UserBillingDetail/GetBillingDetailsInfoByUserId?userId=",
    "/api/User/GetMembershipOverviewByUserId?userId=",
    "/api/User/GetProfileMembershipOveriewCardsByUserId?userId=",
    "/api/Invoices/GetMembershipInvoicesByUserId/",
  ])(
    "GET %s needs the member's token (401) and refuses another member (403); an administrator may read",
    async (path) => {
      const user = await member(server);
      const other = await member(server);
      expect((await get(server, `${path}${user.id}`)).statusCode).toBe(401);
      expect((await get(server, `${path}${user.id}`, { token: other.token })).statusCode).toBe(403);
      const admin = await adminToken(server);
      expect((await get(server, `${path}${user.id}`, { token: admin.token })).statusCode).toBe(200);
    },
  );

  it.each([
    ["PUT", "/api/Membership/CancelUserMembership?userID="],
    ["PUT", "/api/Membership/ResumeUserMembership?userID="],
    ["PUT", "/api/Membership/DowngradeUserMembership?MemberShipID=2&userID="],
  ])("%s %s needs the member's token (401) and refuses another member (403)", async (_method, path) => {
    const user = await member(server);
    const other = await member(server);
    expect((await put(server, `${path}${user.id}`, undefined)).statusCode).toBe(401);
    expect((await put(server, `${path}${user.id}`, undefined, { token: other.token })).statusCode).toBe(403);
  });
});

describe("billing details", () => {
  it("stores a card, shows it masked, and asks for masked fields to be replaced", async () => {
    const user = await member(server, { level: 3 });
    const none = await get(server, `/api/Membership/GetBillingDetailsByUserId?userId=${user.id}`, {
      token: user.token,
    });
    expect(body(none).Data).toBeNull();

    const res = await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      { Id: 0, UserId: user.id, ...cardFields(), BillingType: 1, CardType: "Pay with Card", PayPalEmail: null },
      { token: user.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Message).toBe("Your billing details for autorenewal have been updated. ");
    expect(body(res).Data).toMatchObject({ RenewalRetried: false, BillingDetails: { Last4: "4242" } });

    const saved = body(
      await get(server, `/api/Membership/GetBillingDetailsByUserId?userId=${user.id}`, { token: user.token }),
    ).Data;
    expect(saved).toMatchObject({
      UserId: user.id,
      CardHolderName: "Ana Souza",
      CardNumber: "************4242",
      ExpiryDate: "**/**",
      CVV: "***",
      BillingType: 1,
      CardType: "Pay with Card",
      PayPalEmail: null,
    });

    const masked = await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      {
        UserId: user.id,
        CardHolderName: saved.CardHolderName,
        CardNumber: saved.CardNumber,
        ExpiryDate: saved.ExpiryDate,
        CVV: saved.CVV,
      },
      { token: user.token },
    );
    expect(masked.statusCode).toBe(400);
    expect(body(masked).Message).toBe("Please update: Card Number, Expiration Date, CVV");

    const info = await get(server, `/api/UserBillingDetail/GetBillingDetailsInfoByUserId?userId=${user.id}`, {
      token: user.token,
    });
    expect(body(info).Data).toMatchObject({
      HasBillingDetails: true,
      CardBrand: "visa",
      Last4: "4242",
      ExpiryDate: "12/30",
      IsExpired: false,
      ExpiresBeforeRenewal: false,
      AutoRenew: true,
      NextRenewalDate: "2027-11-21T10:00:00.000Z",
      NextRenewalAmount: 150,
    });
  });

  it("has the gateway forget the card it replaces", async () => {
    const user = await member(server, { level: 3 });
    const update = (number: string) =>
      put(
        server,
        "/api/Membership/UpdateBillingDetails",
        { UserId: user.id, ...cardFields(), CardNumber: number },
        { token: user.token },
      );
    const { db } = server.runtime.deps;
    const tokenNow = async () =>
      (await db.select().from(billingDetails).where(eq(billingDetails.userId, user.id)))[0]?.gatewayToken ?? "";
    expect((await update("4242424242424242")).statusCode).toBe(200);
    const first = await tokenNow();
    expect((await update("5555555555554444")).statusCode).toBe(200);
    const second = await tokenNow();
    expect(second).not.toBe(first);
    const tokens = await db.select().from(gatewaySandboxTokens);
    expect(tokens.map((t) => t.token)).toContain(second);
    expect(tokens.map((t) => t.token)).not.toContain(first);
  });

  it("refuses a declined card, other billing types and other members", async () => {
    const user = await member(server);
    const other = await member(server);
    const declined = await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      { UserId: user.id, ...cardFields({ CardNumber: CARDS.declined }) },
      { token: user.token },
    );
    expect(body(declined)).toMatchObject({ Code: "CARD_DECLINED", Message: "Payment failed: Your card was declined." });
    const paypal = await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      { UserId: user.id, ...cardFields(), BillingType: 2 },
      { token: user.token },
    );
    expect(body(paypal).Errors).toEqual({ BillingType: "Only payment by card is available." });
    const foreign = await put(
      server,
      "/api/Membership/UpdateBillingDetails",
      { UserId: user.id, ...cardFields() },
      {
        token: other.token,
      },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it("accepts the 4000000000000341 card for storing (its later charges fail)", async () => {
    const user = await member(server);
    const res = await storeCard(server, user, CARDS.failsLater);
    expect(body(res).Data.BillingDetails.Last4).toBe("0341");
  });
});

describe("cancel, resume and downgrade", () => {
  it("cancel stops auto-renewal, keeps access until EndDateTime, mails a confirmation; resume undoes it", async () => {
    const user = await member(server, { level: 3 });
    const res = await put(server, `/api/Membership/CancelUserMembership?userID=${user.id}`, undefined, {
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe(
      "Auto-renewal is switched off. Your membership stays active until November 21, 2027.",
    );
    expect(body(res).Data).toMatchObject({
      Status: "Cancelled",
      IsActive: true,
      AutoRenew: false,
      NextRenewalDate: null,
    });
    const again = await put(server, `/api/Membership/CancelUserMembership?userID=${user.id}`, undefined, {
      token: user.token,
    });
    expect(again.statusCode).toBe(200);
    const mails = (await outboxTo(server, user.email)).filter((m) => m.subject === "Auto-renewal switched off");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("stays active until November 21, 2027");

    const resumed = await put(server, `/api/Membership/ResumeUserMembership?userID=${user.id}`, undefined, {
      token: user.token,
    });
    expect(body(resumed)).toMatchObject({
      Message: "Auto-renewal is switched on again.",
      Data: { Status: "Active", AutoRenew: true },
    });
  });

  it("refuses to cancel or downgrade a membership that has ended (409)", async () => {
    const user = await member(server, {
      autoRenew: false,
      endDateTime: new Date(server.clock.now().getTime() - DAY_MS),
    });
    const cancel = await put(server, `/api/Membership/CancelUserMembership?userID=${user.id}`, undefined, {
      token: user.token,
    });
    expect(cancel.statusCode).toBe(409);
    expect(body(cancel)).toMatchObject({
      Code: "MEMBERSHIP_NOT_ACTIVE",
      Message: "This membership is no longer active.",
    });
    const downgrade = await put(
      server,
      `/api/Membership/DowngradeUserMembership?userID=${user.id}&MemberShipID=1`,
      undefined,
      {
        token: user.token,
      },
    );
    expect(downgrade.statusCode).toBe(409);
  });

  it("downgrade takes effect at the next renewal, and the current level clears it", async () => {
    const user = await member(server, { level: 4 });
    const res = await put(
      server,
      `/api/Membership/DowngradeUserMembership?userID=${user.id}&MemberShipID=2`,
      undefined,
      {
        token: user.token,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe("Your membership will change to Access on November 21, 2027.");
    expect(body(res).Data).toMatchObject({
      MembershipId: 4,
      PendingMembershipId: 2,
      PendingName: "Access",
      NextRenewalAmount: 40,
    });
    const cleared = await put(
      server,
      `/api/Membership/DowngradeUserMembership?userid=${user.id}&membershipid=4`,
      undefined,
      {
        token: user.token,
      },
    );
    expect(body(cleared)).toMatchObject({
      Message: "The scheduled downgrade has been cancelled.",
      Data: { PendingMembershipId: null, NextRenewalAmount: 300 },
    });
  });

  it.each([
    [3, 4, "A downgrade must be to a lower level than your current one."],
    [3, 5, "Please choose a valid membership level."],
    [3, 9, "Please choose a valid membership level."],
    [5, 2, "The Instructor Membership cannot be downgraded."],
  ])("refuses level %i → %i: '%s'", async (level, target, message) => {
    const user = await member(server, { level });
    const res = await put(
      server,
      `/api/Membership/DowngradeUserMembership?userID=${user.id}&MemberShipID=${target}`,
      undefined,
      {
        token: user.token,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ Code: "DOWNGRADE_NOT_ALLOWED", Message: message });
  });
});

describe("invoices", () => {
  it("lists a member's invoices with lines in the caller's language and downloads each as a PDF", async () => {
    // Within the renewal window, so the payment renews (ADR 0011).
    const user = await member(server, { level: 3, endDateTime: new Date(server.clock.now().getTime() + 20 * DAY_MS) });
    const paid = await post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
      { token: user.token },
    );
    expect(paid.statusCode).toBe(200);
    const res = await get(server, `/api/Invoices/GetMembershipInvoicesByUserId/${user.id}`, { token: user.token });
    expect(res.statusCode).toBe(200);
    const { List, TotalCount, Page, PageSize } = body(res).Data;
    expect({ TotalCount, Page, PageSize }).toEqual({ TotalCount: 1, Page: 1, PageSize: 20 });
    expect(List[0]).toMatchObject({
      InvoiceNumber: body(paid).Data.InvoiceNumber,
      Kind: "renewal",
      MembershipName: "Standard",
      Lines: [{ Kind: "membership", Description: "Standard membership, one year", Amount: 150 }],
      Subtotal: 150,
      Discount: 0,
      Total: 150,
      Currency: "USD",
      Last4: "4242",
      Status: "Paid",
    });
    const german = await get(server, `/api/Invoices/GetMembershipInvoicesByUserId/${user.id}`, {
      token: user.token,
      language: "de",
    });
    expect(body(german).Data.List[0].Lines[0].Description).toBe("Standard-Mitgliedschaft, ein Jahr");

    const pdfPath = List[0].PdfUrl as string;
    const pdf = await get(server, pdfPath, { token: user.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${List[0].InvoiceNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const other = await member(server);
    expect((await get(server, pdfPath, { token: other.token })).statusCode).toBe(403);
    expect((await get(server, pdfPath)).statusCode).toBe(401);
    const admin = await adminToken(server);
    expect((await get(server, pdfPath, { token: admin.token })).statusCode).toBe(200);
    expect((await get(server, "/api/Invoices/DownloadInvoicePdf/999999", { token: admin.token })).statusCode).toBe(404);
    // Without the API key only a signed link opens it.
    expect((await server.app.inject({ method: "GET", url: pdfPath })).statusCode).toBe(401);
  });
});

describe("membership overview", () => {
  it("gathers membership, card, last payment, invoice count, permissions and cards", async () => {
    const user = await member(server, { level: 3, endDateTime: new Date(server.clock.now().getTime() + 20 * DAY_MS) });
    await post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
      { token: user.token },
    );
    const res = await get(server, `/api/User/GetMembershipOverviewByUserId?userId=${user.id}`, { token: user.token });
    const data = body(res).Data;
    expect(data.Membership).toMatchObject({ Name: "Standard", Status: "Active" });
    expect(data.BillingDetails).toMatchObject({ Last4: "4242" });
    expect(data.LastPayment).toMatchObject({ Total: 150 });
    expect(data.InvoiceCount).toBe(1);
    expect(data.Permissions).toContainEqual({ Name: "Advanced Course Access", IsAllowed: true });
    expect(data.Permissions).toContainEqual({ Name: "Practitioner Profile", IsAllowed: false });
    expect(data.Cards).toHaveLength(6);
  });

  it("stores which overview cards are shown and in which order", async () => {
    const user = await member(server);
    const url = `/api/User/GetProfileMembershipOveriewCardsByUserId?userId=${user.id}`;
    const defaults = body(await get(server, url, { token: user.token })).Data;
    expect(defaults.Cards.map((c: { Key: string }) => c.Key)).toEqual([
      "Membership",
      "Renewal",
      "BillingDetails",
      "Invoices",
      "Permissions",
      "InstructorCredits",
    ]);
    expect(defaults.Cards.every((c: { IsVisible: boolean }) => c.IsVisible)).toBe(true);

    const saved = await post(
      server,
      "/api/User/UpdateProfileMembershipOveriewCards",
      {
        UserId: user.id,
        Cards: [
          { Key: "Invoices", IsVisible: true, SortOrder: 0 },
          { Key: "InstructorCredits", IsVisible: false, SortOrder: 1 },
        ],
      },
      { token: user.token },
    );
    expect(saved.statusCode).toBe(200);
    expect(body(saved).Message).toBe("Your membership overview has been saved.");
    const after = body(await get(server, url, { token: user.token })).Data.Cards;
    expect(after.slice(0, 3)).toEqual([
      { Key: "Invoices", IsVisible: true, SortOrder: 0 },
      { Key: "InstructorCredits", IsVisible: false, SortOrder: 1 },
      { Key: "Membership", IsVisible: true, SortOrder: 2 },
    ]);

    const unknown = await post(
      server,
      "/api/User/UpdateProfileMembershipOveriewCards",
      { UserId: user.id, Cards: [{ Key: "Weather", IsVisible: true }] },
      { token: user.token },
    );
    expect(body(unknown).Errors).toEqual({ "Cards.0.Key": "Unknown overview card." });
    const twice = await post(
      server,
      "/api/User/UpdateProfileMembershipOveriewCards",
      {
        UserId: user.id,
        Cards: [
          { Key: "Renewal", IsVisible: true },
          { Key: "Renewal", IsVisible: false },
        ],
      },
      { token: user.token },
    );
    expect(body(twice).Errors).toEqual({ Cards: "Each overview card may appear only once." });
    const other = await member(server);
    expect(
      (
        await post(
          server,
          "/api/User/UpdateProfileMembershipOveriewCards",
          { UserId: user.id, Cards: [] },
          { token: other.token },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe("POST HardshipApplication/SubmitHardshipApplication", () => {
  const application = {
    MembershipId: 3,
    Reason: "I lost my job this spring and cannot afford the full fee this year.",
    IncomeDetails: "Unemployment benefit only.",
    RequestedAmount: 40,
    AgreeDeclaration: true,
  };

  it("stores the application, confirms it by mail and allows one pending application at a time", async () => {
    const user = await member(server, { level: 1, language: "pt" });
    const res = await post(
      server,
      "/api/HardshipApplication/SubmitHardshipApplication",
      { UserId: user.id, ...application },
      {
        token: user.token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toMatchObject({
      Message: "Thank you. Your hardship application has been received; we will reply by e-mail.",
      Data: { MembershipId: 3, Status: "Pending" },
    });
    expect(body(res).Data.Reference).toMatch(/^HA-\d+$/);
    const [mail] = (await outboxTo(server, user.email)).filter((m) => m.subject.includes("apoio"));
    expect(mail?.subject).toBe("Recebemos o seu pedido de apoio por dificuldades financeiras");
    expect(mail?.text).toContain(body(res).Data.Reference);

    const second = await post(server, "/api/HardshipApplication/SubmitHardshipApplication", application, {
      token: user.token,
    });
    expect(second.statusCode).toBe(409);
    expect(body(second).Code).toBe("HARDSHIP_PENDING");
  });

  it.each([
    [{ Reason: "" }, "Reason", "Please tell us why you are applying."],
    [{ Reason: "Too little." }, "Reason", "Please tell us a little more (at least 30 characters)."],
    [{ MembershipId: 1 }, "MembershipId", "Please choose the membership you are applying for."],
    [{ RequestedAmount: -5 }, "RequestedAmount", "Please enter a valid amount in dollars."],
    [{ AgreeDeclaration: false }, "AgreeDeclaration", "Please confirm that the information you gave is true."],
  ])("rejects %j: %s '%s'", async (change, field, message) => {
    const user = await member(server);
    const res = await post(
      server,
      "/api/HardshipApplication/SubmitHardshipApplication",
      { ...application, ...change },
      {
        token: user.token,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).Errors?.[field]).toBe(message);
  });

  it("needs a logged-in member and refuses applying for someone else", async () => {
    const user = await member(server);
    const other = await member(server);
    expect((await post(server, "/api/HardshipApplication/SubmitHardshipApplication", application)).statusCode).toBe(
      401,
    );
    const foreign = await post(
      server,
      "/api/HardshipApplication/SubmitHardshipApplication",
      { ...application, UserId: user.id },
      { token: other.token },
    );
    expect(foreign.statusCode).toBe(403);
  });
});
