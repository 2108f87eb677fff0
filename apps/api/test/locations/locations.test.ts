import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { coursesRepository } from "../../src/modules/courses/courses.repository.ts";
import { seminarsRepository } from "../../src/modules/seminars/seminars.repository.ts";
import { instructor, member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body, DAY_MS } from "../membership/helpers.ts";

/** Instructors' venues (ADR 0040): every Location call, who may make it, bad input, the delete guard, limits. */
let server: TestServer;
type User = { id: number; token: string; email: string };
let instructorA: User;
let instructorB: User;
let plain: User;
let admin: { id: number; token: string };

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: unknown) =>
  server.call({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const venue = (overrides: Record<string, unknown> = {}) => ({
  Name: "Flatirons Wellness Studio",
  Address: "1800 Pearl Street",
  CountryId: "US",
  StateId: "US-CO",
  CityName: "Boulder",
  Capacity: 16,
  Notes: "Parking behind the building.",
  ...overrides,
});

async function add(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/Location/AddLocation", token, venue(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return body(res).Data as { Id: number; Latitude: number; Longitude: number; CountryName: string; StateName: string };
}

beforeAll(async () => {
  server = await startTestServer({ rateLimitFactor: 1 });
  instructorA = await instructor(server);
  instructorB = await instructor(server);
  plain = await member(server, { level: 3 });
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe("AddLocation", () => {
  it("saves an instructor's venue with the names and the city's coordinates from the geography", async () => {
    const res = await call("POST", "/api/Location/AddLocation", instructorA.token, venue());
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Message).toBe("The location has been added.");
    const data = body(res).Data;
    expect(data).toMatchObject({
      UserId: instructorA.id,
      Name: "Flatirons Wellness Studio",
      CountryId: "US",
      CountryName: "United States",
      StateId: "US-CO",
      StateName: "Colorado",
      CityName: "Boulder",
      Capacity: 16,
      IsArchived: false,
      UpcomingSeminars: 0,
    });
    expect(data.Latitude).toBeCloseTo(40.01, 1);
    expect(data.Longitude).toBeCloseTo(-105.27, 1);
  });

  it("keeps typed coordinates, and takes a city the data set lacks as typed with the state's", async () => {
    const typed = await add(instructorA.token, { Latitude: 40.0189, Longitude: -105.2747 });
    expect(typed.Latitude).toBe(40.0189);
    const small = await add(instructorA.token, { CityName: "Hygiene Hamlet" });
    expect(small.Latitude).not.toBeNull();
    expect(small.StateName).toBe("Colorado");
  });

  it("accepts a country the data set has no states for without a state", async () => {
    const res = await call(
      "POST",
      "/api/Location/AddLocation",
      instructorA.token,
      venue({ CountryId: "VA", StateId: null, CityName: "Vatican City" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data.StateId).toBeNull();
  });

  it("refuses members below the instructor level (403) and visitors (401)", async () => {
    const res = await call("POST", "/api/Location/AddLocation", plain.token, venue());
    expect(res.statusCode).toBe(403);
    expect(body(res).Message).toBe("Only instructors and administrators can add locations.");
    expect((await call("POST", "/api/Location/AddLocation", undefined, venue())).statusCode).toBe(401);
  });

  it.each([
    [{ Name: "" }, "Name is required."],
    [{ Name: "x".repeat(121) }, "Name should be a maximum of 120 characters."],
    [{ Address: " " }, "Address is required."],
    [{ CountryId: "ZZ", StateId: "ZZ-01" }, "Choose a country from the list."],
    [{ CountryId: "USA" }, "Choose a country from the list."],
    [{ StateId: "DE-BE" }, "The state or province is not in the chosen country."],
    [{ StateId: "US-ZZ" }, "The state or province is not in the chosen country."],
    [{ StateId: "'; drop table locations; --" }, "Choose a state or province from the list."],
    [{ StateId: null }, "Choose the state or province."],
    [{ CityName: "" }, "City is required."],
    [{ Latitude: 91, Longitude: 0 }, "Latitude is a number from -90 to 90."],
    [{ Latitude: 10 }, "Give both latitude and longitude, or neither."],
    [{ Capacity: 0 }, "Capacity is a whole number from 1 to 10,000."],
    [{ Capacity: 1.5 }, "Capacity is a whole number from 1 to 10,000."],
    [{ Notes: "x".repeat(2001) }, "Notes should be a maximum of 2000 characters."],
  ])("refuses %j with a translated 400", async (overrides, message) => {
    const res = await call("POST", "/api/Location/AddLocation", instructorA.token, venue(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(body(res))).toContain(message);
  });

  it("answers in the caller's language", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/Location/AddLocation",
      token: instructorA.token,
      payload: venue({ Capacity: 0 }),
      headers: { "accept-language": "de" },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(body(res))).toContain("Die Kapazität ist eine ganze Zahl von 1 bis 10.000.");
  });

  it("stores hostile text as given (plain text, escaped wherever shown)", async () => {
    const payload = XSS_PAYLOADS[0] as string;
    const saved = await add(instructorB.token, { Name: payload.slice(0, 120), Notes: payload });
    const res = await call("GET", `/api/Location/GetLocation/1?userid=${instructorB.id}`, instructorB.token);
    const row = body(res).Data.List.find((l: { Id: number }) => l.Id === saved.Id);
    expect(row.Notes).toBe(payload);
  });
});

describe("GetLocation, filters and search", () => {
  let owner: User;
  beforeAll(async () => {
    owner = await instructor(server);
    await add(owner.token, { Name: "Healing Arts Centre", CountryId: "IE", StateId: "IE-L", CityName: "Dublin" });
    await add(owner.token, { Name: "Temple Bar Practice Room", CountryId: "IE", StateId: "IE-L", CityName: "Dublin" });
    await add(owner.token, {
      Name: "Praxisraum Prenzlauer Berg",
      CountryId: "DE",
      StateId: "DE-BE",
      CityName: "Berlin",
    });
    await add(owner.token, { Name: "Shibuya Wellness Salon", CountryId: "JP", StateId: "JP-13", CityName: "Tokyo" });
  });

  it("pages the owner's active locations by name", async () => {
    const res = await call("GET", `/api/Location/GetLocation/1?userid=${owner.id}&pageSize=3`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = body(res).Data;
    expect(data.TotalCount).toBe(4);
    expect(data.PageSize).toBe(3);
    expect(data.List.map((l: { Name: string }) => l.Name)).toEqual([
      "Healing Arts Centre",
      "Praxisraum Prenzlauer Berg",
      "Shibuya Wellness Salon",
    ]);
    const second = await call("GET", `/api/Location/GetLocation/2?userid=${owner.id}&pageSize=3`, owner.token);
    expect(body(second).Data.List.map((l: { Name: string }) => l.Name)).toEqual(["Temple Bar Practice Room"]);
  });

  it("reads the caller's own list without userid", async () => {
    const res = await call("GET", "/api/Location/GetLocation/1", owner.token);
    expect(body(res).Data.TotalCount).toBe(4);
  });

  it("searches by words in the name, city or country and filters by country and city", async () => {
    const search = await call("GET", `/api/Location/GetLocation/1?userid=${owner.id}&search=tokyo`, owner.token);
    expect(body(search).Data.List.map((l: { Name: string }) => l.Name)).toEqual(["Shibuya Wellness Salon"]);
    const filters = encodeURIComponent(JSON.stringify({ CountryId: "IE" }));
    const byCountry = await call(
      "GET",
      `/api/Location/GetLocation/1?userid=${owner.id}&filters=${filters}`,
      owner.token,
    );
    expect(body(byCountry).Data.TotalCount).toBe(2);
    const city = encodeURIComponent(JSON.stringify({ City: "Berlin" }));
    const byCity = await call("GET", `/api/Location/GetLocation/1?userid=${owner.id}&filters=${city}`, owner.token);
    expect(body(byCity).Data.TotalCount).toBe(1);
  });

  it("survives hostile searches and refuses bad filters and pages with 400", async () => {
    for (const search of [
      "'; drop table locations; --",
      '"unclosed',
      "-",
      "a & | ! ( )",
      "<script>alert(1)</script>",
    ]) {
      const res = await call(
        "GET",
        `/api/Location/GetLocation/1?userid=${owner.id}&search=${encodeURIComponent(search)}`,
        owner.token,
      );
      expect(res.statusCode, search).toBe(200);
    }
    const badFilters = await call(
      "GET",
      `/api/Location/GetLocation/1?filters=${encodeURIComponent("{x")}`,
      owner.token,
    );
    expect(badFilters.statusCode).toBe(400);
    const unknownFilter = encodeURIComponent(JSON.stringify({ Nope: 1 }));
    expect((await call("GET", `/api/Location/GetLocation/1?filters=${unknownFilter}`, owner.token)).statusCode).toBe(
      400,
    );
    expect((await call("GET", "/api/Location/GetLocation/0", owner.token)).statusCode).toBe(400);
    expect((await call("GET", "/api/Location/GetLocation/1?pageSize=1000", owner.token)).statusCode).toBe(400);
  });

  it("refuses another instructor's list (403) and visitors (401); an administrator reads it", async () => {
    expect((await call("GET", `/api/Location/GetLocation/1?userid=${owner.id}`, instructorA.token)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `/api/Location/GetLocation/1?userid=${owner.id}`)).statusCode).toBe(401);
    const asAdmin = await call("GET", `/api/Location/GetLocation/1?userid=${owner.id}`, admin.token);
    expect(body(asAdmin).Data.TotalCount).toBe(4);
  });

  it("GetLocationFiltersUserId lists the countries, states and cities with counts", async () => {
    const res = await call("GET", `/api/Location/GetLocationFiltersUserId?userId=${owner.id}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = body(res).Data;
    expect(data.Countries).toEqual([
      { Id: "DE", Name: "Germany", Count: 1 },
      { Id: "IE", Name: "Ireland", Count: 2 },
      { Id: "JP", Name: "Japan", Count: 1 },
    ]);
    expect(data.Cities).toContainEqual({ Name: "Dublin", Count: 2 });
    expect(data.States).toContainEqual({ Id: "JP-13", Name: "Tokyo", Count: 1 });
    expect(
      (await call("GET", `/api/Location/GetLocationFiltersUserId?userId=${owner.id}`, plain.token)).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/Location/GetLocationFiltersUserId?userId=abc", owner.token)).statusCode).toBe(400);
  });
});

describe("EditLocation, archive, unarchive and delete", () => {
  it("lets the owner edit; refuses another instructor (403), an unknown id (404) and bad input (400)", async () => {
    const saved = await add(instructorA.token);
    const edited = await call(
      "PUT",
      "/api/Location/EditLocation",
      instructorA.token,
      venue({ Id: saved.Id, Name: "Pearl Street Studio", Capacity: 20 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body(edited).Data).toMatchObject({ Id: saved.Id, Name: "Pearl Street Studio", Capacity: 20 });
    expect(body(edited).Message).toBe("Your changes have been saved.");
    const other = await call("PUT", "/api/Location/EditLocation", instructorB.token, venue({ Id: saved.Id }));
    expect(other.statusCode).toBe(403);
    const missing = await call("PUT", "/api/Location/EditLocation", instructorA.token, venue({ Id: 999_999 }));
    expect(missing.statusCode).toBe(404);
    const bad = await call(
      "PUT",
      "/api/Location/EditLocation",
      instructorA.token,
      venue({ Id: saved.Id, Capacity: -1 }),
    );
    expect(bad.statusCode).toBe(400);
    const asAdmin = await call(
      "PUT",
      "/api/Location/EditLocation",
      admin.token,
      venue({ Id: saved.Id, Name: "By admin" }),
    );
    expect(asAdmin.statusCode).toBe(200);
  });

  it("archives and unarchives: the location moves between the two lists", async () => {
    const owner = await instructor(server);
    const saved = await add(owner.token, {
      Name: "Studio Vinohrady",
      CountryId: "CZ",
      StateId: "CZ-10",
      CityName: "Prague",
    });
    const archived = await call("PUT", `/api/Location/ArchiveLocation?locationId=${saved.Id}`, owner.token);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(body(archived).Message).toBe("The location has been archived.");
    expect(body(await call("GET", "/api/Location/GetLocation/1", owner.token)).Data.TotalCount).toBe(0);
    const archive = body(await call("GET", "/api/Location/GetArchivedLocation", owner.token)).Data;
    expect(archive.List.map((l: { Id: number; IsArchived: boolean }) => [l.Id, l.IsArchived])).toEqual([
      [saved.Id, true],
    ]);
    const back = await call("PUT", `/api/Location/UnArchiveLocation?locationId=${saved.Id}`, owner.token);
    expect(back.statusCode).toBe(200);
    expect(body(await call("GET", "/api/Location/GetLocation/1", owner.token)).Data.TotalCount).toBe(1);
    expect(body(await call("GET", "/api/Location/GetArchivedLocation", owner.token)).Data.TotalCount).toBe(0);
  });

  it("refuses archiving another's location (403), unknown (404), bad ids (400), visitors (401)", async () => {
    const saved = await add(instructorA.token);
    expect(
      (await call("PUT", `/api/Location/ArchiveLocation?locationId=${saved.Id}`, instructorB.token)).statusCode,
    ).toBe(403);
    expect((await call("PUT", "/api/Location/ArchiveLocation?locationId=999999", instructorA.token)).statusCode).toBe(
      404,
    );
    expect((await call("PUT", "/api/Location/ArchiveLocation?locationId=abc", instructorA.token)).statusCode).toBe(400);
    expect((await call("PUT", "/api/Location/UnArchiveLocation?locationId=-1", instructorA.token)).statusCode).toBe(
      400,
    );
    expect((await call("PUT", `/api/Location/ArchiveLocation?locationId=${saved.Id}`)).statusCode).toBe(401);
    expect(
      (await call("GET", `/api/Location/GetArchivedLocation?userid=${instructorA.id}`, instructorB.token)).statusCode,
    ).toBe(403);
  });

  it("refuses deleting while an upcoming seminar is held there (409), and deletes once it is over", async () => {
    const owner = await instructor(server);
    const saved = await add(owner.token, {
      Name: "Atelier Croix-Rousse",
      CountryId: "FR",
      StateId: "FR-ARA",
      CityName: "Lyon",
    });
    const db = server.runtime.deps.db;
    const category = await coursesRepository.insertCategory(db, { name: "Animals", slug: `animals-${saved.Id}` });
    const course = await coursesRepository.insertCourse(db, {
      categoryId: category.id,
      title: "Healing for Animals",
      level: "beginner",
      priceCents: 30_000,
    });
    const now = server.clock.now();
    const starts = new Date(now.getTime() + 10 * DAY_MS);
    const seminar = await seminarsRepository.insertSeminar(
      db,
      {
        courseId: course.id,
        instructorId: owner.id,
        capacity: 12,
        priceCents: 30_000,
        language: "fr",
        format: "inPerson",
        city: "Lyon",
        country: "France",
        locationId: saved.Id,
        timeZone: "Europe/Paris",
      },
      [{ startsAt: starts, endsAt: new Date(starts.getTime() + 7 * 3_600_000) }],
    );
    expect(seminar).toBeDefined();
    const listed = body(await call("GET", "/api/Location/GetLocation/1", owner.token)).Data.List[0];
    expect(listed.UpcomingSeminars).toBe(1);
    const refused = await call("DELETE", `/api/Location/DeleteLocation?locationId=${saved.Id}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).Message).toBe(
      "This location cannot be deleted while an upcoming seminar is held there. Move or cancel the seminar first, or archive the location.",
    );
    expect(
      (await call("DELETE", `/api/Location/DeleteLocation?locationId=${saved.Id}`, instructorB.token)).statusCode,
    ).toBe(403);
    // After the seminar is over the location may go; the seminar keeps its own address.
    server.clock.set(new Date(now.getTime() + 12 * DAY_MS));
    try {
      const deleted = await call("DELETE", `/api/Location/DeleteLocation?locationId=${saved.Id}`, owner.token);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(body(deleted).Message).toBe("The location has been deleted.");
      expect(
        (await call("DELETE", `/api/Location/DeleteLocation?locationId=${saved.Id}`, owner.token)).statusCode,
      ).toBe(404);
    } finally {
      server.clock.set(now);
    }
  });

  it("limits an instructor to 50 new locations a day (429)", async () => {
    const busy = await instructor(server);
    for (let i = 0; i < 50; i++) await add(busy.token, { Name: `Room ${i}` });
    const res = await call("POST", "/api/Location/AddLocation", busy.token, venue());
    expect(res.statusCode).toBe(429);
    expect(body(res).Message).toBe("You can add at most 50 locations a day. Please try again tomorrow.");
  });
});
