import { selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

export type NotificationAction = "read" | "change" | "configure";

/** A member reads and changes their own notifications and settings; an administrator anyone's (support). */
export function can(actor: Actor, _action: NotificationAction, target: { userId: number }): boolean {
  return selfOrAdmin(actor, target.userId);
}

export const notificationsOf = (action: NotificationAction) => (actor: Actor, userId: number) =>
  can(actor, action, { userId });
