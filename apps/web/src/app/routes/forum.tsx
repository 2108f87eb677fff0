// Route module of the forum (one lazy chunk): the boards and posts, a post with its thread, how it works.
export { ForumPage } from "../../features/forum/components/forum-page.tsx";
export { HowForumPage } from "../../features/forum/components/how-forum-page.tsx";
export { PostDetailPage } from "../../features/forum/components/post-detail-page.tsx";
