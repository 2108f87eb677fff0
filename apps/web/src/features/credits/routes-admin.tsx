// Route module of the CE credits administration (its own chunk: members never download it).
export { AdminCreditsPage } from "./admin/admin-credits-page.tsx";
