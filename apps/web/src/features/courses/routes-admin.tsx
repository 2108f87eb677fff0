// Route module of the course administration, apart so visitors of the catalogue never download it.
export { AdminCoursesPage } from "./components/admin-courses-page.tsx";
