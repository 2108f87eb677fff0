import { apiData } from "../../../shared/api/client.ts";

/**
 * GET Account/CheckUserLogout?userId: true when an administrator locked or deleted the account. Called once
 * at app start outside React (app/session-start.ts), so there is no hook.
 */
export function checkUserLogout(userId: number): Promise<boolean> {
  return apiData<boolean>("Account/CheckUserLogout", { query: { userId } });
}
