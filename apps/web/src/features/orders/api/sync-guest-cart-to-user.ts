import { contract } from "@haa/domain";
import { callApi } from "../../../shared/api/call.ts";

export interface SyncGuestCartBody {
  UserID: number;
  GuestID: string | null;
}

/** POST Store/SyncGuestCartToUser: the guest's cart joins the member's after login (quantities add). */
export function syncGuestCartToUser(body: SyncGuestCartBody) {
  return callApi(contract.orders.syncGuestCartToUser, { body });
}
