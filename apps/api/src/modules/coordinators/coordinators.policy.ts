import type { Db } from "../../db/types.ts";
import { type OwnerRule, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";
import { coordinatorsRepository } from "./coordinators.repository.ts";

/**
 * Who may touch a link (ADR 0046). The access hook admits its two parties (`partiesOf`) and administrators;
 * the service then applies the state machine of the domain (`linkActionRefusal`): who may do what in which
 * state. A coordinator's list names the coordinator: they read only their own instructors.
 */
export const linkPartyRule: OwnerRule = selfOrAdmin;

/**
 * For the locations policy: an active coordinator (accepted, agreement accepted, not archived) may read the
 * venues of the instructor they coordinate for — and do nothing else with them.
 */
export async function mayReadInstructorVenues(db: Db, actor: Actor, instructorId: number): Promise<boolean> {
  if (selfOrAdmin(actor, instructorId)) return true;
  return coordinatorsRepository.isActiveCoordinatorOf(db, actor.user.id, instructorId);
}
