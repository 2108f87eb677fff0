import { accountRepository } from "../modules/account/account.repository.ts";
import type { Db } from "./types.ts";

/** A database without a single account is new: the first start creates the administrator and the demo content. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  return (await accountRepository.countUsers(db)) === 0;
}
