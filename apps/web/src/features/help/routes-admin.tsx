// Route module of the help centre's administration (its own chunk: visitors never download the editor).
export { AdminHelpPage } from "./admin/admin-help-page.tsx";
