// Route module of the content area (one lazy chunk): home and not-found pages. The home page
// shows the blog's and the forum's latest posts: the features meet here.
import { LatestBlogs } from "../../features/blog/components/latest-blogs.tsx";
import { HomePage as HomeScreen } from "../../features/content/components/home-page.tsx";
import { LatestForumPosts } from "../../features/forum/components/latest-forum-posts.tsx";

export { NotFoundPage } from "../../features/content/components/not-found-page.tsx";

/** Home, with the latest blog and forum posts in its slots. */
export function HomePage() {
  return <HomeScreen LatestBlogs={LatestBlogs} LatestForumPosts={LatestForumPosts} />;
}
