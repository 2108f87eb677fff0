// Route module of the newsletters' administration (its own chunk: the composer is for administrators only).
export { AdminNewslettersPage } from "./components/admin-newsletters-page.tsx";
