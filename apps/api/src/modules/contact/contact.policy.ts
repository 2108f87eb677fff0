import { adminAccess, publicAccess, type RouteAccess } from "../../http/access.ts";

export type ContactAction = "send" | "manage";

/** Anyone may write to the association (visitor or member); only administrators read and handle messages. */
export function accessFor(action: ContactAction): RouteAccess {
  return action === "send" ? publicAccess() : adminAccess;
}
