import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The selfstudy area's routes: the app's registry is made of every area's, and features link with `selfstudyRoutes.to`. */
export const selfstudyRoutes = defineRoutes({
  mySelfStudy: route("/myselfstudy", { title: "memberNav.links.selfStudy" }, { layout: "member" }),
  mySelfStudySubjectCourses: route("/myselfstudy/subjectcourses", { title: "pageTitle.lessonPlayer" }),
  coursesDetail: route("/coursesdetail", { title: "memberNav.links.courses" }),
  selfStudy: route(
    "/selfstudy",
    { title: "nav.selfStudy", description: "selfStudy.catalogue.intro" },
    { nav: [{ menu: "site", group: "learn", rank: 30 }] },
  ),
});

const pages = chunk("features/selfstudy/routes.tsx", () => import("./routes.tsx"), ["selfstudy"]);

/** The screen each of the selfstudy area's routes shows, from its chunk. */
export const selfstudyArea = defineArea(selfstudyRoutes, {
  mySelfStudy: screen(pages, (m) => m.MySelfStudyPage),
  mySelfStudySubjectCourses: screen(pages, (m) => m.CourseLessonsPage),
  coursesDetail: screen(pages, (m) => m.CourseDetailPage),
  selfStudy: screen(pages, (m) => m.SelfStudyCataloguePage),
});
