import { desc, isNull, type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pg-proxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/types.ts";
import { accountRepository } from "../../src/modules/account/account.repository.ts";
import { announcementsRepository } from "../../src/modules/announcements/announcements.repository.ts";
import { billingRepository } from "../../src/modules/billing/billing.repository.ts";
import { purchasesRepository } from "../../src/modules/billing/purchases.repository.ts";
import { blogRepository } from "../../src/modules/blog/blog.repository.ts";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { forumPosts } from "../../src/modules/forum/forum.schema.ts";
import { helpRepository } from "../../src/modules/help/help.repository.ts";
import { mediaRepository } from "../../src/modules/media/media.repository.ts";
import { newslettersRepository } from "../../src/modules/newsletters/newsletters.repository.ts";
import { notificationsRepository } from "../../src/modules/notifications/notifications.repository.ts";
import { ordersRepository } from "../../src/modules/orders/orders.repository.ts";
import { practitionersRepository } from "../../src/modules/practitioners/practitioners.repository.ts";
import { selfStudyRepository } from "../../src/modules/selfstudy/selfstudy.repository.ts";
import { seminarsRepository } from "../../src/modules/seminars/seminars.repository.ts";
import { storeRepository } from "../../src/modules/store/store.repository.ts";
import { auditRepository } from "../../src/platform/audit/audit.repository.ts";
import { startTestServer, type TestServer } from "../harness.ts";

// Every paged list must read its rows in order from an index (issue 22): a list whose ORDER BY no index gives
// (Drizzle's `desc()` is NULLS FIRST, its `.desc()` index NULLS LAST) sorts every matching row on every page,
// 3 s a page at a million forum posts. The planner is asked with sorting and sequential scans priced out: if an
// index can give the order, the plan has no Sort; if none can, the Sort stays. The SQL is the repositories' own,
// captured from the call, so a changed query is checked as it is sent. Runs on PGlite and on PostgreSQL.

const NOW = new Date("2026-06-01T12:00:00Z");
const page = { page: 3, pageSize: 20 };

interface Sent {
  sql: string;
  params: unknown[];
}

/** The statement's own select, after a leading `with "name" as (…)` (a search that reads its matches once). */
function outerSelect(text: string): string {
  if (!text.startsWith("with ")) return text;
  let depth = 0;
  for (let at = text.indexOf("("); at < text.length; at++) {
    if (text[at] === "(") depth++;
    if (text[at] === ")" && --depth === 0) return text.slice(at + 1).trim();
  }
  return text;
}

const isCount = (text: string) => /^select (count\(|coalesce\(sum|\(select count\()/.test(outerSelect(text));

/** The statements a repository call sends: the driver answers no rows, and a count of 1,000 so pages are read. */
async function statementsOf(call: (db: Db) => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const capture = drizzle(async (text, params) => {
    sent.push({ sql: text, params });
    return { rows: isCount(text) ? [[1000]] : [] };
  });
  await call(capture as unknown as Db);
  return sent;
}

/** The call's ordered read: the statement with an ORDER BY that is not its count (whose sub-selects may order). */
async function orderedRead(call: (db: Db) => Promise<unknown>): Promise<Sent> {
  const ordered = (await statementsOf(call)).filter(
    (statement) => / order by /.test(statement.sql) && !isCount(statement.sql),
  );
  const [first] = ordered;
  if (!first || ordered.length !== 1) throw new Error(`expected one ordered read, got ${ordered.length}`);
  return first;
}

/** `text` with its `$n` placeholders bound again, as one SQL object the test database runs. */
function bound(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql.raw(""),
  );
}

interface PlanNode {
  "Node Type": string;
  "Parent Relationship"?: string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/** The nodes of the statement's own plan: not those of sub-selects (a correlated count, the current plan). */
function mainNodes(node: PlanNode): PlanNode[] {
  const children = (node.Plans ?? []).filter(
    (child) => child["Parent Relationship"] !== "SubPlan" && child["Parent Relationship"] !== "InitPlan",
  );
  return [node, ...children.flatMap(mainNodes)];
}

/** Every node of the plan, sub-selects and CTEs included. */
const allNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(allNodes)];

const describeNode = (node: PlanNode) =>
  [node["Node Type"], node["Relation Name"], node["Index Name"]].filter(Boolean).join(" ");

let server: TestServer;
let db: Db;

async function planOf(statement: Sent): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(
      sql`explain (format json) ${bound(statement.sql, statement.params)}`,
    )) as unknown as {
      rows: Record<string, unknown>[];
    };
    const cell = Object.values(result.rows[0] ?? {})[0];
    const [plan] = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    if (!plan) throw new Error("EXPLAIN returned no plan");
    return plan.Plan;
  });
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.runtime.database.db;
});
afterAll(() => server.close());

