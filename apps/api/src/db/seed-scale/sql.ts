/**
 * The building blocks of the scale data's SQL (`npm run seed:scale`): every choice is a hash of the row's number,
 * so a row's plan, name or board is the same in every statement that needs it (the members' levels in their
 * payments, a comment's post in its reply) without reading it back, and every run of the same volumes writes the
 * same data.
 */

/** What the load adds, by owning table. */
export interface ScaleVolumes {
  members: number;
  posts: number;
  comments: number;
  follows: boolean;
  views: number;
  products: number;
  seminars: number;
  enrolments: number;
  listings: number;
  notifications: number;
}

/** What every module's SQL may read: the volumes, the first free ids and what the demo seed left to build on. */
export interface ScaleContext {
  volumes: ScaleVolumes;
  /** The moment the data is written "as of", as a SQL literal (one value for every statement). */
  now: string;
  /** Ids are given explicitly: row `g` (1-based) of a table is `base + g`. */
  bases: { users: number; userMemberships: number; forumPosts: number; forumComments: number; seminars: number };
  /** Open forum boards, active product categories, courses seminars may teach (with their titles). */
  boards: number[];
  productCategories: number[];
  courses: number[];
}

/** One statement of a step, for rows `from`..`to` (1-based, inclusive). */
export interface ScaleStatement {
  text: string;
  values?: unknown[];
}

/** A table's load: `total` rows in batches, each batch one statement (batches of a step may run in parallel). */
export interface ScaleStep {
  table: string;
  total: number;
  batch: number;
  /** Batches that could write the same unique key run one at a time (ON CONFLICT between sessions deadlocks). */
  oneAtATime?: boolean;
  statement(from: number, to: number): ScaleStatement;
}

export const SCALE_EMAIL_DOMAIN = "scale.healingarts.example";

/** A SQL string literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A SQL text[] literal (constant, so PostgreSQL folds it once per statement). */
export const textArray = (items: readonly string[]) => `(ARRAY[${items.map(literal).join(",")}]::text[])`;

export const intArray = (items: readonly number[]) =>
  items.length ? `(ARRAY[${items.map((n) => String(Math.trunc(n))).join(",")}]::int[])` : "(ARRAY[]::int[])";

export const floatArray = (items: readonly number[]) => `(ARRAY[${items.map((n) => String(n)).join(",")}]::float8[])`;

/** A number in [0, 1) fixed by the row number `n` and a salt: the row's dice, the same on every run. */
export const frac = (n: string, salt: number) =>
  `((hashint8extended((${n})::int8, ${salt}) & 16777215)::float8 / 16777216.0)`;

/** A 1-based index into a list of `length` items, chosen by `frac(n, salt)`. */
export const indexOf = (n: string, salt: number, length: number) => `(1 + floor(${frac(n, salt)} * ${length})::int)`;

/** One item of a text list, chosen by row. */
export const pick = (items: readonly string[], n: string, salt: number) =>
  `${textArray(items)}[${indexOf(n, salt, items.length)}]`;

/** One item of an int list, chosen by row. */
export const pickInt = (items: readonly number[], n: string, salt: number) =>
  `${intArray(items)}[${indexOf(n, salt, items.length)}]`;

/** `generate_series(from, to) as alias`, the rows of one batch. */
export const rows = (from: number, to: number, alias = "g") => `generate_series(${from}, ${to}) as ${alias}`;

/** Batches of a step: `size` rows each, the last one shorter. */
export function batches(total: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 1; from <= total; from += size) out.push([from, Math.min(total, from + size - 1)]);
  return out;
}
