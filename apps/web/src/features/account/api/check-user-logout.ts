import { contract } from "@haa/domain";
import { callData } from "../../../shared/api/call.ts";

/**
 * GET Account/CheckUserLogout?userId: true when an administrator locked or deleted the account. Called once
 * at app start outside React (app/session-start.ts), so there is no hook.
 */
export function checkUserLogout(userId: number): Promise<boolean> {
  return callData(contract.account.checkUserLogout, { query: { userId } });
}
