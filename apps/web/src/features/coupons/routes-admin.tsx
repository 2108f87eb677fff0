// Route module of the coupon administration (its own chunk: visitors never download it).
export { AdminCouponsPage } from "./admin/admin-coupons-page.tsx";
