import { isAllowed, NEWSLETTER_PERMISSION, normalizeLanguage } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { newslettersRepository as repo, type SubscriberRow } from "./newsletters.repository.ts";

/**
 * The port sign-up uses for its SubscribeToNewsletter flag (`Deps.newsletterSignup`, ADR 0027): the account
 * module never imports this one; the subscription is written in the sign-up's own transaction.
 */
export interface NewsletterSignup {
  subscribeNewMember(
    db: Db,
    user: { id: number; email: string; language: string },
    membershipId: number,
  ): Promise<void>;
}

/** The member's reader row: theirs, or the visitor row of their address (subscribed before joining), or new. */
export async function memberSubscriber(
  db: Db,
  user: { id: number; email: string; language: string },
  now: Date,
  language?: string,
): Promise<SubscriberRow> {
  const own = await repo.subscriberByUser(db, user.id);
  if (own) return own;
  const byEmail = await repo.subscriberByEmail(db, user.email);
  if (byEmail && byEmail.userId === null) {
    await repo.updateSubscriber(db, byEmail.id, { userId: user.id });
    return { ...byEmail, userId: user.id };
  }
  return repo.insertSubscriber(db, {
    email: user.email,
    userId: user.id,
    language: normalizeLanguage(language ?? user.language),
    createdAt: now,
  });
}

export function createNewsletterSignup(deps: { clock: Clock }): NewsletterSignup {
  return {
    /**
     * The default newsletter, when the plan allows newsletters. Issues reach the member only once their
     * account is confirmed (the send job skips unconfirmed accounts), so sign-up's confirmation mail is the
     * opt-in.
     */
    async subscribeNewMember(db, user, membershipId) {
      if (!isAllowed(membershipId, NEWSLETTER_PERMISSION)) return;
      const newsletter = await repo.defaultNewsletter(db);
      if (!newsletter) return;
      const now = deps.clock.now();
      const subscriber = await memberSubscriber(db, user, now);
      await repo.subscribe(db, subscriber.id, [newsletter.id], now, now);
    },
  };
}
