// Route module of the media administration (its own chunk): categories, groups, uploads.
export { AdminMediaPage } from "./components/media-admin-page.tsx";
