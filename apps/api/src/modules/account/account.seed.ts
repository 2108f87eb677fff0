import { randomBytes } from "node:crypto";
import type { DemoSeedContext } from "../../http/module.ts";
import { accountRepository as repo } from "./account.repository.ts";
import { AccountType } from "./account.schema.ts";

/**
 * The administrator of an empty database, from ADMIN_EMAIL / ADMIN_PASSWORD; without a configured password one
 * is generated and handed back through the context, for main.ts to show once.
 */
export async function seedAdministrator(context: DemoSeedContext): Promise<void> {
  const { db, config, clock, passwords } = context;
  const generated = config.adminPassword ? undefined : randomBytes(12).toString("base64url");
  const adminEmail = (config.adminEmail ?? "admin@healingarts.example").toLowerCase();
  await repo.insert(db, {
    email: adminEmail,
    username: adminEmail.split("@")[0] ?? "admin",
    firstName: "Site",
    lastName: "Administrator",
    passwordHash: await passwords.hash(config.adminPassword ?? (generated as string)),
    accountType: AccountType.Admin,
    language: "en",
    country: "United States",
    emailConfirmedAt: clock.now(),
  });
  if (generated) context.generatedAdminPassword = generated;
}
