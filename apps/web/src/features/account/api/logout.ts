import { contract } from "@haa/domain";
import { callApi } from "../../../shared/api/call.ts";
import { logout } from "../../../shared/session/session-store.ts";

/**
 * Logout from the header menu: POST Account/Logout ends this session on the server at once, then the local
 * session is cleared, even when the call fails (offline, already revoked), because the reader asked to leave.
 */
export async function logOut(): Promise<void> {
  try {
    await callApi(contract.account.logout);
  } catch (error) {
    console.warn("The server did not confirm the logout; logging out on this device anyway", error);
  } finally {
    logout();
  }
}

/**
 * "Log out everywhere": POST Account/LogoutAllSessions ends every session of the member; only then is this
 * device logged out. A failure throws, so the page can say the other devices are still logged in.
 */
export async function logOutEverywhere(): Promise<void> {
  await callApi(contract.account.logoutAllSessions);
  logout();
}
