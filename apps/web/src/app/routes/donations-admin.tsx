// Route module of the donation administration (its own chunk: visitors never download it).
export { AdminDonationsPage } from "../../features/donations/admin/admin-donations-page.tsx";
