// Route module of the course catalogue (one lazy chunk): catalogue, beginner courses, library, course page,
// the Parama programme and the instructor and practitioner paths.
export { BecomeInstructorPage, BecomePractitionerPage } from "../../features/courses/components/career-path-pages.tsx";
export { CourseDetailPage } from "../../features/courses/components/course-detail-page.tsx";
export {
  BeginnerCoursesPage,
  CourseLibraryPage,
  CoursesPage,
} from "../../features/courses/components/courses-page.tsx";
export { ParamaCoursesPage, ParamaDetailPage } from "../../features/courses/components/parama-pages.tsx";
