import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { instructor, member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body } from "../membership/helpers.ts";

/** Events and study groups (ADR 0028): every call, who may make it, bad input, limits, and the .ics files. */
let server: TestServer;
let host: { id: number; token: string };
let otherHost: { id: number; token: string };
let accessMember: { id: number; token: string };
let starter: { id: number; token: string };
let admin: { id: number; token: string };

// The test clock reads 2026-11-21T10:00Z (a Saturday).
const studyGroup = {
  Title: "Tuesday study circle",
  Description: "We read one chapter a week & practise in pairs.",
  Type: "StudyGroup",
  Address: "Healing Arts Centre",
  City: "Dublin",
  Country: "Ireland",
  TimeZone: "Europe/Dublin",
  StartDateTime: "2026-11-24T19:00",
  EndDateTime: "2026-11-24T20:30",
  Recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
};
const onlineEvent = {
  Title: "Open evening online",
  Description: "Meet the instructors.",
  Type: "Event",
  OnlineLink: "https://meet.example/open-evening",
  TimeZone: "America/New_York",
  StartDateTime: "2026-12-03T18:00",
  EndDateTime: "2026-12-03T19:00",
};

async function add(token: string | undefined, payload: Record<string, unknown>) {
  return server.call({
    method: "POST",
    url: "/api/EventAndGroup/AddEventAndGroup",
    payload,
    ...(token ? { token } : {}),
  });
}

async function list(query = "", token?: string) {
  const res = await server.call({
    method: "GET",
    url: `/api/EventAndGroup/GetEventAndStudyByGroup?page=1&pageSize=all${query}`,
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as {
    List: {
      Month: number;
      Year: number;
      EventDate: string;
      NextOccurrence: string[];
      Data: Record<string, unknown>[];
    }[];
    TotalCount: number;
    StudyGroupsLocked: boolean;
    LockedStudyGroupCount: number;
  };
}

const download = (id: number, query = "", token?: string) =>
  server.call({
    method: "GET",
    url: `/api/EventAndGroup/DownloadEventCalendar/${id}${query}`,
    ...(token ? { token } : {}),
  });

const items = (data: Awaited<ReturnType<typeof list>>) => data.List.flatMap((month) => month.Data);

let groupId: number;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  host = await instructor(server);
  otherHost = await instructor(server);
  accessMember = await member(server, { level: 2 });
  starter = await member(server, { level: 1 });
  admin = await adminToken(server);
  const group = await add(host.token, studyGroup);
  expect(group.statusCode, group.body).toBe(200);
  groupId = body(group).Data.Id;
  const event = await add(host.token, onlineEvent);
  eventId = body(event).Data.Id;
});
afterAll(() => server.close());

describe("AddEventAndGroup", () => {
  it("lets an instructor or an administrator host, refuses other members and visitors", async () => {
    const byAdmin = await add(admin.token, { ...onlineEvent, Title: "Board meeting" });
    expect(byAdmin.statusCode).toBe(200);
    expect(body(byAdmin).Message).toBe("Your event has been published.");
    const byMember = await add(accessMember.token, onlineEvent);
    expect(byMember.statusCode).toBe(403);
    expect(body(byMember).Message).toContain("Only instructors and administrators");
    expect((await add(undefined, onlineEvent)).statusCode).toBe(401);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["an unknown rule part", { Recurrence: "FREQ=YEARLY" }, "Recurrence", "Repeat"],
    ["BYDAY on a daily rule", { Recurrence: "FREQ=DAILY;BYDAY=MO" }, "Recurrence", "days of the week"],
    ["COUNT and UNTIL", { Recurrence: "FREQ=DAILY;COUNT=2;UNTIL=20270101" }, "Recurrence", "either"],
    ["an unknown zone", { TimeZone: "Mars/Olympus_Mons" }, "TimeZone", "time zone"],
    ["a javascript: link", { OnlineLink: "javascript:alert(1)" }, "OnlineLink", "http"],
    ["no place and no link", { City: "", Country: "" }, "City", "place"],
    ["a country not on the list", { Country: "Atlantis" }, "Country", "country from the list"],
    ["an end before the start", { EndDateTime: "2026-11-24T18:00" }, "EndDateTime", "after"],
    ["a date that does not exist", { StartDateTime: "2026-02-30T10:00" }, "StartDateTime", "start"],
  ])("refuses %s with a message (400)", async (_name, patch, field, words) => {
    const res = await add(host.token, { ...studyGroup, ...patch });
    expect(res.statusCode).toBe(400);
    const errors = body(res).Errors as Record<string, string>;
    expect(errors[field]?.toLowerCase()).toContain(words.toLowerCase());
  });

  it("answers in the caller's language", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/EventAndGroup/AddEventAndGroup",
      payload: { ...studyGroup, TimeZone: "Nowhere/Town" },
      token: host.token,
      headers: { "accept-language": "de" },
    });
    expect((body(res).Errors as Record<string, string>).TimeZone).toMatch(/Zeitzone/);
  });
});

