// Route module of the survey questions' administration, apart so students never download it.
export { AdminSurveysPage } from "../../features/surveys/components/admin-surveys-page.tsx";
