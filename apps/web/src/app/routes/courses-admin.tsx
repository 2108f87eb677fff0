// Route module of the course administration, apart so visitors of the catalogue never download it.
export { AdminCoursesPage } from "../../features/courses/components/admin-courses-page.tsx";
