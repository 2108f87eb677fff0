import { frac, indexOf, intArray, pick, rows, type ScaleContext, type ScaleStep } from "./sql.ts";
import { COMMENT_SENTENCES, FORUM_OPENERS, FORUM_SENTENCES, FORUM_TAILS, FORUM_TOPICS } from "./words.ts";

/** How many different titles and bodies the posts are composed of (from the word lists' combinations). */
const DISTINCT_TITLES = 4_000;
const DISTINCT_BODIES = 3_000;

/** Eight years of forum, the newest post now. */
const SPAN_SECONDS = 2900 * 24 * 60 * 60;

/**
 * The forum module's rows: posts over the open boards by members (a few prolific ones write most), comments
 * mostly on recent posts, one reply to every other comment up to the volume, follows and a month of views.
 * The search vector is the repository's (`postVector`: title weighted A, `simple` and the post language's
 * stemmer; every scale post is in English).
 */
export function forumSteps(ctx: ScaleContext): ScaleStep[] {
  const { volumes, bases, now } = ctx;
  const posts = volumes.posts;
  const members = volumes.members;
  const replies = Math.floor(volumes.comments / 3);
  const topLevel = volumes.comments - replies;
  const author = (n: string, salt: number, skew = 1.6) =>
    `${bases.users} + 1 + floor(power(${frac(n, salt)}, ${skew}) * ${members})::int`;
  /** A post's creation time from its number: evenly over the span, the last one `now`. */
  const postCreated = (i: string) =>
    `(${now} - ((${posts} - (${i}))::float8 * ${SPAN_SECONDS / posts}) * interval '1 second')`;
  /** The post a top-level comment is on: newer posts get more. */
  const commentPost = (g: string) => `(1 + floor(sqrt(${frac(g, 30)}) * ${posts})::int)`;
  const steps: ScaleStep[] = [
    {
      table: "forum_posts",
      total: posts,
      batch: 25_000,
      // Parsing text is most of a post's cost: the distinct titles and bodies are composed and given their
      // vectors once per statement, and each post joins one of each. The whole vector is the repository's
      // formula, since `||` of the title's part and the body's part is the same concatenation it writes.
      statement: (from, to) => ({
        text: `with titles as materialized (
            select n, title, setweight(to_tsvector('simple', title) || to_tsvector('english'::regconfig, title), 'A') as v
            from (select n, ${pick(FORUM_OPENERS, "n", 25)} || ' ' || ${pick(FORUM_TOPICS, "n", 26)}
                || rtrim(' ' || ${pick(FORUM_TAILS, "n", 27)}) as title
              from generate_series(1, ${DISTINCT_TITLES}) as n) as x),
          bodies as materialized (
            select n, s1, s2, s3, plain, to_tsvector('simple', plain) || to_tsvector('english'::regconfig, plain) as v
            from (select n, s1, s2, s3, s1 || ' ' || s2 || ' ' || s3 as plain
              from (select n, ${pick(FORUM_SENTENCES, "n", 28)} as s1, ${pick(FORUM_SENTENCES, "n", 29)} as s2,
                  ${pick(FORUM_SENTENCES, "n * 7 + 3", 28)} as s3
                from generate_series(1, ${DISTINCT_BODIES}) as n) as y) as z)
          insert into forum_posts (id, category_id, author_id, title, body_html, excerpt, language, view_count,
            is_locked, hidden_at, search_vector, created_at, updated_at)
          select ${bases.forumPosts} + p.i, ${intArray(ctx.boards)}[1 + floor(${frac("p.i", 20)} * ${ctx.boards.length})::int],
            ${author("p.i", 21)}, t.title, '<p>' || b.s1 || ' ' || b.s2 || '</p><p>' || b.s3 || '</p>',
            case when length(b.plain) > 220 then left(b.plain, 219) || '…' else b.plain end, 'en',
            floor(power(${frac("p.i", 22)}, 4) * 4000)::int, ${frac("p.i", 23)} < 0.01,
            case when ${frac("p.i", 24)} < 0.005 then p.created + interval '1 day' end,
            t.v || b.v, p.created, p.created
          from (select i, ${postCreated("i")} as created, ${indexOf("i", 18, DISTINCT_TITLES)} as tn,
              ${indexOf("i", 19, DISTINCT_BODIES)} as bn
            from ${rows(from, to, "i")}) as p
          join titles t on t.n = p.tn join bodies b on b.n = p.bn`,
      }),
    },
    {
      table: "forum_comments",
      total: topLevel,
      batch: 100_000,
      statement: (from, to) => ({
        text: `insert into forum_comments (id, post_id, parent_id, user_id, body, deleted_at, created_at, updated_at)
          select ${bases.forumComments} + c.g, ${bases.forumPosts} + c.pi, null, ${author("c.g", 32, 1.3)},
            ${pick(COMMENT_SENTENCES, "c.g", 33)} || case when ${frac("c.g", 34)} < 0.4 then ' ' || ${pick(COMMENT_SENTENCES, "c.g", 35)} else '' end,
            case when ${frac("c.g", 36)} < 0.01 then c.at + interval '1 hour' end, c.at, c.at
          from (select g, pi, ${postCreated("pi")} + ${frac("g", 31)} * least(interval '30 days', ${now} - ${postCreated("pi")}) as at
            from (select g, ${commentPost("g")} as pi from ${rows(from, to)}) as r) as c
          order by c.pi, c.at`,
      }),
    },
  ];
  if (replies > 0) {
    steps.push({
      table: "forum_comments (replies)",
      total: replies,
      batch: 100_000,
      // Reply r answers top-level comment 2r − 1 (every other one), on its post, a little later.
      statement: (from, to) => ({
        text: `insert into forum_comments (id, post_id, parent_id, user_id, body, created_at, updated_at)
          select ${bases.forumComments} + ${topLevel} + r, c.post_id, c.id, ${author("r", 37, 1.3)},
            ${pick(COMMENT_SENTENCES, "r", 38)},
            c.created_at + ${frac("r", 39)} * least(interval '3 days', ${now} - c.created_at),
            c.created_at + ${frac("r", 39)} * least(interval '3 days', ${now} - c.created_at)
          from ${rows(from, to, "r")} join forum_comments c on c.id = ${bases.forumComments} + 2 * r - 1`,
      }),
    });
  }
  if (volumes.follows) {
    steps.push({
      table: "forum_follows",
      total: members,
      batch: 50_000,
      // About one member in eight follows a given board.
      statement: (from, to) => ({
        text: `insert into forum_follows (user_id, category_id, created_at)
          select ${bases.users} + g, b, ${now} - floor(${frac("g * 64 + b", 41)} * 900) * interval '1 day'
          from ${rows(from, to)}, unnest(${intArray(ctx.boards)}) as b
          where ${frac("g * 64 + b", 40)} < 0.125
          on conflict do nothing`,
      }),
    });
  }
  if (volumes.views > 0) {
    const recent = Math.min(posts, 50_000);
    steps.push({
      table: "forum_views",
      total: volumes.views,
      batch: 100_000,
      oneAtATime: true,
      // Views of the newest posts during the last 30 days (one per member, post and day, as the app counts).
      statement: (from, to) => ({
        text: `insert into forum_views (post_id, user_id, day)
          select ${bases.forumPosts} + v.pi, ${author("v.g", 43, 1.2)},
            greatest((${postCreated("v.pi")} at time zone 'UTC')::date,
              (${now} at time zone 'UTC')::date - floor(${frac("v.g", 44)} * 30)::int)
          from (select g, ${posts} - floor(power(${frac("g", 42)}, 2) * ${recent})::int as pi from ${rows(from, to)}) as v
          on conflict do nothing`,
      }),
    });
  }
  return steps;
}
