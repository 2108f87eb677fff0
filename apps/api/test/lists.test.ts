import { ALL_PAGE_SIZE_CAP } from "@haa/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, startTestServer, type TestServer } from "./harness.ts";

/** The list convention (docs/architecture.md "Lists"), on the longest list there is today: the accounts. */
let server: TestServer;
let admin: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  // 10,000 accounts, the newest numbered highest.
  await server.runtime.deps.db.execute(sql`
    insert into users (email, username, first_name, last_name, password_hash, language, country, account_type, created_at, updated_at)
    select 'bulk' || n || '@example.org', 'bulk' || n, 'Bulk', 'Member ' || n, '!', 'en', 'United States', 1,
           timestamptz '2020-01-01' + n * interval '1 minute', now()
    from generate_series(1, 10000) as n`);
});
afterAll(() => server.close());

const list = (query: string) => server.call({ method: "GET", url: `/api/Admin/GetUsers?${query}`, token: admin.token });

describe("lists", () => {
  it("answers page 500 of 10,000 rows with the right rows and the envelope's counts", async () => {
    const res = await list("page=500&pageSize=20");
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ Page: 500, PageSize: 20, TotalCount: 10_001 });
    expect(data.List).toHaveLength(20);
    // Newest first (the administrator, then bulk 10000 down): page 500 ends with row 10,000, bulk 2.
    expect(data.List.at(-1).Email).toBe("bulk2@example.org");
  });

  it("shows each account's membership level from one query (the administrator signed up on Starter)", async () => {
    const data = (await list("page=1&pageSize=2")).json().Data;
    expect(data.List[0]).toMatchObject({ FirstName: "Site", MembershipId: 1 });
    expect(data.List[1]).toMatchObject({ Email: "bulk10000@example.org", MembershipId: null });
  });

  it("reads pageSize -1 and 'all' as everything, capped", async () => {
    for (const size of ["-1", "all"]) {
      const data = (await list(`pageSize=${size}`)).json().Data;
      expect(data.PageSize).toBe(ALL_PAGE_SIZE_CAP);
      expect(data.List).toHaveLength(ALL_PAGE_SIZE_CAP);
    }
  });

  it("refuses a page or size it cannot read with 400 and a field message", async () => {
    for (const query of ["page=0", "page=x", "pageSize=101", "pageSize=0", "filters=%7Bnope"]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().Errors ?? {}).length, query).toBe(1);
    }
    expect((await list("pageSize=101")).json().Errors.pageSize).toBe(
      "The page size must be between 1 and 100, or -1 for all.",
    );
  });

  it("searches, and a search past the last page answers an empty page", async () => {
    const found = (await list("search=Member%209999")).json().Data;
    expect(found.TotalCount).toBe(1);
    const beyond = (await list("page=1000&pageSize=20")).json().Data;
    expect(beyond).toMatchObject({ List: [], TotalCount: 10_001, Page: 1000 });
    // "Member 999" and "Member 9990" to "9999": eleven, counted from the matches alone past the last page.
    const searchedBeyond = (await list("search=Member%20999&page=4&pageSize=4")).json().Data;
    expect(searchedBeyond).toMatchObject({ List: [], TotalCount: 11 });
    expect((await list("search=Member%20999&page=3&pageSize=4")).json().Data.List).toHaveLength(3);
  });

  // The count is a trigger-kept counter (ADR 0102): it must follow deletions and restorations made by any writer.
  it("counts the live accounts through a deletion and a restoration, as the rows are", async () => {
    const { db } = server.runtime.deps;
    const live = async () =>
      (await db.execute(sql`select count(*)::int as n from users where deleted_at is null`)) as unknown as {
        rows: { n: number }[];
      };
    // bulk1, bulk10–19, bulk100–199, bulk1000–1999 and bulk10000: 1,112 accounts in one statement.
    await db.execute(sql`update users set deleted_at = now() where email like 'bulk1%@example.org'`);
    expect((await list("page=1&pageSize=1")).json().Data.TotalCount).toBe(8_889);
    expect((await live()).rows[0]?.n).toBe(8_889);
    await db.execute(sql`update users set deleted_at = null where email like 'bulk1%@example.org'`);
    expect((await list("page=1&pageSize=1")).json().Data.TotalCount).toBe(10_001);
  });
});
