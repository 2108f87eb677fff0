// Route module of the forum's administration (its own lazy chunk, so members never download it).
export { AdminForumPage } from "../../features/forum/admin/admin-forum-page.tsx";
