import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../testing/xss-payloads.ts";
import {
  addStudentsFormSchema,
  addStudentsSchema,
  isHttpsLink,
  seatsLeft,
  seminarDisplayDates,
  seminarInputSchema,
  seminarListFiltersSchema,
} from "./seminars.ts";

const day = (iso: string, hours = 8) => ({
  start: new Date(iso),
  end: new Date(new Date(iso).getTime() + hours * 3_600_000),
});
const NOW = new Date("2026-11-21T10:00:00Z");

describe("seminarDisplayDates (spec 001 §4)", () => {
  const cases: [string, { start: Date; end: Date }[], { first: string; last: string } | null][] = [
    ["no dates", [], null],
    [
      "one upcoming day",
      [day("2026-12-01T09:00:00Z")],
      { first: "2026-12-01T09:00:00.000Z", last: "2026-12-01T09:00:00.000Z" },
    ],
    [
      "several upcoming days, given out of order",
      [day("2026-12-03T09:00:00Z"), day("2026-12-01T09:00:00Z"), day("2026-12-02T09:00:00Z")],
      { first: "2026-12-01T09:00:00.000Z", last: "2026-12-03T09:00:00.000Z" },
    ],
    [
      "started: one day past, one to come",
      [day("2026-11-20T09:00:00Z"), day("2026-11-22T09:00:00Z")],
      { first: "2026-11-20T09:00:00.000Z", last: "2026-11-22T09:00:00.000Z" },
    ],
    [
      "a day under way still counts",
      [day("2026-11-21T08:00:00Z")],
      { first: "2026-11-21T08:00:00.000Z", last: "2026-11-21T08:00:00.000Z" },
    ],
    ["every day over", [day("2026-11-01T09:00:00Z"), day("2026-11-02T09:00:00Z")], null],
    ["a day that ended an hour ago", [day("2026-11-21T01:00:00Z")], null],
  ];
  it.each(cases)("%s", (_label, dates, expected) => {
    const shown = seminarDisplayDates(dates, NOW);
    expect(shown === null ? null : { first: shown.first.toISOString(), last: shown.last.toISOString() }).toEqual(
      expected,
    );
  });
});

describe("seatsLeft", () => {
  it.each([
    [20, 0, 20],
    [20, 19, 1],
    [20, 20, 0],
    [20, 25, 0],
  ])("capacity %i with %i places: %i left", (capacity, places, left) => {
    expect(seatsLeft(capacity, places)).toBe(left);
  });
});

const valid = {
  CourseId: 1,
  Capacity: 12,
  Price: 450.5,
  Currency: "EUR",
  Language: "en",
  Format: "inPerson",
  Venue: "Healing Arts Centre",
  City: "Dublin",
  Country: "ireland",
  TimeZone: "Europe/Dublin",
  Notes: "Bring a blanket.",
  PaymentMode: "association",
  Dates: [{ Start: "2026-12-01T09:00", End: "2026-12-01T17:00" }],
};

describe("seminarInputSchema", () => {
  it("accepts a valid in-person seminar and canonicalises the country", () => {
    const parsed = seminarInputSchema.parse(valid);
    expect(parsed.Country).toBe("Ireland");
    expect(parsed.CoordinatorEmail).toBeNull();
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ["no dates", { Dates: [] }, "seminar.datesRequired"],
    ["end before start", { Dates: [{ Start: "2026-12-01T17:00", End: "2026-12-01T09:00" }] }, "seminar.endBeforeStart"],
    [
      "a day over 24 hours",
      { Dates: [{ Start: "2026-12-01T09:00", End: "2026-12-02T10:00" }] },
      "seminar.endBeforeStart",
    ],
    ["a bad date", { Dates: [{ Start: "tomorrow", End: "2026-12-01T09:00" }] }, "seminar.dateInvalid"],
    ["capacity 0", { Capacity: 0 }, "seminar.capacityInvalid"],
    ["capacity 501", { Capacity: 501 }, "seminar.capacityInvalid"],
    ["negative price", { Price: -1 }, "seminar.priceInvalid"],
    ["three decimals", { Price: 1.005 }, "seminar.priceInvalid"],
    ["unknown currency", { Currency: "XYZ" }, "seminar.currencyInvalid"],
    ["unknown language", { Language: "it" }, "seminar.languageInvalid"],
    ["unknown country", { Country: "Atlantis" }, "seminar.countryInvalid"],
    ["in person without a city", { City: null }, "seminar.placeRequired"],
    ["online without a link", { Format: "online", City: null, Country: null }, "seminar.linkRequired"],
    ["plain-http link", { Format: "online", OnlineLink: "http://meet.example/room" }, "seminar.linkInvalid"],
    ["script link", { Format: "online", OnlineLink: "javascript:alert(1)" }, "seminar.linkInvalid"],
    ["bad time zone", { TimeZone: "Mars/Olympus" }, "seminar.timeZoneInvalid"],
    ["notes too long", { Notes: "x".repeat(4001) }, "seminar.notesMax"],
    ["bad coordinator e-mail", { CoordinatorEmail: "not-an-email" }, "seminar.coordinatorInvalid"],
  ];
  it.each(refused)("refuses %s", (_label, change, message) => {
    const result = seminarInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("keeps notes as plain text (escaping is the reader's job), whatever they hold", () => {
    for (const payload of XSS_PAYLOADS) {
      expect(seminarInputSchema.parse({ ...valid, Notes: payload }).Notes).toBe(payload.trim());
    }
  });

  it("accepts an https link for an online seminar", () => {
    expect(isHttpsLink("https://meet.example.org/room?id=1")).toBe(true);
    expect(
      seminarInputSchema.parse({
        ...valid,
        Format: "online",
        City: null,
        Country: null,
        OnlineLink: "https://meet.example/a",
      }).OnlineLink,
    ).toBe("https://meet.example/a");
  });
});

describe("addStudentsSchema and the list filters", () => {
  it("lower-cases addresses and limits a batch to 50", () => {
    expect(addStudentsSchema.parse({ SeminarId: 1, Emails: ["A@Example.org"] }).Emails).toEqual(["a@example.org"]);
    const many = Array.from({ length: 51 }, (_, i) => `s${i}@example.org`);
    expect(addStudentsSchema.safeParse({ SeminarId: 1, Emails: many }).success).toBe(false);
    expect(addStudentsSchema.safeParse({ SeminarId: 1, Emails: ["nope"] }).success).toBe(false);
  });

  it("refuses unknown filter fields", () => {
    expect(seminarListFiltersSchema.safeParse({ Format: "online", When: "past" }).success).toBe(true);
    expect(seminarListFiltersSchema.safeParse({ Price: 1 }).success).toBe(false);
  });
});

describe("the add-students form", () => {
  it("reads the addresses as typed into AddStudents' list, with its messages", () => {
    expect(addStudentsFormSchema.parse({ SeminarId: 7, Emails: "A@x.org\nb@y.org, a@x.org" })).toEqual({
      SeminarId: 7,
      Emails: ["a@x.org", "b@y.org"],
    });
    const message = (Emails: string) =>
      addStudentsFormSchema.safeParse({ SeminarId: 7, Emails }).error?.issues[0]?.message;
    expect(message(" ,; ")).toBe("seminar.emailsRequired");
    expect(message("a@x.org, not-an-address")).toBe("seminar.emailInvalid");
  });
});
