import type { Db } from "../../db/types.ts";
import { accountRepository, type NewUser, type UserRow } from "./account.repository.ts";

/** An account as other modules read it. */
export type Account = UserRow;

/** What another module may change on an account: the member's own details, from the profile and account pages. */
export type AccountChanges = Partial<
  Pick<
    NewUser,
    | "firstName"
    | "lastName"
    | "phone"
    | "bio"
    | "introDescription"
    | "specializations"
    | "webpageUrl"
    | "profileImage"
    | "language"
  >
>;

/**
 * The account module's port for the others (`Ports.accounts`, issue 21): who an account is, and the member's own
 * details another module may change. Each call takes the caller's `db`, so it runs inside the caller's
 * transaction; only the account module touches its tables.
 */
export interface Accounts {
  /** The account unless it was deleted (a locked account is still someone: its history, mail about it). */
  existing(db: Db, userId: number): Promise<Account | undefined>;
  update(db: Db, userId: number, changes: AccountChanges): Promise<void>;
}

export function createAccounts(): Accounts {
  return {
    async existing(db, userId) {
      const user = await accountRepository.findById(db, userId);
      return user && !user.deletedAt ? user : undefined;
    },
    update: (db, userId, changes) => accountRepository.update(db, userId, changes),
  };
}
