import { adminAccess, type OwnerRef, ownerAccess, type RouteAccess, selfOrAdmin } from "../../http/access.ts";

export type CreditsAction = "read" | "administer";

/**
 * Who may do what with CE credits: a member reads their own ledger, exams and transcripts (an administrator
 * anyone's); only administrators set the cycle, add exams, record results and adjust ledgers.
 */
export function accessFor(action: "read", owner: OwnerRef): RouteAccess;
export function accessFor(action: "administer"): RouteAccess;
export function accessFor(action: CreditsAction, owner?: OwnerRef): RouteAccess {
  return action === "read" && owner ? ownerAccess(owner, selfOrAdmin) : adminAccess;
}
