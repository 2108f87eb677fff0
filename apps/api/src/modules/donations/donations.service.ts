import {
  addYearsUtc,
  cardBrand,
  type DonateInput,
  type DonationFrequencyName,
  formatLongDate,
  formatUsd,
  type InterfaceLanguage,
  lastFour,
  normalizeLanguage,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, notFound } from "../../http/errors.ts";
import {
  assertCardAttemptAllowed,
  type CardAttempt,
  recordCardDecline,
  withPaymentClaim,
} from "../billing/checkout-guards.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { queueMail } from "../mail/mailer.ts";
import { renderMail } from "../mail/templates.ts";
import { paymentFailed, readCard } from "../membership/membership.shared.ts";
import { renderDonationPdf } from "./donation-pdf.ts";
import {
  donationCancelUrl,
  signedDonationInvoiceUrl,
  verifyDonationInvoiceToken,
  verifyDonationPlanCancelToken,
} from "./donations.links.ts";
import { presentAdminDonation, presentPlan, presentReceipt } from "./donations.presenter.ts";
import { type DonationPlanRow, type DonationRow, donationsRepository as repo } from "./donations.repository.ts";
import type { DonationFrequency } from "./donations.schema.ts";

/** DON-2026-000123: the year of the gift and the row's id. */
export function formatDonationNumber(at: Date, id: number): string {
  return `DON-${at.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

const FREQUENCY: Record<DonationFrequencyName, DonationFrequency> = { OneOff: "oneOff", Yearly: "yearly" };

/** Records one charged donation with its number and queues its receipt mail, inside the caller's transaction. */
export async function recordDonation(
  tx: Db,
  deps: Pick<Deps, "config">,
  donation: {
    userId: number | null;
    planId: number | null;
    email: string;
    name: string;
    language: string;
    frequency: DonationFrequency;
    amountCents: number;
    card: { brand: string; last4: string } | null;
    chargeId: string | null;
    now: Date;
    /** The yearly plan, when the receipt should say how to stop it. */
    plan?: DonationPlanRow | null;
    sendReceipt?: boolean;
  },
): Promise<DonationRow> {
  const id = await repo.nextDonationId(tx);
  const row = await repo.insert(tx, {
    id,
    donationNumber: formatDonationNumber(donation.now, id),
    userId: donation.userId,
    planId: donation.planId,
    email: donation.email,
    name: donation.name,
    language: donation.language,
    frequency: donation.frequency,
    amountCents: donation.amountCents,
    cardBrand: donation.card?.brand ?? null,
    last4: donation.card?.last4 ?? null,
    gatewayChargeId: donation.chargeId,
    createdAt: donation.now,
  });
  if (donation.sendReceipt === false) return row;
  const language = normalizeLanguage(donation.language);
  const plan = donation.plan ?? null;
  await queueMail(
    tx,
    row.email,
    renderMail(language, row.name, {
      subject: "donationEmail.subject",
      intro: [
        "donationEmail.thanks",
        row.frequency === "yearly" ? "donationEmail.yearly" : "donationEmail.oneOff",
        ...(row.last4 ? ["donationEmail.card"] : []),
      ],
      action: { label: "donationEmail.invoiceAction", url: signedDonationInvoiceUrl(deps.config, row, donation.now) },
      outro: plan ? ["donationEmail.cancelYearly"] : [],
      params: {
        number: row.donationNumber,
        amount: formatUsd(row.amountCents, language),
        last4: row.last4 ?? "—",
        nextDate: plan ? formatLongDate(plan.nextChargeAt, language) : "",
        cancelUrl: plan ? donationCancelUrl(deps.config, plan) : "",
      },
    }),
  );
  return row;
}

export function createDonationService(deps: Deps) {
  const { db, clock, config, gateway } = deps;

  return {
    /**
     * Donation/Donate: checks the card, charges it once (a yearly gift stores the card for next year), then
     * records the gift, the plan and the receipt mail in one transaction with the idempotent answer.
     */
    async donate(
      input: DonateInput,
      viewer: Actor | undefined,
      ip: string,
      language: string,
      idem: IdempotencyContext,
    ) {
      const email = input.Email.toLowerCase();
      const card = readCard(input, clock.now());
      const attempt: CardAttempt = { ip, account: viewer ? `user:${viewer.user.id}` : `email:${email}` };
      await assertCardAttemptAllowed(deps, attempt);
      const frequency = FREQUENCY[input.Frequency];
      const donorLanguage = viewer ? viewer.user.language : language;
      const shown = { brand: cardBrand(card.number), last4: lastFour(card.number) };
      return withPaymentClaim(
        deps,
        `donation:${email}`,
        () => new AppError(409, "PAYMENT_IN_PROGRESS", "donation.inProgress"),
        async () => {
          const key = idem.gatewayKey("donation");
          let chargeId: string;
          let stored: { token: string; brand: string; last4: string } | null = null;
          try {
            if (frequency === "yearly") {
              const result = await gateway.charge(card, input.Amount, key, { saveCard: true });
              if (!result.ok) throw result;
              chargeId = result.chargeId;
              stored = result.card;
            } else {
              const result = await gateway.charge(card, input.Amount, key);
              if (!result.ok) throw result;
              chargeId = result.chargeId;
            }
          } catch (failure) {
            const decline =
              failure && typeof failure === "object" && "decline" in failure
                ? (failure as { decline: Parameters<typeof paymentFailed>[0] }).decline
                : "unavailable";
            if (decline !== "unavailable") await recordCardDecline(deps, attempt);
            throw paymentFailed(decline);
          }
          return db.transaction(async (tx) => {
            const now = clock.now();
            const plan = stored
              ? await repo.insertPlan(tx, {
                  userId: viewer?.user.id ?? null,
                  email,
                  name: input.Name,
                  language: donorLanguage,
                  amountCents: input.Amount,
                  gatewayToken: stored.token,
                  cardBrand: stored.brand,
                  last4: stored.last4,
                  nextChargeAt: addYearsUtc(now, 1),
                  createdAt: now,
                })
              : null;
            const donation = await recordDonation(tx, deps, {
              userId: viewer?.user.id ?? null,
              planId: plan?.id ?? null,
              email,
              name: input.Name,
              language: donorLanguage,
              frequency,
              amountCents: input.Amount,
              card: shown,
              chargeId,
              now,
              plan,
            });
            const answer = presentReceipt(config, donation, plan, now);
            await idem.complete(tx, answer);
            return answer;
          });
        },
      );
    },

    /** Donation/CancelYearlyDonation: by the plan's member or an administrator, or with the receipt's token. */
    async cancelPlan(planId: number, access: "authorized" | { token: string }) {
      const plan = await repo.findPlan(db, planId);
      const refused = () => notFound("DONATION_PLAN_NOT_FOUND", "donation.planNotFound");
      if (!plan) throw refused();
      if (access !== "authorized" && !verifyDonationPlanCancelToken(config, plan, access.token)) throw refused();
      if (!(await repo.cancelPlan(db, plan.id, clock.now()))) {
        throw new AppError(409, "DONATION_PLAN_NOT_ACTIVE", "donation.planNotActive");
      }
      const after = await repo.findPlan(db, plan.id);
      return presentPlan(after ?? plan);
    },

    async plansOf(userId: number) {
      return (await repo.plansOfUser(db, userId)).map(presentPlan);
    },

    async invoicePdf(donationId: number, access: "authorized" | { token: string }, language: InterfaceLanguage) {
      const donation = await repo.findById(db, donationId);
      const refused = () => notFound("DONATION_NOT_FOUND", "donation.notFound");
      if (!donation) throw refused();
      if (access !== "authorized" && !verifyDonationInvoiceToken(config, donation, access.token, clock.now())) {
        throw refused();
      }
      const pdfLanguage = access === "authorized" ? language : normalizeLanguage(donation.language);
      return { fileName: `${donation.donationNumber}.pdf`, bytes: await renderDonationPdf(donation, pdfLanguage) };
    },

    async list(options: { page: number; pageSize: number; frequency?: DonationFrequency | undefined }) {
      const page = await repo.list(db, options);
      return {
        List: page.list.map(presentAdminDonation),
        TotalCount: page.total,
        Page: options.page,
        PageSize: options.pageSize,
        TotalAmount: page.totalCents / 100,
        OneOffAmount: page.oneOffCents / 100,
        YearlyAmount: page.yearlyCents / 100,
        ActiveYearlyPlans: page.activePlans,
      };
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
