import {
  addYearsUtc,
  cardBrand,
  csvDocument,
  DONATION_EXPORT_MAX,
  type DonateInput,
  type DonationFrequencyName,
  type DonationReceipt,
  formatLongDate,
  formatUsd,
  type InterfaceLanguage,
  lastFour,
  normalizeLanguage,
  translate,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import { payByCard, readCard } from "../billing/card-checkout.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { renderDonationPdf } from "./donation-pdf.ts";
import {
  donationCancelUrl,
  signedDonationInvoiceUrl,
  verifyDonationInvoiceToken,
  verifyDonationPlanCancelToken,
} from "./donations.links.ts";
import { presentAdminDonation, presentPlan, presentReceipt } from "./donations.presenter.ts";
import {
  type DonationFilter,
  type DonationPlanRow,
  type DonationRow,
  donationsRepository as repo,
} from "./donations.repository.ts";
import type { DonationFrequency } from "./donations.schema.ts";

/** DON-2026-000123: the year of the gift and the row's id. */
export function formatDonationNumber(at: Date, id: number): string {
  return `DON-${at.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

const FREQUENCY: Record<DonationFrequencyName, DonationFrequency> = { OneOff: "oneOff", Yearly: "yearly" };

/** Records one charged donation with its number and queues its receipt mail, inside the caller's transaction. */
export async function recordDonation(
  tx: Db,
  deps: Pick<Deps, "config" | "purchases">,
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
  await deps.purchases.record(tx, {
    source: "donation",
    sourceId: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    kind: row.frequency,
    title: null,
    reference: row.donationNumber,
    totalCents: row.amountCents,
    currency: row.currency,
    status: "paid",
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

/** How long an identical gift sent without an Idempotency-Key counts as the same gift sent twice. */
export const DUPLICATE_GIFT_WINDOW_MS = 10 * 60 * 1000;

/**
 * What Donation/Donate answers and stores under its Idempotency-Key. The receipt stays wrapped because answers
 * stored before ADR 0074 (up to 24 hours old) have this shape and are still replayed.
 */
interface DonationAnswer {
  receipt: DonationReceipt;
}

export function createDonationService(deps: Deps) {
  const { db, clock, config, gateway } = deps;

  return {
    /**
     * Donation/Donate: checks the card, charges it once (a yearly gift stores the card for next year), then
     * records the gift, the plan and the receipt mail in one transaction with the idempotent answer. Without an
     * Idempotency-Key, a gift like one the same donor made with the same card in the last DUPLICATE_GIFT_WINDOW_MS
     * is that gift sent twice (a double click, a retry after a lost answer): it is answered with the first
     * receipt (marked replayed) and not charged again. The donor's claim makes the check and the charge one step.
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
      const frequency = FREQUENCY[input.Frequency];
      const donorLanguage = viewer ? viewer.user.language : language;
      const shown = { brand: cardBrand(card.number), last4: lastFour(card.number) };
      return payByCard(deps, {
        card,
        amountCents: input.Amount,
        attempt: { ip, account: viewer ? `user:${viewer.user.id}` : `email:${email}` },
        idem,
        kind: "donations",
        step: "donation",
        // A yearly gift keeps the card for next year's charge.
        saveCard: frequency === "yearly",
        claim: {
          key: `donation:${email}`,
          refusal: () => new AppError(409, "PAYMENT_IN_PROGRESS", "donation.inProgress"),
        },
        earlierAnswer: async (): Promise<DonationAnswer | undefined> => {
          // With a key, the key alone decides (ADR 0070).
          if (idem.keyed) return undefined;
          const now = clock.now();
          const twin = await repo.latestIdentical(
            db,
            { email, amountCents: input.Amount, frequency, cardBrand: shown.brand, last4: shown.last4 },
            new Date(now.getTime() - DUPLICATE_GIFT_WINDOW_MS),
          );
          if (!twin) return undefined;
          const plan = twin.planId ? ((await repo.findPlan(db, twin.planId)) ?? null) : null;
          return { receipt: presentReceipt(config, twin, plan, now) };
        },
        hold: async () => {},
        release: async () => {},
        commit: async (tx, _held, charge): Promise<DonationAnswer> => {
          const now = clock.now();
          const stored = charge?.stored ?? null;
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
            chargeId: charge?.chargeId ?? null,
            now,
            plan,
          });
          return { receipt: presentReceipt(config, donation, plan, now) };
        },
      });
    },

    /**
     * Donation/CancelYearlyDonation: by the plan's member or an administrator, or with the receipt's token. The
     * guarded UPDATE and the donor's mail share one transaction, so a second (or parallel) cancel is 409 and
     * mails nobody.
     */
    async cancelPlan(planId: number, access: "authorized" | { token: string }) {
      const plan = await repo.findPlan(db, planId);
      const refused = () => notFound("DONATION_PLAN_NOT_FOUND", "donation.planNotFound");
      if (!plan) throw refused();
      if (access !== "authorized" && !verifyDonationPlanCancelToken(config, plan, access.token)) throw refused();
      // The audit log's "before" (ADR 0088; nothing outside an administrator's call): the plan's state, not the donor.
      deps.audit.before(
        { kind: "donationPlan", id: plan.id },
        { Status: plan.status, CancelledAt: plan.cancelledAt, AmountCents: plan.amountCents },
      );
      return db.transaction(async (tx) => {
        if (!(await repo.cancelPlan(tx, plan.id, clock.now()))) {
          throw new AppError(409, "DONATION_PLAN_NOT_ACTIVE", "donation.planNotActive");
        }
        const after = (await repo.findPlan(tx, plan.id)) ?? plan;
        const language = normalizeLanguage(after.language);
        await queueMail(
          tx,
          after.email,
          renderMail(language, after.name, {
            subject: "donationEmail.cancelledSubject",
            intro: ["donationEmail.cancelled"],
            outro: ["donationEmail.cancelledThanks"],
            params: { amount: formatUsd(after.amountCents, language), last4: after.last4 },
          }),
        );
        return presentPlan(after);
      });
    },

    /**
     * Donation/AdminRefundDonation (ADR 0052), the shape of Store/AdminRefundOrder: the status moves to refunded
     * first (a guarded UPDATE: a second call, even in parallel, gets 409), then the gateway gives the charge
     * back under a key of the donation (a retried refund never pays twice); a gateway failure puts the status
     * back. The donor is mailed in their language; the invoice stays and says "refunded".
     */
    async refund(id: number) {
      const before = await repo.findById(db, id);
      if (!before) throw notFound("DONATION_NOT_FOUND", "donation.notFound");
      // The audit log's "before" (ADR 0088): the donation's state and amount, not the donor.
      deps.audit.before(
        { kind: "donation", id },
        {
          DonationNumber: before.donationNumber,
          Status: before.status,
          RefundedAt: before.refundedAt,
          AmountCents: before.amountCents,
          Currency: before.currency,
        },
      );
      const claimed = await db.transaction(async (tx) => {
        const row = await repo.claimRefund(tx, id, clock.now());
        if (row) await deps.purchases.setStatus(tx, "donation", id, "refunded");
        return row;
      });
      if (!claimed) throw new AppError(409, "DONATION_ALREADY_REFUNDED", "donation.alreadyRefunded");
      if (claimed.gatewayChargeId) {
        let refunded = false;
        try {
          refunded = (await gateway.refund(claimed.gatewayChargeId, `donation-refund:${claimed.id}`)).ok;
        } catch {
          refunded = false;
        }
        if (!refunded) {
          await db.transaction(async (tx) => {
            await repo.releaseRefund(tx, id);
            await deps.purchases.setStatus(tx, "donation", id, "paid");
          });
          throw new AppError(502, "REFUND_FAILED", "donation.refundFailed");
        }
      }
      return db.transaction(async (tx) => {
        const language = normalizeLanguage(claimed.language);
        await queueMail(
          tx,
          claimed.email,
          renderMail(language, claimed.name, {
            subject: "donationEmail.refundedSubject",
            intro: ["donationEmail.refunded", ...(claimed.last4 ? ["donationEmail.refundedCard"] : [])],
            action: {
              label: "donationEmail.invoiceAction",
              url: signedDonationInvoiceUrl(config, claimed, clock.now()),
            },
            params: {
              number: claimed.donationNumber,
              amount: formatUsd(claimed.amountCents, language),
              last4: claimed.last4 ?? "",
            },
          }),
        );
        const plan = claimed.planId ? await repo.findPlan(tx, claimed.planId) : undefined;
        return presentAdminDonation({ donation: claimed, planStatus: plan?.status ?? null });
      });
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

    async list(options: { page: number; pageSize: number } & DonationFilter) {
      const page = await repo.list(db, options);
      return {
        List: page.list.map(presentAdminDonation),
        TotalCount: page.total,
        Page: options.page,
        PageSize: options.pageSize,
        TotalAmount: page.totalCents / 100,
        OneOffAmount: page.oneOffCents / 100,
        YearlyAmount: page.yearlyCents / 100,
        RefundedAmount: page.refundedCents / 100,
        ActiveYearlyPlans: page.activePlans,
      };
    },

    /** The filtered list as CSV in the caller's language; every cell is escaped against formula injection. */
    async exportCsv(filter: DonationFilter, language: InterfaceLanguage): Promise<string> {
      const rows = await repo.exportRows(db, filter, DONATION_EXPORT_MAX);
      const t = (key: string) => translate(language, `donationCsv.${key}`);
      return csvDocument([
        [t("number"), t("date"), t("name"), t("email"), t("frequency"), t("amount"), t("status"), t("refundedAt")],
        ...rows.map(({ donation }) => [
          donation.donationNumber,
          donation.createdAt.toISOString().slice(0, 10),
          donation.name,
          donation.email,
          t(donation.frequency),
          (donation.amountCents / 100).toFixed(2),
          t(donation.status),
          donation.refundedAt ? donation.refundedAt.toISOString().slice(0, 10) : "",
        ]),
      ]);
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
