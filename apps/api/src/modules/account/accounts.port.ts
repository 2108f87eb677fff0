import type { Db } from "../../db/types.ts";
import { accountRepository, type NewUser, type UserRow } from "./account.repository.ts";
import { checkPassword, type PasswordGuard } from "./password-check.ts";

/** An account as other modules read it (a receipt's name and address, a mail's language): never its password hash. */
export type Account = Omit<UserRow, "passwordHash">;

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
  /** The account, deleted or not (an old invoice still names its buyer). */
  find(db: Db, userId: number): Promise<Account | undefined>;
  /** The account unless it was deleted (a locked account is still someone: its history, mail about it). */
  existing(db: Db, userId: number): Promise<Account | undefined>;
  update(db: Db, userId: number, changes: AccountChanges): Promise<void>;
  /**
   * Checks that `password` is the account's own (a member confirming an erasure request, ADR 0089) on the same
   * budget of wrong answers as the account's own checks; a wrong one throws `WRONG_PASSWORD` on `field`. The hash
   * stays here.
   */
  checkPassword(db: Db, userId: number, password: string, field: string, guard: PasswordGuard): Promise<void>;
}

export function createAccounts(): Accounts {
  async function find(db: Db, userId: number): Promise<Account | undefined> {
    const row = await accountRepository.findById(db, userId);
    if (!row) return undefined;
    const { passwordHash: _secret, ...account } = row;
    return account;
  }
  return {
    find,
    async existing(db, userId) {
      const account = await find(db, userId);
      return account && !account.deletedAt ? account : undefined;
    },
    update: (db, userId, changes) => accountRepository.update(db, userId, changes),
    async checkPassword(db, userId, password, field, guard) {
      const row = await accountRepository.findById(db, userId);
      await checkPassword(guard, userId, row && !row.deletedAt ? row.passwordHash : null, password, field);
    },
  };
}
