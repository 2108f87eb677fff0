import type { Actor } from "../../http/auth.ts";

export type PractitionerAction = "manage";

/**
 * Who may do what with the directory (ADR 0044): anyone reads listed practitioners (the listing rule is a
 * query predicate, not an access rule); only administrators grant types, verify credentials and unlist.
 */
export function can(actor: Actor | undefined, action: PractitionerAction): boolean {
  if (!actor) return false;
  switch (action) {
    case "manage":
      return actor.isAdmin;
  }
}
