import { and, isNotNull, isNull } from "drizzle-orm";
import { users } from "./account.schema.ts";

/**
 * Read model (issue 21): the people other modules show beside their own rows (an author's name and picture) or
 * write to (mail, notifications). Their repositories join `people` on `people.id` and filter with the states
 * below, written once here, instead of re-stating what a deleted, locked or unconfirmed account means.
 */
export const people = users;

export { AccountType } from "./account.schema.ts";

/** The account still exists (a locked one included). */
export const notDeleted = isNull(people.deletedAt);

/** The account may sign in: neither deleted nor locked. */
export const active = and(notDeleted, isNull(people.lockedAt));

/** Mail and notifications reach it: active, with a confirmed address. */
export const reachable = and(active, isNotNull(people.emailConfirmedAt));
