import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { SeminarFormDialog } from "./instructor-seminars.tsx";
import { SeminarDetailPage } from "./seminar-detail-page.tsx";
import { InstructorSeminarsPage } from "./seminar-pages.tsx";
import { parseEmails, SeminarStudents, studentsCsv } from "./seminar-students.tsx";
import { SeminarsPage } from "./seminars-page.tsx";

function seminar(id: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    CourseId: 3,
    CourseTitle: "Foundations of Healing Touch",
    InstructorId: 9,
    InstructorName: "Margaret O'Neill",
    CoordinatorId: null,
    CoordinatorName: null,
    Capacity: 16,
    SeatsLeft: 4,
    Price: 450,
    Currency: "EUR",
    Language: "en",
    Format: "inPerson",
    Venue: "Healing Arts Centre",
    Address: "14 Merrion Square",
    City: "Dublin",
    Country: "Ireland",
    OnlineLink: null,
    TimeZone: "Europe/Dublin",
    Notes: "<img src=x onerror=alert(1)> Bring a blanket.",
    PaymentMode: "association",
    Status: "scheduled",
    SeminarDateAndTimes: [
      { Start: "2026-12-05T09:00:00.000Z", End: "2026-12-05T17:00:00.000Z", Date: "2026-12-05", Year: 2026, Month: 12 },
      { Start: "2026-12-06T09:00:00.000Z", End: "2026-12-06T16:00:00.000Z", Date: "2026-12-06", Year: 2026, Month: 12 },
    ],
    DisplayFrom: "2026-12-05",
    DisplayTo: "2026-12-06",
    IsUpcoming: true,
    ...overrides,
  };
}

const groups = (page: number, total: number, items: unknown[], seminarCount = items.length) =>
  envelope({
    List: [{ CourseId: page + 10, CourseTitle: `Course group ${page}`, SeminarCount: seminarCount, Seminars: items }],
    TotalCount: total,
    Page: page,
    PageSize: 10,
  });

