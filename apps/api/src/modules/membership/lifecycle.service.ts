import {
  type BillingUpdateResult,
  downgradeError,
  formatLongDate,
  hasMembershipAccess,
  normalizeLanguage,
  type RenewalRetryStatus,
} from "@haa/domain";
import type { Ports } from "../../deps.ts";
import { badRequest, conflict, validationError } from "../../http/errors.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { levelName } from "../billing/invoices.ts";
import { presentBillingDetails } from "./membership.presenter.ts";
import { membershipRepository as repo } from "./membership.repository.ts";
import { type CardFields, type MembershipShared, type PaymentRequest, readCard } from "./membership.shared.ts";
import type { AttemptOutcome, RenewalService } from "./renewals.service.ts";

export interface BillingUpdateInput extends CardFields {
  BillingType?: number | null | undefined;
  PayPalEmail?: string | null | undefined;
}

/** How the renewal retried after new billing details went, as UpdateBillingDetails reports it. */
const RENEWAL_STATUS: Record<AttemptOutcome, RenewalRetryStatus> = {
  renewed: "Paid",
  dunning: "Failed",
  lapsed: "Lapsed",
  ended: "Ended",
  superseded: "Skipped",
  skipped: "Skipped",
};

/** Changes to a running membership: cancel, resume, downgrade, and the card its renewals are charged to. */
export function createLifecycleService(deps: Ports, renewals: RenewalService, shared: MembershipShared) {
  const { db, clock, config } = deps;
  const {
    requireUser,
    requireMembership,
    recordMembershipBefore,
    takePayment,
    saveCard,
    assertNoRenewalInFlight,
    present,
    membershipView,
  } = shared;

  return {
    /**
     * Membership/UpdateBillingDetails: stores a new card for auto-renewals (masked fields must be replaced) and
     * retries an open renewal with it at once.
     */
    async updateBilling(
      userId: number,
      input: BillingUpdateInput,
      request: PaymentRequest,
      idem: IdempotencyContext,
    ): Promise<BillingUpdateResult> {
      const now = clock.now();
      await requireUser(userId);
      // The card is not the log's business; the membership its retried renewal may change is.
      if (deps.audit.recording()) recordMembershipBefore(userId, await repo.current(db, userId));
      const card = readCard(input, now);
      if (input.BillingType !== undefined && input.BillingType !== null && input.BillingType !== 1) {
        throw validationError({ BillingType: "membership.billingTypeUnsupported" });
      }
      if (input.PayPalEmail?.trim()) throw validationError({ PayPalEmail: "membership.billingTypeUnsupported" });
      // Storing a card verifies it with the gateway, so it is limited like a charge.
      const stored = await takePayment(card, 0, idem.gatewayKey("store"), {
        ip: request.ip,
        account: `user:${userId}`,
      });
      const previous = await deps.billingRecords.card(db, userId);
      const saved = await saveCard(db, userId, stored, now);
      // The replaced card is of no further use: the gateway forgets it (a failure only leaves it unused there).
      if (previous && previous.gatewayToken !== saved.gatewayToken) {
        await deps.gateway.forgetCard(previous.gatewayToken).catch(() => undefined);
      }
      const membership = await repo.current(db, userId);
      const outcome: AttemptOutcome | null = membership ? await renewals.retryOpenRenewal(membership.id) : null;
      const view = await membershipView(userId);
      return {
        BillingDetails: presentBillingDetails(saved),
        RenewalRetried: outcome !== null,
        RenewalStatus: outcome === null ? null : RENEWAL_STATUS[outcome],
        Membership: view ?? null,
      };
    },

    /** Membership/CancelUserMembership: auto-renewal off, access until EndDateTime (ADR 0007). */
    async cancel(userId: number) {
      const user = await requireUser(userId);
      const current = await requireMembership(userId);
      recordMembershipBefore(userId, current);
      const now = clock.now();
      if (!hasMembershipAccess(current, now)) throw conflict("MEMBERSHIP_NOT_ACTIVE", "membership.notActive");
      // Cancelling twice changes nothing and sends no second mail.
      if (current.status === "cancelled" && !current.autoRenew) {
        return await present(current, now);
      }
      await assertNoRenewalInFlight(current);
      const pastDue = current.status === "past_due";
      const updated = await db.transaction(async (tx) => {
        const row = await repo.update(
          tx,
          current.id,
          pastDue
            ? { autoRenew: false, status: "lapsed", cancelledAt: now, lapsedAt: now, pendingMembershipId: null }
            : { autoRenew: false, status: "cancelled", cancelledAt: now, pendingMembershipId: null },
          now,
        );
        await repo.closeOpenRenewals(tx, current.id, "cancelled", now);
        const language = normalizeLanguage(user.language);
        await queueMail(
          tx,
          user.email,
          renderMail(language, user.firstName, {
            subject: "email.cancelledSubject",
            intro: [pastDue ? "email.cancelledNowIntro" : "email.cancelledIntro"],
            action: { label: "email.manageMembershipAction", url: `${config.publicUrl}/managemembership` },
            params: {
              level: levelName(row.membershipId),
              date: formatLongDate(row.endDateTime, language),
            },
          }),
        );
        return row;
      });
      return await present(updated, now);
    },

    /** Switches auto-renewal back on for a cancelled membership that has not ended yet. */
    async resume(userId: number) {
      await requireUser(userId);
      const current = await requireMembership(userId);
      recordMembershipBefore(userId, current);
      const now = clock.now();
      if (!hasMembershipAccess(current, now)) throw conflict("MEMBERSHIP_NOT_ACTIVE", "membership.notActive");
      const updated =
        current.status === "cancelled" || !current.autoRenew
          ? await repo.update(db, current.id, { autoRenew: true, status: "active", cancelledAt: null }, now)
          : current;
      return await present(updated, now);
    },

    /**
     * Membership/DowngradeUserMembership: the lower level takes effect at the next renewal (and is what that
     * renewal charges); asking for the current level clears a scheduled downgrade.
     */
    async downgrade(userId: number, targetLevelId: number) {
      await requireUser(userId);
      const current = await requireMembership(userId);
      recordMembershipBefore(userId, current);
      const now = clock.now();
      if (!hasMembershipAccess(current, now) || current.status === "past_due") {
        throw conflict("MEMBERSHIP_NOT_ACTIVE", "membership.notActive");
      }
      const error = downgradeError(current.membershipId, targetLevelId);
      if (error) throw badRequest("DOWNGRADE_NOT_ALLOWED", error);
      const clearing = targetLevelId === current.membershipId;
      const updated = await repo.update(
        db,
        current.id,
        clearing
          ? { pendingMembershipId: null }
          : { pendingMembershipId: targetLevelId, autoRenew: true, status: "active", cancelledAt: null },
        now,
      );
      return { membership: await present(updated, now), cleared: clearing };
    },
  };
}
