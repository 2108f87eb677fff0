// Route module of the manuals' administration, apart so members reading their manuals never download it.
export { AdminManualsPage } from "./components/admin-manuals-page.tsx";
