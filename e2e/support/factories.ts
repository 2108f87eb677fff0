import { api, baseUrl, firstLink, uniqueEmail, waitForMail } from "./browser.ts";
import { API_KEY } from "./global-setup.ts";

/**
 * The people a journey starts from, made through the product's own API (sign-up, the confirmation mail, a
 * membership payment): each journey writes on its own members, so files can share one server in any order and
 * no journey depends on what another one wrote (issue 21). Nothing here is a test-only endpoint.
 * The administrator stays the one the server creates at start (global-setup.ts: ADMIN_EMAIL): no API makes an
 * administrator, and journeys only act as one on rows they made themselves.
 */

/** The demo accounts' password (membership and coordinators seeds). */
const DEMO_PASSWORD = "Healing2026!";

/** What a journey knows about a member it made. */
export interface NewMember {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** A bearer token for what the journey sets up or checks behind the scenes. */
  token: string;
}

export interface NewMemberOptions {
  /** The plan: 1 Starter (default), 2 Access, 3 Standard, 4 Practitioner; paid ones with the test Visa. */
  plan?: 1 | 2 | 3 | 4;
  lastName?: string;
  country?: string;
  phone?: string;
  /** The communication language (its mails come in it); default "en". */
  language?: string;
}

/** A bearer token for calls a journey makes behind the scenes (seeding what the screen under test reads). */
export async function tokenOf(email: string, password: string): Promise<string> {
  const res = await api("POST", "Account/Login", { body: { Email: email, Password: password, AccountType: 1 } });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status}`);
  return res.body.Data.LoginTokenResponseModel.access_token as string;
}

/**
 * A confirmed member with a unique e-mail on `plan`: a Starter sign-up (the sign-up screen has its own journey),
 * the link of the confirmation mail, then for a paid plan the member's own membership payment at the price the
 * server quotes, as the upgrade form would pay it.
 */
export async function newMember(firstName: string, options: NewMemberOptions = {}): Promise<NewMember> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = "Quiet-Hands-2026";
  const lastName = options.lastName ?? "Lindqvist";
  const language = options.language ?? "en";
  const form = new FormData();
  for (const [k, v] of Object.entries({
    UserName: email.split("@")[0] ?? "",
    FirstName: firstName,
    LastName: lastName,
    Email: email,
    Phone: options.phone ?? "+47 22 12 34 56",
    Password: password,
    Language: language,
    Country: options.country ?? "Norway",
    MembershipId: "1",
    LoginAction: "signup",
    AcceptTermCondittions: "true",
    AccountType: "1",
  })) {
    form.append(k, v);
  }
  const res = await fetch(`${baseUrl()}/api/Account/signup`, {
    method: "POST",
    body: form,
    headers: { "x-api-key": API_KEY },
  });
  if (res.status !== 200) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { Data: { Id: number } }).Data.Id;
  // A Starter sign-up sends the one mail, in the member's language: only the English subject is known here.
  const mail = await waitForMail(email, language === "en" ? "Please confirm your email address" : /./);
  const link = new URL(firstLink(mail.text, `${baseUrl()}/confirmemail/`));
  const confirmed = await api(
    "POST",
    `Account/ConfirmUserAccount?token=${encodeURIComponent(link.searchParams.get("token") ?? "")}&userId=${id}`,
  );
  if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${confirmed.status}`);
  const token = await tokenOf(email, password);
  const plan = options.plan ?? 1;
  if (plan > 1) {
    const quote = await api("GET", `Membership/GetPaymentQuote?userId=${id}&MembershipId=${plan}`, { token });
    if (quote.status !== 200) throw new Error(`no quote for plan ${plan}: ${quote.status} ${quote.body.Message}`);
    const paid = await api("POST", "Membership/MembershipPayment", {
      token,
      body: {
        UserId: id,
        MembershipId: plan,
        AmountPaid: quote.body.Data.Total,
        CardHolderName: `${firstName} ${lastName}`,
        CardNumber: "4242424242424242",
        ExpiryDate: "12/30",
        CVV: "123",
      },
    });
    if (paid.status !== 200) throw new Error(`paying plan ${plan} failed: ${paid.status} ${paid.body.Message}`);
  }
  return { id, email, password, firstName, lastName, token };
}

/**
 * A confirmed Starter member (see `newMember`), for a journey about something else that starts from a member in
 * a second.
 */
export async function confirmedMember(
  firstName: string,
  options: Omit<NewMemberOptions, "plan"> = {},
): Promise<{ id: number; email: string; password: string }> {
  const { id, email, password } = await newMember(firstName, options);
  return { id, email, password };
}

/**
 * A seeded instructor, by the key of the coordinators seed (elena, lucas, tomas, ingrid, kenji, claire, hannah)
 * or "demo" for instructor@. The Instructor plan cannot be bought and an instructor record has no API (only the
 * seeds write one), so a journey that teaches takes a seeded instructor: each such file its own, so no two files
 * write on the same instructor.
 */
export function seededInstructor(key: string): { email: string; password: string } {
  const email = key === "demo" ? "instructor@demo.healingarts.example" : `${key}.instructor@demo.healingarts.example`;
  return { email, password: DEMO_PASSWORD };
}

/**
 * A seeded demo member by the start of their address (starter, access, standard, practitioner, renewal-fails), for
 * the few journeys that need what only the seeds give (a past seminar place, a membership ending in five days).
 * Such a journey is the only one that writes on that member; the others make their own with `newMember`.
 */
export function seededMember(key: string): { email: string; password: string } {
  return { email: `${key}@demo.healingarts.example`, password: DEMO_PASSWORD };
}
