import { randomBytes } from "node:crypto";
import type { Config } from "../config.ts";
import { accountRepository as repo } from "../modules/account/account.repository.ts";
import { AccountType } from "../modules/account/account.schema.ts";
import type { Clock } from "../shared/clock.ts";
import type { PasswordHasher } from "../shared/passwords.ts";
import type { Db } from "./client.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo members, one per level; their logins are listed in the README's demo section. */
export const DEMO_PASSWORD = "Healing2026!";
export const DEMO_MEMBERS = [
  {
    email: "starter@demo.healingarts.example",
    firstName: "Sofia",
    lastName: "Almeida",
    membershipId: 1,
    country: "Portugal",
    language: "pt",
  },
  {
    email: "access@demo.healingarts.example",
    firstName: "Jonas",
    lastName: "Becker",
    membershipId: 2,
    country: "Germany",
    language: "de",
  },
  {
    email: "standard@demo.healingarts.example",
    firstName: "Emily",
    lastName: "Carter",
    membershipId: 3,
    country: "United States",
    language: "en",
  },
  {
    email: "practitioner@demo.healingarts.example",
    firstName: "Haruto",
    lastName: "Sato",
    membershipId: 4,
    country: "Japan",
    language: "ja",
  },
  {
    email: "instructor@demo.healingarts.example",
    firstName: "Margaret",
    lastName: "O'Neill",
    membershipId: 5,
    country: "Ireland",
    language: "en",
  },
] as const;

/**
 * Seeds an empty database with the administrator and the demo members. Returns the generated administrator
 * password when none was configured, so the caller can print it once.
 */
export async function seedDemo(
  db: Db,
  config: Config,
  clock: Clock,
  passwords: PasswordHasher,
): Promise<string | undefined> {
  if ((await repo.countUsers(db)) > 0) return undefined;
  const now = clock.now();
  const generated = config.adminPassword ? undefined : randomBytes(12).toString("base64url");
  const adminEmail = (config.adminEmail ?? "admin@healingarts.example").toLowerCase();
  const adminHash = await passwords.hash(config.adminPassword ?? (generated as string));
  const memberHash = await passwords.hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await repo.insert(tx, {
      email: adminEmail,
      username: adminEmail.split("@")[0] ?? "admin",
      firstName: "Site",
      lastName: "Administrator",
      passwordHash: adminHash,
      accountType: AccountType.Admin,
      language: "en",
      country: "United States",
      emailConfirmedAt: now,
    });
    for (const [index, member] of DEMO_MEMBERS.entries()) {
      const user = await repo.insert(tx, {
        email: member.email,
        username: member.email.split("@")[0] ?? "member",
        firstName: member.firstName,
        lastName: member.lastName,
        phone: `+1 555 010 ${String(index).padStart(4, "0")}`,
        passwordHash: memberHash,
        accountType: AccountType.Member,
        language: member.language,
        country: member.country,
        emailConfirmedAt: now,
        createdAt: new Date(now.getTime() - (400 - index * 30) * DAY_MS),
      });
      const start = new Date(now.getTime() - (200 - index * 20) * DAY_MS);
      await repo.insertMembership(tx, {
        userId: user.id,
        membershipId: member.membershipId,
        startDateTime: start,
        endDateTime: new Date(start.getTime() + 365 * DAY_MS),
        status: "active",
        autoRenew: true,
      });
    }
  });
  return generated;
}