const forum = (query: Partial<Parameters<typeof forumRepository.listPosts>[1]>) => (d: Db) =>
  forumRepository.listPosts(d, { ...page, search: "", order: "newest", ...query }, "en");

const directory = { words: [] as string[], filters: {}, ...page };

const lists: [string, (db: Db) => Promise<unknown>][] = [
  ["forum list, newest first", forum({})],
  ["forum list of one board", forum({ categoryId: 1 })],
  ["forum list by views", forum({ order: "views" })],
  ["forum list of one author", forum({ authorId: 1 })],
  ["a forum post's comments", (d) => forumRepository.thread(d, 1, page)],
  ["the forum's moderation log", (d) => forumRepository.auditLog(d, page)],
  ["the forum's hidden posts", (d) => forumRepository.listHidden(d, { ...page, search: "" }, "en")],
  ["blog list", (d) => blogRepository.listPublished(d, { ...page, search: "" }, NOW, "en")],
  ["blog list of a tag", (d) => blogRepository.listPublished(d, { ...page, search: "", tag: "energy" }, NOW, "en")],
  ["blog administration list", (d) => blogRepository.listAll(d, { ...page, search: "" }, NOW)],
  ["the featured blog post", (d) => blogRepository.featured(d, NOW)],
  ["a member's notifications", (d) => notificationsRepository.page(d, 1, { unreadOnly: false, limit: 20, offset: 40 })],
  [
    "a member's unread notifications",
    (d) => notificationsRepository.page(d, 1, { unreadOnly: true, limit: 20, offset: 0 }),
  ],
  ["the directory", (d) => practitionersRepository.list(d, directory, NOW)],
  [
    "the directory of a country",
    (d) => practitionersRepository.list(d, { ...directory, filters: { country: "DE" } }, NOW),
  ],
  ["the latest practitioners", (d) => practitionersRepository.latest(d, 6, NOW)],
  ["the administrator's practitioner list", (d) => practitionersRepository.adminList(d, { words: [], ...page }, NOW)],
  [
    "the administrator's practitioner search",
    (d) => practitionersRepository.adminList(d, { words: ["ann"], ...page }, NOW),
  ],
  ["the administrator's user list", (d) => accountRepository.listUsers(d, { ...page, search: "" }, NOW)],
  ["store list", (d) => storeRepository.list(d, { ...page, search: "" }, {}, "en")],
  ["store search", (d) => storeRepository.list(d, { ...page, search: "oil" }, {}, "en")],
  ["store search in German", (d) => storeRepository.list(d, { ...page, search: "Öl" }, {}, "de")],
  ["store list of a category", (d) => storeRepository.list(d, { ...page, search: "" }, { category: 1 }, "en")],
  ["store list of a kind", (d) => storeRepository.list(d, { ...page, search: "" }, { kind: "physical" }, "en")],
  [
    "store administration list missing a language",
    (d) => storeRepository.list(d, { ...page, search: "" }, { includeUnpublished: true, missingLanguage: "ja" }, "en"),
  ],
  ["upcoming seminars", (d) => seminarsRepository.listPublic(d, {}, NOW, page)],
  ["past seminars", (d) => seminarsRepository.listPublic(d, { When: "past" }, NOW, page)],
  ["an instructor's seminars", (d) => seminarsRepository.listByInstructor(d, 1, page)],
  ["a member's purchases", (d) => purchasesRepository.listByUser(d, 1, page)],
  ["a member's payments", (d) => billingRepository.listPayments(d, 1, page)],
  ["a member's orders", (d) => ordersRepository.listOf(d, { userId: 1 }, page)],
  ["a guest's orders", (d) => ordersRepository.listOf(d, { guestId: "guest" }, page)],
  ["a member's self-study courses", (d) => selfStudyRepository.myCourses(d, 1)],
  ["announcements", (d) => announcementsRepository.listVisible(d, NOW, { limit: 20, offset: 40 })],
  ["videos", (d) => mediaRepository.videos(d, { ...page, search: "", lang: "en" })],
  ["the administrator's announcements", (d) => announcementsRepository.listAll(d, { limit: 20, offset: 40 })],
  [
    "the administrator's announcements not yet in German",
    (d) => announcementsRepository.listAll(d, { limit: 20, offset: 40 }, "de"),
  ],
  ["the newsletter archive", (d) => newslettersRepository.listArchive(d, page)],
  ["help administration list", (d) => helpRepository.listArticles(d, { ...page, search: "", lang: "en" }, true)],
  ["the audit log", (d) => auditRepository.page(d, {}, 26)],
  ["the audit log's older page", (d) => auditRepository.page(d, { after: { occurredAt: NOW, id: 500 } }, 26)],
  ["the audit log of one administrator", (d) => auditRepository.page(d, { actorId: 1 }, 26)],
  ["the audit log of one action", (d) => auditRepository.page(d, { action: "Admin/LockUser" }, 26)],
  ["the audit log of one target", (d) => auditRepository.page(d, { targetKind: "user", targetId: "7" }, 26)],
];

