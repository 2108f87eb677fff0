import { apiRequest } from "../../../shared/api/client.ts";

export interface SyncGuestCartBody {
  UserID: number;
  GuestID: string | null;
}

/** POST Store/SyncGuestCartToUser: the guest's cart becomes the user's after login. */
export function syncGuestCartToUser(body: SyncGuestCartBody) {
  return apiRequest<unknown>("Store/SyncGuestCartToUser", { method: "POST", json: body });
}
