import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { course, member, instructor as newInstructor, seminar } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, get, invoicesOf, post } from "../membership/helpers.ts";

/**
 * ADR 0108: an invoice keeps the course title it was issued with; the invoice list and the purchase history show
 * the course in the reader's language where it is translated.
 */
let server: TestServer;
let student: { id: number; token: string };
let translated: { id: number; title: string };
const TITLE_DE = "Grundlagenmodul 1: Prinzipien und Protokoll";

beforeAll(async () => {
  server = await startTestServer();
  const teacher = await newInstructor(server);
  translated = await course(server);
  await seedTranslations(server.runtime.deps.db, "course", translated.id, { de: { Title: TITLE_DE } });
  student = await member(server, { level: 3 });
  const s = await seminar(server, translated.id, { instructorId: teacher.id, priceCents: 40_000 });
  const res = await post(
    server,
    "/api/Enrollment/EnrollCourseOrSeminar",
    { UserId: student.id, SeminarId: s.id, AmountPaid: 400, ...cardFields() },
    { token: student.token },
  );
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => server.close());

describe("a course bought, in the reader's language", () => {
  it("lists the invoice's seminar line with the German title; the invoice keeps the English one", async () => {
    const read = async (language: string) =>
      body(
        await get(server, `/api/Invoices/GetMembershipInvoicesByUserId/${student.id}`, {
          token: student.token,
          language,
        }),
      ).Data.List as { Kind: string; Lines: { Kind: string; Description: string }[] }[];
    const german = (await read("de")).find((invoice) => invoice.Kind === "seminar");
    expect(german?.Lines[0]).toMatchObject({ Kind: "seminar", Description: `Seminar: ${TITLE_DE}` });
    const english = (await read("en")).find((invoice) => invoice.Kind === "seminar");
    expect(english?.Lines[0]?.Description).toBe(`Seminar: ${translated.title}`);
    const issued = (await invoicesOf(server, student.id)).find((payment) => payment.kind === "seminar");
    expect(issued).toMatchObject({ itemTitle: translated.title });
    expect(issued?.lines[0]).toMatchObject({ kind: "seminar", title: translated.title });
  });

  it("titles the purchase with the German title", async () => {
    const read = async (language: string) =>
      body(
        await get(server, `/api/User/GetUserPurchaseAndBillings?UserId=${student.id}`, {
          token: student.token,
          language,
        }),
      ).Data.List as { Source: string; Title: string }[];
    expect((await read("de")).find((row) => row.Source === "Seminar")?.Title).toBe(TITLE_DE);
    expect((await read("en")).find((row) => row.Source === "Seminar")?.Title).toBe(translated.title);
  });
});
