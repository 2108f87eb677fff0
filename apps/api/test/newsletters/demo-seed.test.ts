import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, login, startDemoServer, type TestServer } from "../harness.ts";

const ADMIN_PASSWORD = DEMO_ADMIN_PASSWORD;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startDemoServer();
  admin = await login(server, "admin@healingarts.example", ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe("demo newsletters", () => {
  it("has 3 newsletters, one default, with the demo members subscribed", async () => {
    const res = await server.call({ method: "GET", url: "/api/NewsLetter/AdminGetNewsLetters", token: admin });
    const lists = res.json().Data as { Name: string; IsDefault: boolean; SubscriberCount: number }[];
    expect(lists.map((l) => l.Name)).toEqual(["Association news", "Practitioner bulletin", "Events & seminars"]);
    expect(lists.filter((l) => l.IsDefault)).toHaveLength(1);
    expect(lists.every((l) => l.SubscriberCount >= 2)).toBe(true);
  });

  it("archives 4 sent issues, some translated, read in the reader's language", async () => {
    const en = await server.call({ method: "GET", url: "/api/NewsLetter/GetNewsLetterIssues" });
    expect(en.json().Data.TotalCount).toBe(4);
    const de = await server.call({
      method: "GET",
      url: "/api/NewsLetter/GetNewsLetterIssues",
      headers: { "accept-language": "de" },
    });
    const subjects = (de.json().Data.List as { Subject: string; Language: string }[]).map((i) => i.Language);
    expect(subjects).toContain("de");
    expect(subjects).toContain("en");
  });
});
