// Route module of the survey questions' administration, apart so students never download it.
export { AdminSurveysPage } from "./components/admin-surveys-page.tsx";
