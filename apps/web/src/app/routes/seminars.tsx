// Route module of the seminars area (one lazy chunk): the public list and pages, the instructor's tools.
export { SeminarDetailPage, SeminarIbaPage } from "../../features/seminars/components/seminar-detail-page.tsx";
export {
  AdminSeminarsPage,
  InstructorSeminarsPage,
  ProfileStudentsPage,
  StudentsPage,
} from "../../features/seminars/components/seminar-pages.tsx";
export { SeminarsPage } from "../../features/seminars/components/seminars-page.tsx";