/** Whether a Limit is below `node`: then it sorts one page's rows (a page read by its ids first), not the list. */
const sortsOnePage = (node: PlanNode): boolean =>
  mainNodes(node).some((below) => below !== node && below["Node Type"] === "Limit");

/** The planner's nodes that sort the list, in the statement's own plan, and the whole plan to show on failure. */
async function sortsIn(call: (db: Db) => Promise<unknown>) {
  const nodes = mainNodes(await planOf(await orderedRead(call)));
  return {
    sorts: nodes.filter((node) => /Sort/.test(node["Node Type"]) && !sortsOnePage(node)).map(describeNode),
    indexed: nodes.some((node) => /^Index/.test(node["Node Type"])),
    shown: nodes.map(describeNode).join(" > "),
  };
}

describe("the check itself", () => {
  it("finds the Sort of issue 22: Drizzle's desc() (NULLS FIRST) over a .desc() (NULLS LAST) index", async () => {
    const { sorts } = await sortsIn((d) =>
      d
        .select({ id: forumPosts.id })
        .from(forumPosts)
        .where(isNull(forumPosts.hiddenAt))
        .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
        .limit(20),
    );
    expect(sorts).toEqual(["Sort"]);
  });
});

describe("every paged list reads its order from an index (no Sort in the plan)", () => {
  it.each(lists)("%s", async (_name, call) => {
    const { sorts, indexed, shown } = await sortsIn(call);
    expect(sorts, shown).toEqual([]);
    expect(indexed, shown).toBe(true);
  });
});

// A search sorts what it found instead (ADR 0102): walking the directory's name order and filtering passed every
// name before the match (17,000 profiles for "tanaka" at scale), the distance's order has no index, and the
// administrator's search walked the newest-first index past 1,660 accounts for one page. What must hold is the
// statement's shape: the matches are read once (the CTE), the page is cut from them, and the accounts are joined
// for the page's rows only. Which index finds the matches is the planner's choice from the data's statistics (on
// the scale data, the name's GIN index, the bounding box's and the trigram indexes; the scale bench prints the plans).
describe("a search reads its matches once and joins the accounts of one page", () => {
  it.each<[string, (d: Db) => Promise<unknown>]>([
    ["the directory by name", (d) => practitionersRepository.list(d, { ...directory, words: ["ann"] }, NOW)],
    [
      "the directory near a place",
      (d) => practitionersRepository.list(d, { ...directory, filters: { lat: 52.52, lng: 13.405, radiusKm: 50 } }, NOW),
    ],
    ["the administrator's user search", (d) => accountRepository.listUsers(d, { ...page, search: "ann" }, NOW)],
  ])("%s", async (_name, call) => {
    const plan = await planOf(await orderedRead(call));
    const shown = allNodes(plan).map(describeNode).join(" > ");
    const pages = mainNodes(plan).filter((node) => node["Node Type"] === "Limit");
    expect(pages.length, shown).toBe(1);
    const page = allNodes(pages[0] as PlanNode);
    expect(
      page.some((node) => node["Node Type"] === "CTE Scan"),
      shown,
    ).toBe(true);
    expect(
      page.filter((node) => node["Relation Name"] === "users"),
      shown,
    ).toEqual([]);
    expect(
      allNodes(plan).some((node) => node["Relation Name"] === "users"),
      shown,
    ).toBe(true);
  });
});
