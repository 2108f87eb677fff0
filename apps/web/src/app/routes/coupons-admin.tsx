// Route module of the coupon administration (its own chunk: visitors never download it).
export { AdminCouponsPage } from "../../features/coupons/admin/admin-coupons-page.tsx";
