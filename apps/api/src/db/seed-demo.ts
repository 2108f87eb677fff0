import { API_MODULES } from "../api-modules.ts";
import type { Config } from "../config.ts";
import type { DemoSeedContext } from "../http/module.ts";
import { createDemoPeople } from "../modules/account/account.people.ts";
import { accountRepository } from "../modules/account/account.repository.ts";
import type { Storage } from "../platform/storage/storage.ts";
import type { Clock } from "../shared/clock.ts";
import type { PasswordHasher } from "../shared/passwords.ts";
import type { Db } from "./types.ts";

/**
 * Seeds an empty database with every module's demo content (module-list order, one transaction: a failed seed
 * leaves the database empty, so the next start tries again). Returns the generated administrator password when
 * none was configured, so the caller can show it once. Prints nothing.
 */
export async function seedDemo(
  db: Db,
  config: Config,
  clock: Clock,
  passwords: PasswordHasher,
  storage: Storage,
): Promise<string | undefined> {
  if ((await accountRepository.countUsers(db)) > 0) return undefined;
  return db.transaction(async (tx) => {
    const context: DemoSeedContext = { db: tx, config, clock, passwords, storage, people: createDemoPeople(tx) };
    for (const module of API_MODULES) await module.seedDemo?.(context);
    return context.generatedAdminPassword;
  });
}
