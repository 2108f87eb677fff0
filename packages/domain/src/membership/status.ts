/**
 * What a member's membership state means (ADR 0007): the stored status plus the auto-renewal flag and the
 * end date give the status the membership page shows and whether the member has access now.
 */
export type StoredMembershipStatus = "active" | "past_due" | "lapsed" | "cancelled";
export type MembershipDisplayStatus = "Active" | "Cancelled" | "PastDue" | "Lapsed";

export interface MembershipState {
  status: StoredMembershipStatus;
  autoRenew: boolean;
  endDateTime: Date;
}

/**
 * - `PastDue`: the renewal charge failed and is being retried; access is kept during the retries.
 * - `Cancelled`: auto-renewal switched off; access until EndDateTime, then `Lapsed`.
 * - `Active`: auto-renewing. Past its end date it keeps access until the renewal job has run.
 * - `Lapsed`: ended.
 */
export function membershipDisplayStatus(state: MembershipState, now: Date): MembershipDisplayStatus {
  if (state.status === "lapsed") return "Lapsed";
  if (state.status === "past_due") return "PastDue";
  const ended = state.endDateTime.getTime() <= now.getTime();
  if (state.status === "cancelled" || !state.autoRenew) return ended ? "Lapsed" : "Cancelled";
  return "Active";
}

/** Whether the member may use what their level allows right now. */
export function hasMembershipAccess(state: MembershipState, now: Date): boolean {
  return membershipDisplayStatus(state, now) !== "Lapsed";
}

/** Whole days left until EndDateTime (a started day counts), 0 once it has passed. */
export function daysRemaining(endDateTime: Date, now: Date): number {
  const left = endDateTime.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / (24 * 60 * 60 * 1000)) : 0;
}
