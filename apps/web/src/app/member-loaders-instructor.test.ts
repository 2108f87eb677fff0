import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../test/api-routes.ts";
import { envelope } from "../../test/fetch.ts";
import { runLoader } from "../../test/run-loader.ts";
import { logInAs } from "../../test/session.ts";
import { FIRST_COORDINATORS_PAGE, myInstructorsQuery } from "../features/coordinators/api/coordinators.ts";
import { loaders as coordinatorLoaders } from "../features/coordinators/routes.tsx";
import { studentsQuery } from "../features/seminars/api/seminars.ts";
import { loaders as seminarLoaders } from "../features/seminars/routes.tsx";

const emptyList = { body: envelope({ List: [], TotalCount: 0, PageSize: 20 }) };
// The stored levels of a practitioner and of an instructor (the domain's plans).
const PRACTITIONER = { MembershipId: 3, MemberShipId: 3 };
const INSTRUCTOR = { MembershipId: 5, MemberShipId: 5 };

// The coordinators' screens and the instructor's seminar tools read, through their loaders, the member's own lists
// before the screen is drawn (ADR 0098), with the query options the screens use.
describe("the coordinators' and the instructor's screens' loaders", () => {
  it("read the first page of the instructors the member coordinates for and of the seminars they coordinate", async () => {
    const user = logInAs({ Id: 7 });
    const sent = stubApi({
      "GET Coordinator/GetInstructorCoordinatorsByCoordinatorId": emptyList,
      "GET Seminar/GetAllSeminarByCoordinatorId": emptyList,
    });
    const client = await runLoader(coordinatorLoaders.profileCoordinating, "/profile/coordinating");
    const [instructors] = sentTo(sent, "GET Coordinator/GetInstructorCoordinatorsByCoordinatorId");
    expect(queryOf(instructors)).toMatchObject({ coordinatorId: "7", page: "1" });
    const [seminars] = sentTo(sent, "GET Seminar/GetAllSeminarByCoordinatorId");
    expect(queryOf(seminars)).toMatchObject({ page: "1" });
    const key = myInstructorsQuery(user.Id, FIRST_COORDINATORS_PAGE).queryKey;
    expect(client.getQueryData(key)).toMatchObject({ TotalCount: 0 });
  });

  it("read the coordinator's standing for the status and the agreement, and the invitations", async () => {
    logInAs({ Id: 7 });
    const sent = stubApi({
      "GET Coordinator/GetCoordinatorAgreement": { body: envelope(null) },
      "GET Coordinator/GetMyInvitations": emptyList,
    });
    await runLoader(coordinatorLoaders.profileIbaCoordinator, "/profile/ibacoordinator");
    await runLoader(coordinatorLoaders.profileCbpAgreement, "/profile/CBPagreement");
    await runLoader(coordinatorLoaders.profileViewInvitation, "/profile/viewinvitation");
    // The two sections read the same standing (each run here has a cache of its own).
    expect(sentTo(sent, "GET Coordinator/GetCoordinatorAgreement")).toHaveLength(2);
    expect(sentTo(sent, "GET Coordinator/GetMyInvitations")).toHaveLength(1);
  });

  it("read an instructor's first page of coordinators and of archived ones, and nothing for another member", async () => {
    logInAs({ Id: 7, ...PRACTITIONER });
    const sent = stubApi({
      "GET Coordinator/GetInstructorCoordinatorsByInstructorId/1": emptyList,
      "GET Coordinator/GetArchivedInstructorCoordinatorsByInstructorId": emptyList,
    });
    await runLoader(coordinatorLoaders.coordinators, "/coordinators");
    await runLoader(coordinatorLoaders.coordinatorArchived, "/coordinatorarchived");
    expect(sent).toHaveLength(0);
    logInAs({ Id: 7, ...INSTRUCTOR });
    await runLoader(coordinatorLoaders.coordinators, "/coordinators");
    await runLoader(coordinatorLoaders.coordinatorArchived, "/coordinatorarchived");
    expect(sentTo(sent, "GET Coordinator/GetInstructorCoordinatorsByInstructorId/1")).toHaveLength(1);
    const [archived] = sentTo(sent, "GET Coordinator/GetArchivedInstructorCoordinatorsByInstructorId");
    expect(queryOf(archived)).toMatchObject({ page: "1" });
  });

  it("read the first page of the instructor's seminars", async () => {
    logInAs({ Id: 7, ...INSTRUCTOR });
    const sent = stubApi({ "GET Seminar/GetAllSeminar/1": emptyList });
    await runLoader(seminarLoaders.profileInstructor, "/profile/instructor");
    expect(sentTo(sent, "GET Seminar/GetAllSeminar/1")).toHaveLength(1);
  });

  it("read the seminar the address names and all its students, from the profile and from /students", async () => {
    logInAs({ Id: 7, ...INSTRUCTOR });
    const sent = stubApi({
      "GET Seminar/GetSeminarById": { body: envelope({}) },
      "GET Seminar/GetStudent": { body: envelope({ List: [], CanManage: true, CanGraduate: true }) },
    });
    const client = await runLoader(seminarLoaders.profileStudents, "/profile/profilestudents/12", { id: "12" });
    await runLoader(seminarLoaders.students, "/students/13?from=coordinating", { id: "13" });
    const seminars = sentTo(sent, "GET Seminar/GetSeminarById").map((request) => queryOf(request).id);
    expect(seminars).toEqual(["12", "13"]);
    const students = sentTo(sent, "GET Seminar/GetStudent").map((request) => queryOf(request));
    expect(students).toMatchObject([
      { seminarId: "12", pageSize: "all" },
      { seminarId: "13", pageSize: "all" },
    ]);
    expect(client.getQueryData(studentsQuery(12).queryKey)).toMatchObject({ CanManage: true });
  });

  it("read nothing for an address that names no seminar", async () => {
    logInAs({ Id: 7, ...INSTRUCTOR });
    const sent = stubApi({});
    await runLoader(seminarLoaders.students, "/students/latest", { id: "latest" });
    expect(sent).toHaveLength(0);
  });

  it("read nothing for a visitor, whom the screen asks to log in", async () => {
    const sent = stubApi({});
    await runLoader(coordinatorLoaders.profileCoordinating, "/profile/coordinating");
    await runLoader(coordinatorLoaders.coordinators, "/coordinators");
    await runLoader(seminarLoaders.profileInstructor, "/profile/instructor");
    await runLoader(seminarLoaders.students, "/students/12", { id: "12" });
    expect(sent).toHaveLength(0);
  });
});
