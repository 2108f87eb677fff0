import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, startDemoServer, type TestServer } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

describe("demo events", () => {
  it("lists the upcoming events and study groups of several countries, with answers, and hides the past ones", async () => {
    const token = await login(server, "access@demo.healingarts.example", "Healing2026!");
    const res = await server.call({
      method: "GET",
      url: "/api/EventAndGroup/GetEventAndStudyByGroup?page=1&pageSize=all",
      token,
    });
    const data = res.json().Data;
    const items = data.List.flatMap((month: { Data: unknown[] }) => month.Data) as {
      Title: string;
      Type: string;
      Country: string | null;
      IsOnline: boolean;
      Recurrence: string | null;
      GoingCount: number;
      MyRsvp: string | null;
    }[];
    // 8 seeded: the Kyoto retreat day and the summer series are over.
    expect(items).toHaveLength(6);
    expect(items.some((item) => item.Title.includes("Kyoto"))).toBe(false);
    expect(items.filter((item) => item.Type === "StudyGroup")).toHaveLength(2);
    expect(items.filter((item) => item.IsOnline)).toHaveLength(1);
    expect(items.filter((item) => item.Recurrence)).toHaveLength(4);
    expect(new Set(items.map((item) => item.Country).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    expect(items.some((item) => item.MyRsvp === "Going")).toBe(true);
    expect(data.List.length).toBeGreaterThanOrEqual(3);
  });

  it("has every event in Spanish, German and Japanese (ADR 0097)", async () => {
    for (const language of ["es", "de", "ja"]) {
      const res = await server.call({
        method: "GET",
        url: "/api/EventAndGroup/GetEventAndStudyByGroup?page=1&pageSize=all",
        headers: { "accept-language": language },
      });
      const items = res.json().Data.List.flatMap((month: { Data: unknown[] }) => month.Data) as {
        Title: string;
        Lang: string;
      }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((item) => item.Lang !== language).map((item) => item.Title)).toEqual([]);
    }
  });
});
