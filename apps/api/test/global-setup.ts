import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedReference } from "../src/db/seed-reference.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Where the first file that needs it builds the demo-seeded template (`startDemoServer`). */
    demoTemplateDir: string;
    demoPostgresTemplate: string;
  }
}

export const TEMPLATE_DB = "haa_test_template";

/**
 * Migrates and seeds the reference data once; every test file then starts from a copy: a PGlite data-dir
 * dump, or a PostgreSQL database created from a template when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const tmp = path.resolve(import.meta.dirname, "../../../.tmp");
  // One demo template per run: a run never reuses a template seeded by older code.
  const runKey = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const demoDir = path.join(tmp, `demo-template-${runKey}`);
  const demoDb = `haa_demo_${runKey}`;
  project.provide("demoTemplateDir", demoDir);
  project.provide("demoPostgresTemplate", demoDb);
  const teardown = async () => {
    rmSync(demoDir, { recursive: true, force: true });
    rmSync(`${demoDir}.lock`, { recursive: true, force: true });
    if (!postgresUrl) return;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${demoDb} with (force)`);
    // The workers' shared servers keep their databases to the end of the run (harness.ts).
    const left = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'haa\\_test\\_%' and datname <> $1",
      [TEMPLATE_DB],
    );
    for (const { datname } of left.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database, seedReference);
    await database.close();
    project.provide("postgresTemplate", TEMPLATE_DB);
    project.provide("pgliteTemplate", "");
    return teardown;
  }
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database, seedReference);
  const dump = await client.dumpDataDir("none");
  mkdirSync(tmp, { recursive: true });
  const file = path.join(tmp, "pglite-template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return teardown;
}
