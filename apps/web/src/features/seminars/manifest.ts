import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The seminars area's routes: the app's registry is made of every area's, and features link with `seminarsRoutes.to`. */
export const seminarsRoutes = defineRoutes({
  profileInstructor: route("/profile/instructor", { title: "pageTitle.profileInstructor" }, { layout: "member" }),
  profileStudents: route("/profile/profilestudents/:id", { title: "pageTitle.students" }, { layout: "member" }),
  seminars: route(
    "/seminars",
    { title: "nav.seminars", description: "seminarsPage.intro" },
    { nav: [{ menu: "site", group: "learn", rank: 20 }] },
  ),
  students: route("/students/:id", { title: "pageTitle.students" }, { layout: "member" }),
  courseSeminar: route("/courses/:seminarID", {
    title: "pageTitle.seminar",
    description: "seminarsPage.intro",
  }),
  // The spec writes this one literally; a static segment outranks /courses/:seminarID.
  courseSeminarIba: route("/courses/seminarID-IBA", {
    title: "nav.seminars",
    description: "seminarIba.intro",
  }),
  adminSeminars: route(
    "/admin/seminars",
    { title: "adminNav.links.seminars" },
    { nav: [{ menu: "admin", group: "education", rank: 20 }] },
  ),
});

const pages = chunk("features/seminars/routes.tsx", () => import("./routes.tsx"), ["seminars", "translations"]);

/** The screen each of the seminars area's routes shows, from its chunk. */
export const seminarsArea = defineArea(seminarsRoutes, {
  profileInstructor: screen(pages, (m) => m.InstructorSeminarsPage),
  profileStudents: screen(pages, (m) => m.ProfileStudentsPage),
  seminars: screen(pages, (m) => m.SeminarsPage),
  students: screen(pages, (m) => m.StudentsPage),
  courseSeminar: screen(pages, (m) => m.SeminarDetailPage),
  courseSeminarIba: screen(pages, (m) => m.SeminarIbaPage),
  adminSeminars: screen(pages, (m) => m.AdminSeminarsPage),
});
