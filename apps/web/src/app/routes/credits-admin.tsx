// Route module of the CE credits administration (its own chunk: members never download it).
export { AdminCreditsPage } from "../../features/credits/admin/admin-credits-page.tsx";
