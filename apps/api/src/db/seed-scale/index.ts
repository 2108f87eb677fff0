/**
 * `npm run seed:scale` (issue 22): loads an association's volume into the PostgreSQL of DATABASE_URL — members
 * with memberships and invoices, years of forum, a store catalogue, seminars with enrolments, the practitioner
 * directory, notifications — with set-based SQL in batches, so the speed of every list and search can be measured
 * at that size. The database is first migrated and seeded as the server's start does it (`createRuntime`), so
 * the demo accounts work beside the scale data. Each module's rows are written by that module's file here.
 */
import pg from "pg";
import type { Config } from "../../config.ts";
import { DEMO_PASSWORD } from "../../modules/membership/membership.seed.ts";
import { createRuntime } from "../../server.ts";
import { argon2Hasher } from "../../shared/passwords.ts";
import { accountSteps } from "./account.ts";
import { billingSteps } from "./billing.ts";
import { enrollmentSteps } from "./enrollment.ts";
import { forumSteps } from "./forum.ts";
import { membershipSteps } from "./membership.ts";
import { notificationCapacity, notificationSteps } from "./notifications.ts";
import { profileSteps } from "./profiles.ts";
import { seminarSteps } from "./seminars.ts";
import { batches, literal, SCALE_EMAIL_DOMAIN, type ScaleContext, type ScaleStep, type ScaleVolumes } from "./sql.ts";
import { storeSteps } from "./store.ts";

export type { ScaleVolumes } from "./sql.ts";
export { SCALE_EMAIL_DOMAIN } from "./sql.ts";

export const NEEDS_POSTGRES = "seed:scale needs PostgreSQL (DATABASE_URL); PGlite is for the demo";

/** A refusal to load (no PostgreSQL, data already loaded, volumes that do not fit): one line for the operator. */
export class ScaleRefusal extends Error {}

/** The defaults of issue 22 for 100,000 members and 1,000,000 posts; the rest follows the two unless given. */
export function scaleVolumes(
  members = 100_000,
  posts = 1_000_000,
  overrides: Partial<ScaleVolumes> = {},
): ScaleVolumes {
  return {
    members,
    posts,
    comments: posts * 3,
    follows: true,
    views: Math.round(posts / 2),
    products: Math.round(members / 10),
    seminars: Math.round(members / 20),
    enrolments: members * 2,
    listings: Math.round(members / 5),
    notifications: members * 5,
    ...overrides,
  };
}

/** The tables the load writes (the trigger-written `purchases` included), in the order the counts are printed. */
export const SCALE_TABLES = [
  "users",
  "user_memberships",
  "payments",
  "purchases",
  "forum_posts",
  "forum_comments",
  "forum_follows",
  "forum_views",
  "products",
  "seminars",
  "seminar_dates",
  "enrollments",
  "member_profiles",
  "notifications",
] as const;

export interface ScaleResult {
  seconds: number;
  /** Rows per table after the load (demo rows included). */
  counts: Record<(typeof SCALE_TABLES)[number], number>;
  /** Rows the load added per table. */
  added: Record<(typeof SCALE_TABLES)[number], number>;
}

