import type { Cart } from "@haa/domain";
import { apiRequest } from "../../../shared/api/client.ts";

export interface SyncGuestCartBody {
  UserID: number;
  GuestID: string | null;
}

/** POST Store/SyncGuestCartToUser: the guest's cart joins the member's after login (quantities add). */
export function syncGuestCartToUser(body: SyncGuestCartBody) {
  return apiRequest<Cart>("Store/SyncGuestCartToUser", { method: "POST", json: body });
}
