import { isAllowed } from "@haa/domain";
import { type OwnerRef, ownerAccess, selfOnly, selfOrAdmin } from "../../http/access.ts";

export type ProfileAction = "edit" | "readSettings" | "editSettings" | "toggleRemote" | "readLicence";

/**
 * Who may act on a member's profile (ADR 0045): the member or an administrator for everything an
 * administrator may need to correct on the member's behalf; the remote-sessions switch is a GET that changes
 * state, so only the member's own bearer may flip it (an administrator's link could not be forged into it).
 */
export function profileAccess(action: ProfileAction, owner: OwnerRef) {
  return ownerAccess(owner, action === "toggleRemote" ? selfOnly : selfOrAdmin);
}

/** Whether a plan level may appear in the directory: spec 001 §3 'Practitioner Profile' (instructors too). */
export function planAllowsListing(membershipId: number | null): boolean {
  return membershipId !== null && isAllowed(membershipId, "Practitioner Profile");
}
