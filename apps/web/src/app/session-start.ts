import { isSessionExpired } from "@haa/domain";
import i18next from "i18next";
import { checkUserLogout } from "../features/account/api/check-user-logout.ts";
import { ApiError } from "../shared/api/client.ts";
import { isLoggedIn, logout, readSession } from "../shared/session/session-store.ts";
import { toast } from "../shared/ui/toast/toast-store.ts";

export interface SessionStartOptions {
  navigate: (to: string) => void;
  now?: () => number;
}

/**
 * The session check at app start (spec 000 §4): a user the administrator locked or deleted is logged out;
 * otherwise a login older than 90 days is logged out and sent home. A failed check keeps the session.
 */
export async function startSession({ navigate, now = Date.now }: SessionStartOptions): Promise<void> {
  const session = readSession();
  if (!isLoggedIn(session)) return;

  let loggedOutByAdmin = false;
  try {
    loggedOutByAdmin = (await checkUserLogout(session.user.Id)) === true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The server no longer accepts this token; the API client has already cleared the session.
      toast.error(i18next.t("session.expired"));
      navigate("/");
      return;
    }
    console.error("The session check failed; keeping the session", error);
  }

  if (loggedOutByAdmin) {
    logout();
    toast.error(i18next.t("session.lockedOrDeleted"));
    return;
  }
  if (isSessionExpired(session.loginStamp ?? Number.NaN, now())) {
    logout();
    toast.error(i18next.t("session.expired"));
    navigate("/");
  }
}