describe("/seminars", () => {
  it("lists course groups, links each seminar to its page, loads more, and filters through the query string", async () => {
    const sent = stubApi({
      "GET Seminar/GetAllSeminarGroupByCourses": (request) => {
        const page = Number(queryOf(request).page);
        return { body: groups(page, 11, [seminar(page)]) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<SeminarsPage />, { path: "/seminars", url: "/seminars?courseId=3" });
    expect(await screen.findByRole("heading", { name: "Course group 1" }, { timeout: 5000 })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "View seminar: Foundations of Healing Touch, Dublin, Ireland" });
    expect(link).toHaveAttribute("href", "/courses/1");
    expect(screen.getAllByText("Seats left: 4").length).toBeGreaterThan(0);
    const first = sentTo(sent, "GET Seminar/GetAllSeminarGroupByCourses").find((r) => queryOf(r).pageSize === "10");
    expect(queryOf(first)).toMatchObject({ page: "1", filters: JSON.stringify({ CourseId: 3 }) });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("heading", { name: "Course group 2" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    await user.selectOptions(screen.getByLabelText("Format"), "online");
    expect(router.state.location.search).toBe("?courseId=3&format=online");
    expect(screen.queryByRole("link", { name: "Instructor tools" })).toBeNull();
  });

  it("names the country of a seminar's place in the reader's language", async () => {
    stubApi({
      "GET Seminar/GetAllSeminarGroupByCourses": {
        body: groups(1, 1, [seminar(1, { City: "Berlin", Country: "Germany", CourseTitle: "Grundlagenmodul 1" })]),
      },
      "GET Seminar/GetSeminarById": { body: envelope(seminar(1, { City: "Berlin", Country: "Germany" })) },
    });
    await changeLanguage("de");
    try {
      renderRoute(<SeminarsPage />, { path: "/seminars", url: "/seminars" });
      expect(
        await screen.findByRole("link", { name: "Seminar ansehen: Grundlagenmodul 1, Berlin, Deutschland" }),
      ).toHaveTextContent("Berlin, Deutschland");
      cleanup();
      renderRoute(<SeminarDetailPage />, { path: "/courses/:seminarID", url: "/courses/1" });
      expect(
        await screen.findByText("Healing Arts Centre, 14 Merrion Square, Berlin, Deutschland"),
      ).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  }, 20_000);

  it("links a course group with more seminars than it shows to that course's list", async () => {
    stubApi({ "GET Seminar/GetAllSeminarGroupByCourses": { body: groups(1, 1, [seminar(1)], 9) } });
    renderRoute(<SeminarsPage />, { path: "/seminars", url: "/seminars?format=online" });
    expect(await screen.findByRole("link", { name: "All 9 seminars of Course group 1" })).toHaveAttribute(
      "href",
      "/seminars?format=online&courseId=11",
    );
  });

  it("says how many of one course's seminars it shows when there are more", async () => {
    stubApi({ "GET Seminar/GetAllSeminarGroupByCourses": { body: groups(1, 1, [seminar(1)], 140) } });
    renderRoute(<SeminarsPage />, { path: "/seminars", url: "/seminars?courseId=11" });
    expect(
      await screen.findByText("The first 1 of 140 seminars of this course; narrow the list with the filters above."),
    ).toBeInTheDocument();
  });

  it("offers instructors their tools", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    stubApi({ "GET Seminar/GetAllSeminarGroupByCourses": { body: groups(1, 1, [seminar(1)]) } });
    renderRoute(<SeminarsPage />, { path: "/seminars" });
    expect(await screen.findByRole("link", { name: "Instructor tools" })).toHaveAttribute(
      "href",
      "/profile/instructor",
    );
  });
});

describe("/courses/{seminarID}", () => {
  it("shows dates, place, seats, price, escaped notes and the Enrol link to the checkout", async () => {
    stubApi({ "GET Seminar/GetSeminarById": { body: envelope(seminar(7)) } });
    renderRoute(<SeminarDetailPage />, { path: "/courses/:seminarID", url: "/courses/7" });
    expect(await screen.findByRole("heading", { name: "Foundations of Healing Touch" })).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)> Bring a blanket.")).toBeInTheDocument();
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect(screen.getByRole("link", { name: "Enrol" })).toHaveAttribute("href", "/coursecheckout?seminarId=7");
    expect(screen.getByText("Healing Arts Centre, 14 Merrion Square, Dublin, Ireland")).toBeInTheDocument();
  });

  it("says when a seminar is full or cancelled instead of offering enrolment", async () => {
    stubApi({ "GET Seminar/GetSeminarById": { body: envelope(seminar(8, { SeatsLeft: 0 })) } });
    renderRoute(<SeminarDetailPage />, { path: "/courses/:seminarID", url: "/courses/8" });
    expect(await screen.findByText("This seminar is fully booked.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Enrol" })).toBeNull();
  });
});

describe("/courses/{seminarID} for a signed-in member", () => {
  it("reads the seminar with the member's own place, which carries the online link once enrolled", async () => {
    logInAs({ Id: 4 });
    const sent = stubApi({
      "GET Seminar/GetSeminarBySeminarIdAndUserId": {
        body: envelope({
          ...seminar(9, { Format: "online", Venue: null, Address: null, City: null, Country: null }),
          OnlineLink: "https://meet.example/room",
          Enrollment: { Status: "enrolled", EnrolledAt: "2026-11-01T10:00:00.000Z", GraduatedAt: null },
        }),
      },
    });
    renderRoute(<SeminarDetailPage />, { path: "/courses/:seminarID", url: "/courses/9" });
    expect(await screen.findByRole("link", { name: "Online room" })).toHaveAttribute(
      "href",
      "https://meet.example/room",
    );
    expect(queryOf(sentTo(sent, "GET Seminar/GetSeminarBySeminarIdAndUserId")[0])).toMatchObject({
      seminarId: "9",
      userId: "4",
    });
  });
});

describe("seminar prices for a member (ADR 0062)", () => {
  it("shows the price the server quoted the member on the list and on the seminar's page", async () => {
    logInAs({ Id: 4 });
    stubApi({
      "GET Seminar/GetAllSeminarGroupByCourses": { body: groups(1, 1, [seminar(1, { YourPrice: 405 })]) },
      "GET Seminar/GetSeminarBySeminarIdAndUserId": {
        body: envelope({ ...seminar(9, { YourPrice: 202.5, YourRetakePercent: 50 }), Enrollment: null }),
      },
    });
    const list = renderRoute(<SeminarsPage />, { path: "/seminars" });
    expect(await screen.findByText("Your price: €405", {}, { timeout: 5000 })).toBeInTheDocument();
    list.unmount();
    renderRoute(<SeminarDetailPage />, { path: "/courses/:seminarID", url: "/courses/9" });
    const yours = await screen.findByText(/€202\.50/);
    expect(yours).toHaveTextContent("(includes your 50% retake discount)");
    // The list price stays, as the visitor reads it.
    expect(screen.getByText(/€450(?!\.)/)).toBeInTheDocument();
  });

  it("leaves the member's price out for a seminar paid to the instructor", async () => {
    logInAs({ Id: 4 });
    stubApi({
      "GET Seminar/GetSeminarBySeminarIdAndUserId": {
        body: envelope({ ...seminar(9, { YourPrice: 405, PaymentMode: "instructor" }), Enrollment: null }),
      },
    });
    renderRoute(<SeminarDetailPage />, { path: "/courses/:seminarID", url: "/courses/9" });
    expect(await screen.findByRole("heading", { name: "Foundations of Healing Touch" })).toBeInTheDocument();
    expect(screen.queryByText("Your price")).toBeNull();
  });
});

describe("the students screen", () => {
  const student = (id: number, overrides: Record<string, unknown> = {}) => ({
    UserId: id,
    FirstName: "Ana",
    LastName: `Souza ${id}`,
    Email: `ana${id}@example.org`,
    Status: "enrolled",
    Source: "instructor",
    PaidAmount: 0,
    Currency: "EUR",
    EnrolledAt: "2026-11-20T10:00:00.000Z",
    GraduatedAt: null,
    CeCreditsAwarded: null,
    ...overrides,
  });

  it("adds students by e-mail and graduates the selected ones", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Seminar/GetSeminarById": { body: envelope(seminar(7)) },
      "GET Seminar/GetStudent": {
        body: envelope({
          List: [student(1), student(2)],
          TotalCount: 2,
          Page: 1,
          PageSize: 1000,
          CanManage: true,
          CanGraduate: true,
        }),
      },
      "POST Seminar/AddStudents": {
        body: envelope({ Added: ["b@example.org"], AlreadyEnrolled: [], NotFound: ["ghost@example.org"] }),
      },
      "POST Seminar/GraduateStudents": { body: envelope({ Graduated: 1 }) },
    });
    const user = userEvent.setup();
    renderRoute(<SeminarStudents seminarId={7} backTo="/profile/instructor" />, { path: "/profile/profilestudents/7" });
    await screen.findByRole("heading", { name: "Students of Foundations of Healing Touch" }, { timeout: 5000 });
    await user.type(screen.getByLabelText(/E-mail addresses of members/), "B@example.org, ghost@example.org");
    await user.click(screen.getByRole("button", { name: "Add" }));
    // The form checks the addresses first (its rules load on that first check), then sends.
    await vi.waitFor(() => expect(sentTo(sent, "POST Seminar/AddStudents")).toHaveLength(1));
    expect(jsonBody(sentTo(sent, "POST Seminar/AddStudents")[0])).toEqual({
      SeminarId: 7,
      Emails: ["b@example.org", "ghost@example.org"],
    });
    const table = screen.getByRole("table");
    await user.click(within(table).getByRole("checkbox", { name: "Select Ana Souza 2" }));
    await user.click(screen.getByRole("button", { name: "Graduate selected" }));
    expect(jsonBody(sentTo(sent, "POST Seminar/GraduateStudents")[0])).toEqual({ SeminarId: 7, StudentIds: [2] });
  });

  it("checks added addresses and a mail to the students against the contract's rules, sending nothing", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Seminar/GetSeminarById": { body: envelope(seminar(7)) },
      "GET Seminar/GetStudent": {
        body: envelope({
          List: [student(1)],
          TotalCount: 1,
          Page: 1,
          PageSize: 1000,
          CanManage: true,
          CanGraduate: true,
        }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<SeminarStudents seminarId={7} backTo="/profile/instructor" />, { path: "/profile/profilestudents/7" });
    await screen.findByRole("heading", { name: "Students of Foundations of Healing Touch" }, { timeout: 5000 });
    const emails = screen.getByLabelText(/E-mail addresses of members/);
    await user.type(emails, "b@example.org, not-an-address");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await vi.waitFor(() => expect(emails).toHaveAccessibleDescription("One of the e-mail addresses is not valid."));

    await user.click(screen.getByRole("button", { name: "E-mail all students" }));
    const dialog = await screen.findByRole("dialog", { name: "E-mail all students" });
    await user.type(within(dialog).getByLabelText(/Message/), "See you on Saturday.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Enter a subject.")).toBeInTheDocument();
    expect(sent.filter((request) => request.method !== "GET")).toHaveLength(0);
  });

  it("checks a new seminar against the contract's rules before sending it", async () => {
    logInAs({ AccountType: 1 });
    const sent = stubApi({
      "GET Course/GetCoursesIDsAndTitle/1": {
        body: envelope({ List: [{ Id: 3, Title: "Foundations" }], TotalCount: 1, Page: 1, PageSize: -1 }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<SeminarFormDialog seminar={null} onClose={() => {}} />, { path: "/profile/instructor" });
    const dialog = within(screen.getByRole("dialog", { name: "New seminar" }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Choose the course this seminar teaches.")).toBeInTheDocument();
    expect(dialog.getByLabelText(/Day 1 starts/)).toHaveAttribute("aria-invalid", "true");
    expect(sent.filter((request) => request.method !== "GET")).toHaveLength(0);
  }, 15_000);

  it("shows a coordinator only what the instructor allowed (ADR 0053)", async () => {
    logInAs({ MembershipId: 3, MemberShipId: 3 });
    const page = (rights: { CanManage: boolean; CanGraduate: boolean }) => ({
      "GET Seminar/GetSeminarById": { body: envelope(seminar(7)) },
      "GET Seminar/GetStudent": {
        body: envelope({ List: [student(1)], TotalCount: 1, Page: 1, PageSize: 1000, ...rights }),
      },
    });
    stubApi(page({ CanManage: false, CanGraduate: false }));
    const reader = renderRoute(<SeminarStudents seminarId={7} backTo="/profile/coordinating" />, {
      path: "/students/7",
    });
    expect(await screen.findByText("Ana Souza 1", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText("You may read this seminar's students. The instructor has not allowed you to manage them."),
    ).toBeInTheDocument();
    for (const name of ["Add", "Graduate selected", "E-mail all students", /Remove/])
      expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeInTheDocument();
    reader.unmount();
    vi.restoreAllMocks();

    stubApi(page({ CanManage: true, CanGraduate: false }));
    renderRoute(<SeminarStudents seminarId={7} backTo="/profile/coordinating" />, { path: "/students/7" });
    expect(await screen.findByRole("button", { name: "E-mail all students" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Ana Souza 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Graduate selected" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("exports CSV that spreadsheets cannot run as formulas", () => {
    const csv = studentsCsv([student(1, { FirstName: "=HYPERLINK(1)" }) as never], ["Name", "E-mail"]);
    expect(csv.split("\r\n")[1]).toContain(`"'=HYPERLINK(1) Souza 1"`);
    expect(parseEmails("A@x.org\nb@y.org, a@x.org")).toEqual(["a@x.org", "b@y.org"]);
  });
});

describe("the instructor's seminars", () => {
  it("link an ended seminar to its evaluation results, and not one still to come or cancelled", async () => {
    logInAs({ Id: 9, MembershipId: 5, MemberShipId: 5 });
    const ended = seminar(7, { IsUpcoming: false, DisplayFrom: null, DisplayTo: null });
    const cancelled = seminar(8, { IsUpcoming: false, Status: "cancelled", CourseTitle: "Anatomy" });
    stubApi({
      "GET Seminar/GetAllSeminar/1": {
        body: envelope({ List: [seminar(6), ended, cancelled], TotalCount: 3, Page: 1, PageSize: 10 }),
      },
    });
    renderRoute(<InstructorSeminarsPage />, { path: "/profile/instructor" });
    const results = await screen.findByRole(
      "link",
      { name: "Evaluations of Foundations of Healing Touch" },
      { timeout: 5000 },
    );
    expect(results.getAttribute("href")).toBe("/takesurvey/results?seminarId=7");
    expect(screen.getAllByRole("link", { name: /^Evaluations of / })).toHaveLength(1);
  });
});
