// Route module of the donation administration (its own chunk: visitors never download it).
export { AdminDonationsPage } from "./admin/admin-donations-page.tsx";
