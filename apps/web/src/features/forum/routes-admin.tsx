// Route module of the forum's administration (its own lazy chunk, so members never download it).
export { AdminForumPage } from "./admin/admin-forum-page.tsx";
