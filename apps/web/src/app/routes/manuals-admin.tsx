// Route module of the manuals' administration, apart so members reading their manuals never download it.
export { AdminManualsPage } from "../../features/manuals/components/admin-manuals-page.tsx";
