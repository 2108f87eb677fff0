/**
 * `npm run seed:scale -- --members 100000 --posts 1000000` (scripts/seed-scale.mjs runs this from the API's
 * build): loads the scale data into DATABASE_URL (see index.ts) and prints progress, the time and the counts.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.ts";
import { NEEDS_POSTGRES, SCALE_TABLES, ScaleRefusal, scaleVolumes, seedScale } from "./index.ts";

const NUMBERS = [
  "members",
  "posts",
  "comments",
  "views",
  "products",
  "seminars",
  "enrolments",
  "listings",
  "notifications",
  "jobs",
] as const;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    `Usage: npm run seed:scale -- [--members 100000] [--posts 1000000] [--${NUMBERS.slice(2).join(" N] [--")} N] [--no-follows]`,
  );
  process.exit(2);
}

if (!process.env.DATABASE_URL) {
  console.error(NEEDS_POSTGRES);
  process.exit(2);
}
let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      ...Object.fromEntries(NUMBERS.map((name) => [name, { type: "string" as const }])),
      "no-follows": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  usage((error as Error).message);
}
if (values.help) usage();
const number = (name: (typeof NUMBERS)[number]) => {
  const text = values[name];
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) usage(`--${name} must be a whole number ≥ 0, not ${String(text)}`);
  return n;
};
const overrides = Object.fromEntries(
  NUMBERS.slice(2, -1)
    .map((name) => [name, number(name)] as const)
    .filter(([, n]) => n !== undefined),
);
const volumes = scaleVolumes(number("members"), number("posts"), {
  ...overrides,
  ...(values["no-follows"] ? { follows: false } : {}),
});

try {
  const config = loadConfig();
  console.log(`Loading scale data into PostgreSQL: ${JSON.stringify(volumes)}`);
  const result = await seedScale({ config, volumes, jobs: number("jobs") ?? 2, log: (line) => console.log(line) });
  console.log(`\nDone in ${result.seconds.toFixed(1)} s. Rows per table (added by this load, and in all):`);
  const n = (value: number) => value.toLocaleString("en").padStart(12);
  for (const table of SCALE_TABLES)
    console.log(`  ${table.padEnd(18)} ${n(result.added[table])} ${n(result.counts[table])}`);
} catch (error) {
  if (error instanceof ScaleRefusal) {
    console.error(error.message);
    process.exit(error.message === NEEDS_POSTGRES ? 2 : 1);
  }
  console.error(`seed:scale failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
}
