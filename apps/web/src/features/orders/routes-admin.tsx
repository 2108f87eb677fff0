// Route module of the store's order administration (its own chunk: visitors never download it).
export { AdminStoreOrdersPage } from "./admin/admin-orders-page.tsx";
