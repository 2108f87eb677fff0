// Route module of the store's back office (its own lazy chunk, so visitors of /store never download it).
export { AdminStorePage } from "./components/admin-store-page.tsx";
