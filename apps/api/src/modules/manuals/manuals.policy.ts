import {
  adminAccess,
  type OwnerRef,
  ownerAccess,
  type RouteAccess,
  resourceAccess,
  selfOnly,
  selfOrAdmin,
} from "../../http/access.ts";
import { manualsRepository } from "./manuals.repository.ts";

/**
 * Who may do what with manuals: a member lists their own copies (an administrator anyone's); only the owner
 * downloads a personalised copy — it carries their name, so not even an administrator fetches it for them
 * (ADR 0032); administrators upload, edit and grant.
 */
export function listAccess(owner: OwnerRef): RouteAccess {
  return ownerAccess(owner, selfOrAdmin);
}

export function downloadAccess(owner: OwnerRef): RouteAccess {
  return resourceAccess("manualCopy", owner, (deps, id) => manualsRepository.copyOwner(deps.db, id), selfOnly);
}

export const administerAccess: RouteAccess = adminAccess;
