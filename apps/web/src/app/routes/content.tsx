// Route module of the content area (one lazy chunk): home and not-found pages. The home page
// shows the blog's and the forum's latest posts: the features meet here.
import type { QueryClient } from "@tanstack/react-query";
import { latestBlogsQuery } from "../../features/blog/api/posts.ts";
import { LatestBlogs } from "../../features/blog/components/latest-blogs.tsx";
import { HomePage as HomeScreen } from "../../features/content/components/home-page.tsx";
import { latestForumsQuery } from "../../features/forum/api/forum.ts";
import { LatestForumPosts } from "../../features/forum/components/latest-forum-posts.tsx";

export { NotFoundPage } from "../../features/content/components/not-found-page.tsx";

/** Home, with the latest blog and forum posts in its slots. */
export function HomePage() {
  return <HomeScreen LatestBlogs={LatestBlogs} LatestForumPosts={LatestForumPosts} />;
}

/** The latest posts, asked for before the home page's first render (app/first-screen-ready.ts). */
HomePage.prefetch = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(latestBlogsQuery()), client.prefetchQuery(latestForumsQuery())]);
