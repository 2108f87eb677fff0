import { SEMINAR_LIMITS } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { course, instructor, seminar } from "../factories.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { body, get } from "../membership/helpers.ts";

let server: TestServer;
let busyCourse: number;
let quietCourse: number;
const BUSY = SEMINAR_LIMITS.perCourseGroup + 3;

beforeAll(async () => {
  server = await startTestServer();
  const teacher = await instructor(server);
  busyCourse = (await course(server)).id;
  quietCourse = (await course(server)).id;
  for (let day = 1; day <= BUSY; day += 1) await seminar(server, busyCourse, { instructorId: teacher.id, inDays: day });
  await seminar(server, quietCourse, { instructorId: teacher.id, inDays: 3 });
});
afterAll(() => server.close());

interface Group {
  CourseId: number;
  SeminarCount: number;
  Seminars: { Id: number; SeminarDateAndTimes: { Date: string }[] }[];
}
const groupOf = (list: Group[], courseId: number) => list.find((group) => group.CourseId === courseId) as Group;

describe("seminars grouped by course (issue 22: no group is unbounded)", () => {
  it("shows each course's soonest seminars with the count of all of them", async () => {
    const data = body(await get(server, "/api/Seminar/GetAllSeminarGroupByCourses?page=1&pageSize=10")).Data;
    const busy = groupOf(data.List, busyCourse);
    expect(busy.SeminarCount).toBe(BUSY);
    expect(busy.Seminars).toHaveLength(SEMINAR_LIMITS.perCourseGroup);
    const starts = busy.Seminars.map((item) => item.SeminarDateAndTimes[0]?.Date ?? "");
    expect(starts).toEqual([...starts].sort());
    expect(groupOf(data.List, quietCourse)).toMatchObject({ SeminarCount: 1, Seminars: [expect.any(Object)] });
  });

  it("lists all of one course's seminars when the list is filtered to it", async () => {
    const filters = encodeURIComponent(JSON.stringify({ CourseId: busyCourse }));
    const data = body(await get(server, `/api/Seminar/GetAllSeminarGroupByCourses?filters=${filters}`)).Data;
    expect(data.List).toHaveLength(1);
    expect(data.List[0]).toMatchObject({ CourseId: busyCourse, SeminarCount: BUSY });
    expect(data.List[0].Seminars).toHaveLength(BUSY);
  });
});
