// Route module of the directory's administration (its own chunk: visitors of the directory never load it).
export { AdminPractitionersPage } from "./components/admin-practitioners-page.tsx";