async function countRows(pool: pg.Pool): Promise<ScaleResult["counts"]> {
  const counts = {} as ScaleResult["counts"];
  for (const table of SCALE_TABLES) {
    const { rows } = await pool.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

function checkVolumes(v: ScaleVolumes) {
  const whole = Object.entries(v).filter(([, n]) => typeof n === "number" && !(Number.isSafeInteger(n) && n >= 0));
  if (whole.length)
    throw new ScaleRefusal(`seed:scale: volumes must be whole numbers ≥ 0 (${whole.map(([k]) => k).join(", ")})`);
  if (v.members < 1) throw new ScaleRefusal("seed:scale: --members must be at least 1 (every row belongs to members)");
  if (v.enrolments > 0 && v.seminars === 0) throw new ScaleRefusal("seed:scale: enrolments need --seminars > 0");
  if (v.seminars > 0 && Math.ceil(v.enrolments / v.seminars) > v.members) {
    throw new ScaleRefusal("seed:scale: more enrolments per seminar than members; raise --seminars or --members");
  }
}

/** Rows of `table` get explicit ids above every id in use; the sequence is moved past them first. */
async function reserveIds(client: pg.PoolClient, table: string, count: number): Promise<number> {
  const { rows } = await client.query<{ base: string }>(
    `select greatest(coalesce((select max(id) from ${table}), 0),
       (select last_value from ${pgSequence(table)})) as base`,
  );
  const base = Number(rows[0]?.base ?? 0);
  if (count > 0) await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), ${base + count})`);
  return base;
}

const pgSequence = (table: string) => `${table}_id_seq`;

const ids = async (client: pg.PoolClient, text: string) =>
  (await client.query<{ id: number }>(text)).rows.map((row) => Number(row.id));

/**
 * Loads the volumes into `config.databaseUrl` and returns the time taken and the counts. Refuses (ScaleRefusal)
 * without PostgreSQL and on a database that already holds scale data. `jobs` statements run in parallel.
 */
export async function seedScale(options: {
  config: Config;
  volumes: ScaleVolumes;
  jobs?: number;
  log?: (line: string) => void;
}): Promise<ScaleResult> {
  const { config, volumes } = options;
  const log = options.log ?? (() => {});
  if (!config.databaseUrl) throw new ScaleRefusal(NEEDS_POSTGRES);
  checkVolumes(volumes);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;

  // Migrations, reference data and, on an empty database, the demo content and the administrator: the start's own.
  log(`[${elapsed()}] migrating and seeding as the server's start does…`);
  const runtime = await createRuntime(config, { logger: false });
  const adminPasswordFile = runtime.adminPasswordFile;
  await runtime.close();
  if (adminPasswordFile) log(`  administrator created; its generated password is in ${adminPasswordFile}`);

  const jobs = Math.max(1, options.jobs ?? 2);
  // A load statement runs for minutes: no statement timeout for this session (the server's is for requests).
  // Losing the last commits in a crash only means loading again, so commits do not wait for the disk. JIT
  // compiling every batch's expressions cost more than it saved (2.8 s of 5.4 s for 20,000 posts).
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: jobs,
    options: "-c statement_timeout=0 -c synchronous_commit=off -c jit=off",
  });
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    let ctx: ScaleContext;
    try {
      const marker = await client.query(`select 1 from users where email like $1 limit 1`, [`%@${SCALE_EMAIL_DOMAIN}`]);
      if (marker.rowCount) {
        throw new ScaleRefusal(
          `seed:scale: this database already holds scale data (accounts @${SCALE_EMAIL_DOMAIN}); load it into a fresh database`,
        );
      }
      const boards = await ids(
        client,
        "select id from forum_categories where archived_at is null order by sort_order, id",
      );
      const productCategories = await ids(
        client,
        "select id from product_categories where is_active order by sort_order, id",
      );
      const courses = await ids(client, "select id from courses where published and not is_self_study order by id");
      const missing = [
        volumes.posts > 0 && !boards.length && "forum boards",
        volumes.products > 0 && !productCategories.length && "product categories",
        volumes.seminars > 0 && !courses.length && "courses",
      ].filter(Boolean);
      if (missing.length) {
        throw new ScaleRefusal(`seed:scale: the database has no ${missing.join(", ")} (the demo seed adds them)`);
      }
      const bases = {
        users: await reserveIds(client, "users", volumes.members),
        userMemberships: await reserveIds(client, "user_memberships", volumes.members),
        forumPosts: await reserveIds(client, "forum_posts", volumes.posts),
        forumComments: await reserveIds(client, "forum_comments", volumes.comments),
        seminars: await reserveIds(client, "seminars", volumes.seminars),
      };
      const now = (await client.query<{ now: Date }>("select date_trunc('second', now()) as now")).rows[0]?.now;
      ctx = {
        volumes,
        now: `${literal((now ?? new Date()).toISOString())}::timestamptz`,
        bases,
        boards,
        productCategories,
        courses,
      };
    } finally {
      client.release();
    }
    if (volumes.notifications > notificationCapacity(ctx)) {
      log(`  note: ${notificationCapacity(ctx)} notifications at most (one per top-level comment)`);
    }
    const before = await countRows(pool);
    const passwordHash = await argon2Hasher.hash(DEMO_PASSWORD);
    const steps: ScaleStep[] = [
      ...accountSteps(ctx, passwordHash),
      ...membershipSteps(ctx),
      ...billingSteps(ctx),
      ...forumSteps(ctx),
      ...storeSteps(ctx),
      ...seminarSteps(ctx),
      ...enrollmentSteps(ctx),
      ...profileSteps(ctx),
      ...notificationSteps(ctx),
    ];
    for (const step of steps) {
      if (step.total <= 0) continue;
      const queue = batches(step.total, step.batch);
      let done = 0;
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [from, to] = next;
          const { text, values } = step.statement(from, to);
          await pool.query(text, values);
          done += to - from + 1;
          log(
            `[${elapsed()}] ${step.table.padEnd(24)} ${done.toLocaleString("en").padStart(10)} / ${step.total.toLocaleString("en")}`,
          );
        }
      };
      await Promise.all(Array.from({ length: step.oneAtATime ? 1 : Math.min(jobs, queue.length) }, worker));
    }
    log(`[${elapsed()}] analyze…`);
    await pool.query("analyze");
    const counts = await countRows(pool);
    const added = Object.fromEntries(
      SCALE_TABLES.map((table) => [table, counts[table] - before[table]]),
    ) as ScaleResult["counts"];
    return { seconds: (performance.now() - started) / 1000, counts, added };
  } finally {
    await pool.end();
  }
}
