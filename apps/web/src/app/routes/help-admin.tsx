// Route module of the help centre's administration (its own chunk: visitors never download the editor).
export { AdminHelpPage } from "../../features/help/admin/admin-help-page.tsx";
