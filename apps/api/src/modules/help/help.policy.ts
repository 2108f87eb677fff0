import type { Actor } from "../../http/auth.ts";

export type HelpAction = "read-draft" | "manage";

/**
 * Who may do what in the help centre (ADR 0047): anyone reads published articles; only administrators read
 * drafts and write topics and articles.
 */
export function can(actor: Actor | undefined, _action: HelpAction): boolean {
  return actor?.isAdmin === true;
}
