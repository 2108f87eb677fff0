import { isSessionExpired } from "@haa/domain";
import i18next from "i18next";
import { checkUserLogout } from "../features/account/api/check-user-logout.ts";
import { ApiError } from "../shared/api/client.ts";
import { isLoggedIn, logout, onSessionExpired, readSession } from "../shared/session/session-store.ts";
import { toast } from "../shared/ui/toast/toast-store.ts";

export interface SessionStartOptions {
  navigate: (to: string) => void;
  now?: () => number;
}

/**
 * The answer to a session the server ended (revoked by a logout elsewhere, a password or e-mail change, or
 * past its 90 days): any call made with the token gets 401, the API client clears the session, and the
 * reader sees the spec's 'Your session has expired. Please log in again.' and goes home (spec 000 §4). When
 * the 401 says an administrator locked or deleted the account, the reader sees that message instead.
 */
export function watchExpiredSessions(navigate: (to: string) => void): () => void {
  return onSessionExpired((reason) => {
    if (reason === "lockedOrDeleted") {
      toast.error(i18next.t("session.lockedOrDeleted"));
      return;
    }
    toast.error(i18next.t("session.expired"));
    navigate("/");
  });
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
    // The server no longer accepts this token: the API client has ended the session and
    // `watchExpiredSessions` tells the reader.
    if (error instanceof ApiError && error.status === 401) return;
    console.error("The session check failed; keeping the session", error);
  }

  if (loggedOutByAdmin) {
    // Another call may have said so first (its 401 names the lock): tell the reader once.
    if (readSession().token !== session.token) return;
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
