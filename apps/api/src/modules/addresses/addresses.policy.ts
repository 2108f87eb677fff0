import { ownerAccess, resourceAccess, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";
import { addressesRepository } from "./addresses.repository.ts";

export type AddressAction = "read" | "write";

/** The address-book policy: an address belongs to its member; an administrator may read and fix any. */
export function can(actor: Actor, _action: AddressAction, owner: { userId: number }): boolean {
  return selfOrAdmin(actor, owner.userId);
}

/** A call that names the member whose book it reads or adds to. */
export const onAddressBookOf = (action: AddressAction, owner: { in: "query" | "body"; name: string }) =>
  ownerAccess(owner, (actor, userId) => can(actor, action, { userId }));

/** A call that names one address by its Id; an unknown Id is 404 before anything else. */
export const onAddress = (action: AddressAction, owner: { in: "query" | "body"; name: string }) =>
  resourceAccess(
    "address",
    owner,
    async ({ db }, id) => (await addressesRepository.findById(db, id))?.userId,
    (actor, userId) => can(actor, action, { userId }),
  );
