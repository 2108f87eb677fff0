// Route module of the announcements area (one lazy chunk): the public list and page, the administrator's editor.
export { AdminAnnouncementsPage } from "../../features/announcements/components/admin-announcements-page.tsx";
export { AnnouncementPage, AnnouncementsPage } from "../../features/announcements/components/announcements-page.tsx";
