import { addMonthsUtc, addYearsUtc, MembershipId, quoteMembershipPayment } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { billingRecordsPort } from "../billing/billing-records.port.ts";
import type { StoredCard } from "../billing/gateway.ts";
import { invoiceLines, recordPayment } from "../billing/invoices.ts";
import { createSandboxGateway } from "../billing/sandbox-gateway.ts";
import { membershipRepository } from "./membership.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo members, one per level; their logins are listed in the README's demo section. */
export const DEMO_PASSWORD = "Healing2026!";

interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  membershipId: number;
  country: string;
  language: string;
  /** A sandbox test number stored as the auto-renewal card (paid levels). */
  card?: { number: string; cvv: string; holder: string; expiresInMonths?: number };
  /** When the membership ends, in days from the seed; default: the member joined (200 − 20 × index) days ago. */
  endsInDays?: number;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: "starter@demo.healingarts.example",
    firstName: "Sofia",
    lastName: "Almeida",
    membershipId: 1,
    country: "Portugal",
    language: "pt",
  },
  {
    email: "access@demo.healingarts.example",
    firstName: "Jonas",
    lastName: "Becker",
    membershipId: 2,
    country: "Germany",
    language: "de",
    // Expires four months from now, before the renewal about six months away: the card-expiry reminder.
    card: { number: "4242424242424242", cvv: "123", holder: "Jonas Becker", expiresInMonths: 4 },
  },
  {
    email: "standard@demo.healingarts.example",
    firstName: "Emily",
    lastName: "Carter",
    membershipId: 3,
    country: "United States",
    language: "en",
    card: { number: "4242424242424242", cvv: "123", holder: "Emily Carter" },
  },
  {
    email: "practitioner@demo.healingarts.example",
    firstName: "Haruto",
    lastName: "Sato",
    membershipId: 4,
    country: "Japan",
    language: "ja",
    card: { number: "378282246310005", cvv: "1234", holder: "Haruto Sato" },
  },
  {
    email: "instructor@demo.healingarts.example",
    firstName: "Margaret",
    lastName: "O'Neill",
    membershipId: 5,
    country: "Ireland",
    language: "en",
    card: { number: "4242424242424242", cvv: "123", holder: "Margaret O'Neill" },
    endsInDays: 30,
  },
  {
    // Stores fine, but every renewal charge fails: try dunning with `npm run jobs -- --at <after the end date>`.
    email: "renewal-fails@demo.healingarts.example",
    firstName: "Lucas",
    lastName: "Martin",
    membershipId: 3,
    country: "France",
    language: "en",
    card: { number: "4000000000000341", cvv: "123", holder: "Lucas Martin" },
    endsInDays: 5,
  },
];

/** The demo instructor's renewal data: licence fee 75 USD, 40 USD of credits earned. */
export const DEMO_INSTRUCTOR = { instructorLevel: "Certified Instructor", licensingFeeCents: 7500, creditsCents: 4000 };

/**
 * The demo members, one per level: confirmed accounts, their memberships, stored sandbox cards (the gateway
 * keeps only token, brand, last four and expiry), a first invoice each, and the demo instructor's renewal data.
 */
export async function seedDemoMembers({ db, people, clock, passwords }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const memberHash = await passwords.hash(DEMO_PASSWORD);
  // Cards go through the sandbox gateway first (it keeps only token, brand, last four and expiry).
  const gateway = createSandboxGateway(db, clock);
  const cards = new Map<string, StoredCard>();
  for (const member of DEMO_MEMBERS) {
    if (!member.card) continue;
    const expiry = addMonthsUtc(now, member.card.expiresInMonths ?? 36);
    const stored = await gateway.storeCard(
      {
        number: member.card.number,
        cvv: member.card.cvv,
        expMonth: expiry.getUTCMonth() + 1,
        expYear: expiry.getUTCFullYear(),
        holderName: member.card.holder,
      },
      `seed:${member.email}`,
    );
    if (stored.ok) cards.set(member.email, stored);
  }
  for (const [index, member] of DEMO_MEMBERS.entries()) {
    const user = await people.create({
      email: member.email,
      username: member.email.split("@")[0] ?? "member",
      firstName: member.firstName,
      lastName: member.lastName,
      phone: `+1 555 010 ${String(index).padStart(4, "0")}`,
      passwordHash: memberHash,
      language: member.language,
      country: member.country,
      emailConfirmedAt: now,
      createdAt: new Date(now.getTime() - (400 - index * 30) * DAY_MS),
    });
    const end =
      member.endsInDays !== undefined
        ? new Date(now.getTime() + member.endsInDays * DAY_MS)
        : addYearsUtc(new Date(now.getTime() - (200 - index * 20) * DAY_MS), 1);
    const start = addYearsUtc(end, -1);
    const membership = await membershipRepository.insert(db, {
      userId: user.id,
      membershipId: member.membershipId,
      startDateTime: start,
      endDateTime: end,
      status: "active",
      autoRenew: true,
      createdAt: start,
      updatedAt: start,
    });
    if (member.membershipId === MembershipId.Instructor) {
      await membershipRepository.saveInstructor(db, {
        userId: user.id,
        instructorLevel: DEMO_INSTRUCTOR.instructorLevel,
        licensingFeeCents: DEMO_INSTRUCTOR.licensingFeeCents,
        totalCreditsEarnedCents: DEMO_INSTRUCTOR.creditsCents,
        updatedAt: now,
      });
    }
    const card = cards.get(member.email);
    if (!card || !member.card) continue;
    await billingRecordsPort.keepCard(
      db,
      user.id,
      {
        gatewayToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        holderName: member.card.holder,
      },
      start,
    );
    // The payment that started the current year, so the invoice list and the PDF can be tried at once.
    const quote =
      member.membershipId === MembershipId.Instructor
        ? quoteMembershipPayment({ kind: "instructorRenewal", licensingFeeCents: 0, creditsCents: 0 })
        : quoteMembershipPayment({ kind: "signup", levelId: member.membershipId });
    await recordPayment(db, {
      userId: user.id,
      userMembershipId: membership.id,
      levelId: member.membershipId,
      kind: member.membershipId === MembershipId.Instructor ? "instructorRenewal" : "signup",
      quote,
      lines: invoiceLines(quote, { levelId: member.membershipId }),
      card: { brand: card.brand, last4: card.last4 },
      chargeId: null,
      periodStart: start,
      periodEnd: end,
      now: start,
    });
  }
}
