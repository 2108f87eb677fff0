// Route module of the course administration, apart so visitors of the catalogue never download it, and its loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminCourseCategoriesQuery, adminCoursesQuery, FIRST_ADMIN_COURSES } from "./api/admin.ts";

export { AdminCoursesPage } from "./components/admin-courses-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/courses: the table's first page and the categories below it; the editor's reads wait for it to open.
  adminCourses: adminLoader(({ client }) => [
    client.ensureQueryData(adminCoursesQuery(FIRST_ADMIN_COURSES)),
    client.ensureQueryData(adminCourseCategoriesQuery()),
  ]),
};
