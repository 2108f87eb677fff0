// Route module of the directory's administration (its own chunk: visitors of the directory never load it).
export { AdminPractitionersPage } from "../../features/practitioners/components/admin-practitioners-page.tsx";
