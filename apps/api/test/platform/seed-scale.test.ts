import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { NEEDS_POSTGRES, SCALE_EMAIL_DOMAIN, scaleVolumes, seedScale } from "../../src/db/seed-scale/index.ts";
import { argon2Hasher } from "../../src/shared/passwords.ts";

/** `npm run seed:scale` (issue 22) with tiny volumes, in a database of its own (the file's shared one is untouched). */
describe("seed:scale", () => {
  const configFor = (dataDir: string, databaseUrl?: string) =>
    loadConfig(
      {
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: "Admin-password-1",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      { jwtSecret: "test-secret-test-secret-test-secret" },
    );

  it("refuses without PostgreSQL: the embedded database is for the demo", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "haa-scale-"));
    try {
      await expect(seedScale({ config: configFor(dataDir), volumes: scaleVolumes(10, 10) })).rejects.toThrow(
        NEEDS_POSTGRES,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "loads the volumes beside the demo, fills what triggers fill, and refuses a second run",
    async () => {
      const baseUrl = process.env.TEST_DATABASE_URL as string;
      const name = `haa_scale_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      // The migrated template with the reference data; the load seeds the demo into it as a first start would.
      await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), "haa-scale-"));
      const client = new pg.Client({ connectionString: url.toString() });
      try {
        const config = configFor(dataDir, url.toString());
        const volumes = scaleVolumes(200, 300);
        const { added } = await seedScale({ config, volumes });
        expect(added).toMatchObject({
          users: 200,
          user_memberships: 200,
          forum_posts: 300,
          forum_comments: 900,
          forum_follows: expect.any(Number),
          products: 20,
          seminars: 10,
          enrollments: 400,
        });
        expect(added.payments).toBeGreaterThan(200);
        // Every payment reached the purchase history through the trigger.
        expect(added.purchases).toBe(added.payments);
        expect(added.seminar_dates).toBeGreaterThanOrEqual(10);
        expect(added.seminar_dates).toBeLessThanOrEqual(30);
        expect(added.forum_views).toBeGreaterThan(100);
        expect(added.forum_views).toBeLessThanOrEqual(150);
        expect(added.member_profiles).toBeGreaterThan(20);
        expect(added.member_profiles).toBeLessThanOrEqual(40);
        expect(added.notifications).toBeGreaterThan(400);
        expect(added.notifications).toBeLessThanOrEqual(600);

        await client.connect();
        const one = async (text: string) => (await client.query(text)).rows[0];
        // The demo accounts are there, and a scale member signs in with the demo password.
        expect(
          (await one("select count(*)::int as n from users where email like '%@demo.healingarts.example'")).n,
        ).toBeGreaterThan(5);
        const member = await one(`select password_hash from users where email = 'member000001@${SCALE_EMAIL_DOMAIN}'`);
        expect(await argon2Hasher.verify(member.password_hash, "Healing2026!")).toBe(true);
        // The directory's facts were copied by the profile triggers (ADR 0055).
        expect(
          await one(`select count(*)::int as n from member_profiles p join users u on u.id = p.user_id
            where u.email like '%@${SCALE_EMAIL_DOMAIN}' and p.account_active and p.current_membership_id in (4, 5)
              and p.search_vector is not null and p.sort_last <> ''`),
        ).toEqual({ n: added.member_profiles });
        // The posts' search vectors are the repository's: a title word is found through the index's query.
        expect(
          (
            await one(
              `select count(*)::int as n from forum_posts where search_vector @@ websearch_to_tsquery('english', 'sessions')`,
            )
          ).n,
        ).toBeGreaterThan(0);
        // Sequences moved past the explicit ids: the app's next rows do not collide.
        const next = await one(
          "select nextval(pg_get_serial_sequence('users', 'id'))::int as id, (select max(id) from users) as max",
        );
        expect(next.id).toBeGreaterThan(next.max);

        await expect(seedScale({ config, volumes })).rejects.toThrow(/already holds scale data/);
      } finally {
        await client.end().catch(() => {});
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
