import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, startDemoServer, type TestServer } from "../harness.ts";
import { body } from "../membership/helpers.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startDemoServer();
  token = await login(server, "instructor@demo.healingarts.example", "Healing2026!");
});
afterAll(() => server.close());

type Row = { Id: number; Name: string; CityName: string; UpcomingSeminars: number; Latitude: number | null };

describe("demo locations", () => {
  it("gives the demo instructor 18 active and 2 archived venues in the demo seminars' cities", async () => {
    const active = body(
      await server.call({ method: "GET", url: "/api/Location/GetLocation/1?pageSize=100", token }),
    ).Data;
    expect(active.TotalCount).toBe(18);
    const cities = new Set((active.List as Row[]).map((l) => l.CityName));
    for (const city of [
      "Dublin",
      "Boulder",
      "Toronto",
      "Berlin",
      "Lisbon",
      "São Paulo",
      "Tokyo",
      "Oslo",
      "Prague",
      "Madrid",
      "Lyon",
      "Sydney",
    ])
      expect(cities).toContain(city);
    expect((active.List as Row[]).every((l) => l.Latitude !== null)).toBe(true);
    const archived = body(await server.call({ method: "GET", url: "/api/Location/GetArchivedLocation", token })).Data;
    expect(archived.TotalCount).toBe(2);
  });

  it("links the demo seminars to their venues, so one in use cannot be deleted", async () => {
    const active = body(await server.call({ method: "GET", url: "/api/Location/GetLocation/1?pageSize=100", token }))
      .Data.List as Row[];
    const dublin = active.find((l) => l.Name === "Healing Arts Centre");
    expect(dublin?.UpcomingSeminars).toBeGreaterThan(0);
    const res = await server.call({
      method: "DELETE",
      url: `/api/Location/DeleteLocation?locationId=${dublin?.Id}`,
      token,
    });
    expect(res.statusCode).toBe(409);
  });
});
