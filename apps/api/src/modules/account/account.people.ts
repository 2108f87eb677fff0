import type { Db } from "../../db/types.ts";
import type { DemoPeople, DemoPerson } from "../../http/module.ts";
import { accountRepository as repo, type UserRow } from "./account.repository.ts";
import { AccountType } from "./account.schema.ts";

/** The demo seeds' port to the accounts, on the seeding transaction. */
export function createDemoPeople(db: Db): DemoPeople {
  return {
    async find(email) {
      const row = await repo.findByEmail(db, email);
      return row && person(row);
    },

    async create(newPerson) {
      return person(await repo.insert(db, { ...newPerson, accountType: AccountType.Member }));
    },

    async addMembership(membership) {
      await repo.insertMembership(db, {
        ...membership,
        status: "active",
        autoRenew: true,
        createdAt: membership.startDateTime,
        updatedAt: membership.startDateTime,
      });
    },

    async update(id, changes) {
      await repo.update(db, id, changes);
    },
  };
}

// Only what the seeds read: the rest of the row stays the account module's business.
function person(row: UserRow): DemoPerson {
  const { id, email, firstName, lastName, language, passwordHash } = row;
  return { id, email, firstName, lastName, language, passwordHash };
}
