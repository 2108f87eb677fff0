import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { course, member, instructor as newInstructor, seminar } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

/**
 * ADR 0078: the enrollment module's `seats` port, through which the seminars module counts, adds, cancels and
 * graduates places. What the port counts is what every seminar answer shows as SeatsLeft.
 */
let server: TestServer;
let instructorId: number;

beforeAll(async () => {
  server = await startTestServer();
  instructorId = (await newInstructor(server)).id;
});
afterAll(() => server.close());

const seatsLeft = async (seminarId: number) =>
  body(await get(server, `/api/Seminar/GetSeminarById?id=${seminarId}`)).Data.SeatsLeft as number;

describe("seats", () => {
  it("counts an added place, frees it again once cancelled, and agrees with SeatsLeft", async () => {
    const { db, seats } = server.runtime.deps;
    const now = server.clock.now();
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId, capacity: 3 });
    const [a, b] = [await member(server), await member(server)];
    expect(await seats.taken(db, s.id, now)).toBe(0);

    await seats.add(db, s, a.id, now);
    await seats.add(db, s, b.id, now);
    expect(await seats.taken(db, s.id, now)).toBe(2);
    expect(await seatsLeft(s.id)).toBe(1);

    const place = await seats.live(db, s.id, a.id);
    expect(place).toMatchObject({ status: "enrolled", source: "instructor", userId: a.id });
    await seats.cancel(db, [place?.id as number], now);
    expect(await seats.live(db, s.id, a.id)).toBeUndefined();
    expect(await seats.latest(db, s.id, a.id)).toMatchObject({ status: "cancelled" });
    expect(await seats.taken(db, s.id, now)).toBe(1);
    expect(await seatsLeft(s.id)).toBe(2);
    expect((await seats.holders(db, s.id, now)).map((holder) => holder.id)).toEqual([b.id]);

    // The cancelled student can be given a place again (the live-place unique index only counts live rows).
    await seats.add(db, s, a.id, now);
    expect(await seats.taken(db, s.id, now)).toBe(2);
  });

  it("counts a page of seminars at once, 0 for one without places", async () => {
    const { db, seats } = server.runtime.deps;
    const now = server.clock.now();
    const c = await course(server);
    const full = await seminar(server, c.id, { instructorId, capacity: 2 });
    const empty = await seminar(server, c.id, { instructorId, capacity: 2 });
    await seats.add(db, full, (await member(server)).id, now);
    await seats.add(db, full, (await member(server)).id, now);
    const taken = await seats.takenIn(db, [full.id, empty.id], now);
    expect(taken.get(full.id)).toBe(2);
    expect(taken.get(empty.id) ?? 0).toBe(0);
    expect(await seats.takenIn(db, [], now)).toEqual(new Map());
    expect(await seatsLeft(full.id)).toBe(0);
  });

  it("graduates enrolled students once, with the CE credits of that moment, and keeps their seat", async () => {
    const { db, seats } = server.runtime.deps;
    const now = server.clock.now();
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId });
    const [a, b] = [await member(server), await member(server)];
    await seats.add(db, s, a.id, now);
    await seats.add(db, s, b.id, now);
    expect(await seats.graduate(db, s.id, [a.id], instructorId, 12, now)).toBe(1);
    // A second graduation of the same student changes nothing.
    expect(await seats.graduate(db, s.id, [a.id, b.id], instructorId, 20, now)).toBe(1);
    expect(await seats.graduates(db, s.id)).toBe(2);
    expect(await seats.live(db, s.id, a.id)).toMatchObject({ ceCreditsAwarded: 12, graduatedBy: instructorId });
    expect(await seats.taken(db, s.id, now)).toBe(2);
    const roster = await seats.roster(db, s.id, { page: 1, pageSize: 10 }, now);
    expect(roster.total).toBe(2);
    expect(roster.list.map((entry) => entry.enrollment.userId).sort()).toEqual([a.id, b.id].sort());
  });
});
