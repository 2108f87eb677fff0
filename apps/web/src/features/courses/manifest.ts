import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The courses area's routes: the app's registry is made of every area's, and features link with `coursesRoutes.to`. */
export const coursesRoutes = defineRoutes({
  becomePractitioner: route(
    "/becomepractitioner",
    { title: "nav.becomePractitioner", description: "pageDescription.becomePractitioner" },
    { nav: [{ menu: "site", group: "practitioners", rank: 20 }] },
  ),
  becomePractitionerCbp: route("/becomepractitioner/CBP", {
    title: "nav.becomePractitioner",
    description: "pageDescription.becomePractitioner",
  }),
  becomePractitionerAdvCbp: route("/becomepractitioner/AdvCBP", {
    title: "nav.becomePractitioner",
    description: "pageDescription.becomePractitioner",
  }),
  becomePractitionerCbpa: route("/becomepractitioner/CBPA", {
    title: "nav.becomePractitioner",
    description: "pageDescription.becomePractitioner",
  }),
  courses: route(
    "/courses",
    { title: "nav.courses", description: "courseCatalogue.lead" },
    { nav: [{ menu: "site", group: "learn", rank: 10 }] },
  ),
  beginnerCourses: route("/beginnercourses", {
    title: "pageTitle.beginnerCourses",
    description: "pageDescription.beginnerCourses",
  }),
  courseLibrary: route("/courselibrary", {
    title: "pageTitle.courseLibrary",
    description: "pageDescription.courseLibrary",
  }),
  courseDetail: route("/courses/detail/:id", { title: "nav.courses", description: "courseCatalogue.lead" }),
  courseDetailParama: route("/courses/detailparama", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaCourses: route("/paramacourses", { title: "pageTitle.paramaCourses", description: "parama.lead" }),
  paramaEssentialFounders: route("/paramacourses/essentialfounders", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaStudyGroups: route("/paramacourses/studygroups", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaSpecialtyCourses: route("/paramacourses/specialtycourses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaBreakthroughCourses: route("/paramacourses/breakthroughcourses", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  paramaGroupSessions: route("/paramacourses/groupsessions", {
    title: "pageTitle.paramaCourses",
    description: "parama.lead",
  }),
  becomeInstructor: route(
    "/becomeinstructor",
    { title: "nav.becomeInstructor", description: "pageDescription.becomeInstructor" },
    { nav: [{ menu: "site", group: "practitioners", rank: 30 }] },
  ),
  becomeInstructorTbat: route("/becomeinstructor/TBAT", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorBat: route("/becomeinstructor/BAT", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorCbi: route("/becomeinstructor/CBI", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorAdvCbi: route("/becomeinstructor/AdvCBI", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorBri: route("/becomeinstructor/BrI", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorMsi: route("/becomeinstructor/MSI", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorCbiA: route("/becomeinstructor/CBI-A", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  becomeInstructorFfi: route("/becomeinstructor/FFI", {
    title: "nav.becomeInstructor",
    description: "pageDescription.becomeInstructor",
  }),
  adminCourses: route(
    "/admin/courses",
    { title: "adminNav.links.courses" },
    { nav: [{ menu: "admin", group: "education", rank: 10 }] },
  ),
});

const pages = chunk("features/courses/routes.tsx", () => import("./routes.tsx"), ["courses"]);
const admin = chunk("features/courses/routes-admin.tsx", () => import("./routes-admin.tsx"), [
  "courses",
  "translations",
]);

/** The screen each of the courses area's routes shows, from its chunk. */
export const coursesArea = defineArea(coursesRoutes, {
  becomePractitioner: screen(pages, (m) => m.BecomePractitionerPage),
  becomePractitionerCbp: screen(pages, (m) => m.BecomePractitionerPage),
  becomePractitionerAdvCbp: screen(pages, (m) => m.BecomePractitionerPage),
  becomePractitionerCbpa: screen(pages, (m) => m.BecomePractitionerPage),
  courses: screen(pages, (m) => m.CoursesPage),
  beginnerCourses: screen(pages, (m) => m.BeginnerCoursesPage),
  courseLibrary: screen(pages, (m) => m.CourseLibraryPage),
  courseDetail: screen(pages, (m) => m.CourseDetailPage),
  courseDetailParama: screen(pages, (m) => m.ParamaDetailPage),
  paramaCourses: screen(pages, (m) => m.ParamaCoursesPage),
  paramaEssentialFounders: screen(pages, (m) => m.ParamaCoursesPage),
  paramaStudyGroups: screen(pages, (m) => m.ParamaCoursesPage),
  paramaSpecialtyCourses: screen(pages, (m) => m.ParamaCoursesPage),
  paramaBreakthroughCourses: screen(pages, (m) => m.ParamaCoursesPage),
  paramaGroupSessions: screen(pages, (m) => m.ParamaCoursesPage),
  becomeInstructor: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorTbat: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorBat: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorCbi: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorAdvCbi: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorBri: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorMsi: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorCbiA: screen(pages, (m) => m.BecomeInstructorPage),
  becomeInstructorFfi: screen(pages, (m) => m.BecomeInstructorPage),
  adminCourses: screen(admin, (m) => m.AdminCoursesPage),
});
