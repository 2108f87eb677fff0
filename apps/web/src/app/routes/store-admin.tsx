// Route module of the store's back office (its own lazy chunk, so visitors of /store never download it).
export { AdminStorePage } from "../../features/store/components/admin-store-page.tsx";
