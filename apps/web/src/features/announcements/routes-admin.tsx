// Route module of the announcements' administration (one lazy chunk of its own): the editor and its translations,
// which the public pages' readers never load.
export { AdminAnnouncementsPage } from "./components/admin-announcements-page.tsx";
