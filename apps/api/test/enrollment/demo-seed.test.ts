import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type TestServer } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

/** A demo member's id and token. */
async function demo(who: string) {
  const answer = await server.call({
    method: "POST",
    url: "/api/Account/Login",
    payload: { Email: `${who}@demo.healingarts.example`, Password: "Healing2026!", AccountType: 1 },
  });
  const data = answer.json().Data;
  return { id: data.Id as number, token: data.LoginTokenResponseModel.access_token as string };
}

describe("demo enrolments", () => {
  it("gives the Practitioner graduated places with CE credits, paid with invoices, upcoming first", async () => {
    const { id, token } = await demo("practitioner");
    const res = await server.call({
      method: "GET",
      url: `/api/Enrollment/GetEnrolledCourseOrSeminarByUserId?userId=${id}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().Data.List as {
      Title: string;
      GraduatedAt: string | null;
      CeCreditsAwarded: number | null;
      InvoiceId: number | null;
      IsRetake: boolean;
      FirstDate: string;
    }[];
    // The survey seed also gives them places the instructor added (no invoice) in past seminars they evaluate.
    const paid = list.filter((item) => item.InvoiceId !== null);
    expect(paid).toHaveLength(4);
    expect(list[0]?.GraduatedAt).toBeNull();
    expect(list[0]?.IsRetake).toBe(true);
    expect(paid.filter((item) => item.GraduatedAt && (item.CeCreditsAwarded ?? 0) > 0)).toHaveLength(3);
    expect(list.some((item) => item.Title.includes("Foundations Module 2"))).toBe(true);
  });

  it("opens an advanced seminar to the Standard member (Foundations 1 and 2 done) and refuses the Starter", async () => {
    const seminars = (await server.runtime.deps.db.execute(
      "select s.id from seminars s join courses c on c.id = s.course_id where c.title = 'Principles of Consciousness'",
    )) as unknown as { rows: { id: number }[] };
    const row = seminars.rows[0];
    expect(row).toBeDefined();
    for (const [who, eligible] of [
      ["standard", true],
      ["starter", false],
    ] as const) {
      const { id, token } = await demo(who);
      const res = await server.call({
        method: "GET",
        url: `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${row?.id}&userId=${id}`,
        token,
      });
      expect(res.json().Data.IsEligible, who).toBe(eligible);
    }
  });
});
