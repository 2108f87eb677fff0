import type { DemoSeedContext } from "../../http/module.ts";
import { purchasesPort } from "../billing/purchases.port.ts";
import { donationsRepository } from "./donations.repository.ts";
import { recordDonation } from "./donations.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoDonation {
  /** A demo member's e-mail, or a visitor's name and e-mail. */
  member?: string;
  visitor?: { name: string; email: string; language: string };
  amountCents: number;
  yearly?: boolean;
  daysAgo: number;
  /** Refunded this many days ago (ADR 0052): the admin list shows both states. */
  refundedDaysAgo?: number;
}

/** A few gifts: members and visitors, one-off and yearly (the yearly ones keep a plan for next year). */
export const DEMO_DONATIONS: readonly DemoDonation[] = [
  { member: "standard@demo.healingarts.example", amountCents: 5_000, daysAgo: 200 },
  { member: "standard@demo.healingarts.example", amountCents: 2_500, yearly: true, daysAgo: 40 },
  { member: "practitioner@demo.healingarts.example", amountCents: 10_000, daysAgo: 75 },
  { member: "instructor@demo.healingarts.example", amountCents: 25_000, yearly: true, daysAgo: 150 },
  {
    visitor: { name: "Margarida Costa", email: "margarida.costa@example.org", language: "pt" },
    amountCents: 2_000,
    daysAgo: 12,
  },
  { visitor: { name: "Thomas Weber", email: "t.weber@example.org", language: "de" }, amountCents: 7_500, daysAgo: 5 },
  // The same gift sent twice by mistake; the association gave the second one back.
  {
    visitor: { name: "Kenji Watanabe", email: "kenji.watanabe@example.org", language: "ja" },
    amountCents: 3_000,
    daysAgo: 30,
  },
  {
    visitor: { name: "Kenji Watanabe", email: "kenji.watanabe@example.org", language: "ja" },
    amountCents: 3_000,
    daysAgo: 30,
    refundedDaysAgo: 28,
  },
];

export async function seedDemoDonations({ db, people, config, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now().getTime();
  for (const demo of DEMO_DONATIONS) {
    const user = demo.member ? await people.find(demo.member) : undefined;
    if (demo.member && !user) continue;
    const at = new Date(now - demo.daysAgo * DAY_MS);
    const donor = user
      ? { name: `${user.firstName} ${user.lastName}`, email: user.email, language: user.language }
      : (demo.visitor ?? { name: "", email: "", language: "en" });
    const plan = demo.yearly
      ? await donationsRepository.insertPlan(db, {
          userId: user?.id ?? null,
          ...donor,
          amountCents: demo.amountCents,
          // A demo token: the sandbox gateway refuses it, so `npm run jobs` shows the retry path, never a charge.
          gatewayToken: `demo-donation-${demo.daysAgo}`,
          cardBrand: "visa",
          last4: "4242",
          nextChargeAt: new Date(at.getTime() + 365 * DAY_MS),
          createdAt: at,
        })
      : null;
    const row = await recordDonation(
      db,
      { config, purchases: purchasesPort },
      {
        userId: user?.id ?? null,
        planId: plan?.id ?? null,
        ...donor,
        frequency: demo.yearly ? "yearly" : "oneOff",
        amountCents: demo.amountCents,
        card: { brand: "visa", last4: "4242" },
        chargeId: null,
        now: at,
        plan,
        sendReceipt: false,
      },
    );
    if (demo.refundedDaysAgo !== undefined) {
      // No demo charge reached the gateway (chargeId null), so only the row changes.
      await donationsRepository.claimRefund(db, row.id, new Date(now - demo.refundedDaysAgo * DAY_MS));
      await purchasesPort.setStatus(db, "donation", row.id, "refunded");
    }
  }
}