describe("GetEventAndStudyByGroup", () => {
  it("gives a member with the plan permission both kinds, by month, occurrences from today on", async () => {
    const data = await list("", accessMember.token);
    expect(data.StudyGroupsLocked).toBe(false);
    const group = items(data).find((item) => item.Id === groupId) as {
      NextOccurrence: { Start: string }[];
      EventDate: string;
    };
    // Every second Tuesday at 19:00 Dublin (UTC in winter).
    expect(group.NextOccurrence.map((o) => o.Start)).toEqual([
      "2026-11-24T19:00:00.000Z",
      "2026-12-08T19:00:00.000Z",
      "2026-12-22T19:00:00.000Z",
      "2027-01-05T19:00:00.000Z",
      "2027-01-19T19:00:00.000Z",
    ]);
    expect(group.EventDate).toBe("2026-11-24T19:00:00.000Z");
    expect(data.List[0]).toMatchObject({ Month: 11, Year: 2026 });
    expect(data.List.map((m) => m.Year * 100 + m.Month)).toEqual(
      [...data.List.map((m) => m.Year * 100 + m.Month)].sort((a, b) => a - b),
    );
  });

  it("shows visitors and Starter members the events and counts the study groups instead", async () => {
    for (const token of [undefined, starter.token]) {
      const data = await list("", token);
      expect(data.StudyGroupsLocked).toBe(true);
      expect(data.LockedStudyGroupCount).toBeGreaterThanOrEqual(1);
      expect(items(data).every((item) => item.Type === "Event")).toBe(true);
      expect(items(data).some((item) => item.Id === eventId)).toBe(true);
    }
  });

  it("filters by type, mode and country, searches the text, and refuses bad filters", async () => {
    const online = await list(`&filters=${encodeURIComponent(JSON.stringify({ Mode: "Online" }))}`, accessMember.token);
    expect(items(online).every((item) => item.IsOnline)).toBe(true);
    const ireland = await list(`&filters=${encodeURIComponent('{"Country":"ireland"}')}`, accessMember.token);
    expect(items(ireland).map((item) => item.Id)).toEqual([groupId]);
    const groups = await list(`&filters=${encodeURIComponent('{"Type":"StudyGroup"}')}`, accessMember.token);
    expect(items(groups).every((item) => item.Type === "StudyGroup")).toBe(true);
    const found = await list("&search=chapter", accessMember.token);
    expect(items(found).map((item) => item.Id)).toEqual([groupId]);
    const bad = await server.call({
      method: "GET",
      url: `/api/EventAndGroup/GetEventAndStudyByGroup?filters=${encodeURIComponent('{"Type":"Party"}')}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("says who may edit", async () => {
    const mine = items(await list("", host.token)).find((item) => item.Id === groupId);
    expect(mine?.CanEdit).toBe(true);
    const theirs = items(await list("", otherHost.token)).find((item) => item.Id === groupId);
    expect(theirs?.CanEdit).toBe(false);
  });
});

describe("EditEventAndGroup and DeleteEventAndGroup", () => {
  it("lets the host and an administrator edit, refuses another instructor (403) and unknown ids (404)", async () => {
    const edit = (token: string, payload: Record<string, unknown>) =>
      server.call({ method: "POST", url: "/api/EventAndGroup/EditEventAndGroup", payload, token });
    const own = await edit(host.token, { ...onlineEvent, Id: eventId, Title: "Open evening (online)" });
    expect(own.statusCode, own.body).toBe(200);
    expect((await edit(admin.token, { ...onlineEvent, Id: eventId, Title: "Open evening" })).statusCode).toBe(200);
    const other = await edit(otherHost.token, { ...onlineEvent, Id: eventId });
    expect(other.statusCode).toBe(403);
    expect((await edit(host.token, { ...onlineEvent, Id: 999_999 })).statusCode).toBe(404);
    const bad = await edit(host.token, { ...onlineEvent, Id: eventId, Recurrence: "FREQ=HOURLY" });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a host who is no longer an instructor", async () => {
    const lapsed = await instructor(server);
    const created = await add(lapsed.token, { ...onlineEvent, Title: "Soon gone" });
    const id = body(created).Data.Id;
    const { userMemberships } = await import("../../src/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await server.runtime.deps.db
      .update(userMemberships)
      .set({ membershipId: 3 })
      .where(eq(userMemberships.userId, lapsed.id));
    const res = await server.call({
      method: "DELETE",
      url: `/api/EventAndGroup/DeleteEventAndGroup/${id}`,
      token: lapsed.token,
    });
    expect(res.statusCode).toBe(403);
  });

  it("deletes: another instructor 403, the administrator 200, then 404", async () => {
    const created = await add(host.token, { ...onlineEvent, Title: "To be deleted" });
    const id = body(created).Data.Id;
    const url = `/api/EventAndGroup/DeleteEventAndGroup/${id}`;
    expect((await server.call({ method: "DELETE", url, token: otherHost.token })).statusCode).toBe(403);
    expect((await server.call({ method: "DELETE", url })).statusCode).toBe(401);
    const res = await server.call({ method: "DELETE", url, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe("The event has been deleted.");
    expect((await server.call({ method: "DELETE", url, token: admin.token })).statusCode).toBe(404);
  });
});

describe("RSVP", () => {
  const rsvp = (token: string, EventId: number, Going: boolean) =>
    server.call({ method: "POST", url: "/api/EventAndGroup/RsvpEventAndGroup", payload: { EventId, Going }, token });

  it("records one answer per member, changeable, with the going count", async () => {
    const going = await rsvp(accessMember.token, groupId, true);
    expect(going.statusCode, going.body).toBe(200);
    expect(body(going).Data).toEqual({ EventId: groupId, MyRsvp: "Going", GoingCount: 1 });
    expect(body(await rsvp(accessMember.token, groupId, true)).Data.GoingCount).toBe(1);
    const listed = items(await list("", accessMember.token)).find((item) => item.Id === groupId);
    expect(listed).toMatchObject({ GoingCount: 1, MyRsvp: "Going" });
    const notGoing = await rsvp(accessMember.token, groupId, false);
    expect(body(notGoing).Data).toEqual({ EventId: groupId, MyRsvp: "NotGoing", GoingCount: 0 });
  });

  it("refuses Starter members on study groups, unknown events and visitors", async () => {
    const locked = await rsvp(starter.token, groupId, true);
    expect(locked.statusCode).toBe(403);
    expect(body(locked).Message).toContain("Access plan");
    expect((await rsvp(starter.token, eventId, true)).statusCode).toBe(200);
    expect((await rsvp(starter.token, 999_999, true)).statusCode).toBe(404);
    const anonymous = await server.call({
      method: "POST",
      url: "/api/EventAndGroup/RsvpEventAndGroup",
      payload: { EventId: eventId, Going: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await server.call({
      method: "POST",
      url: "/api/EventAndGroup/RsvpEventAndGroup",
      payload: { EventId: eventId, Going: "maybe" },
      token: starter.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe(".ics download", () => {
  it("writes the series with TZID, VTIMEZONE and the RRULE", async () => {
    const res = await download(groupId, "", accessMember.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.headers["content-disposition"]).toContain(`event-${groupId}.ics`);
    const lines = res.body.split("\r\n");
    expect(lines).toContain("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU");
    expect(lines).toContain("DTSTART;TZID=Europe/Dublin:20261124T190000");
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain(`UID:event-${groupId}@app.test`);
  });

  it("writes one occurrence in UTC and refuses a date that is not one", async () => {
    const res = await download(groupId, "?occurrence=2026-12-08T19:00:00.000Z", accessMember.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("DTSTART:20261208T190000Z\r\n");
    expect(res.body).not.toContain("RRULE");
    const wrong = await download(groupId, "?occurrence=2026-12-09T19:00:00.000Z", accessMember.token);
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).Status).toBe(false);
  });

  it("gives visitors events but not study groups, and 404 for unknown ids", async () => {
    expect((await download(eventId)).statusCode).toBe(200);
    expect((await download(groupId)).statusCode).toBe(403);
    expect((await download(999_999)).statusCode).toBe(404);
  });
});

describe("stored XSS", () => {
  it("stores every payload as sent in title and description and keeps the .ics well-formed", async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const title = `${index} ${payload}`.slice(0, 120);
      const res = await add(admin.token, { ...onlineEvent, Title: title, Description: `${payload}\r\nEND:VCALENDAR` });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(200);
      const id = body(res).Data.Id;
      const ics = await download(id);
      const unfolded = ics.body.replace(/\r\n /g, "").split("\r\n");
      expect(unfolded.filter((line) => line === "END:VCALENDAR")).toHaveLength(1);
      expect(unfolded.filter((line) => line.startsWith("SUMMARY:"))).toHaveLength(1);
      const components = unfolded.filter((line) => line.startsWith("BEGIN:"));
      expect(components.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
      expect(components.every((line) => /^BEGIN:(VCALENDAR|VTIMEZONE|STANDARD|DAYLIGHT|VEVENT)$/.test(line))).toBe(
        true,
      );
    }
    const stored = items(await list("", admin.token));
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      expect(stored.some((item) => item.Title === `${index} ${payload}`.trim().slice(0, 120).trim())).toBe(true);
    }
  });
});

describe("limits", () => {
  it("allows a host 20 new events a day, then 429 with a message", async () => {
    const busy = await instructor(server);
    for (let n = 0; n < 20; n++) expect((await add(busy.token, onlineEvent)).statusCode).toBe(200);
    const res = await add(busy.token, onlineEvent);
    expect(res.statusCode).toBe(429);
    expect(body(res).Message).toContain("20");
  });
});
