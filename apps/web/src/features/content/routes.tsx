// Route module of the content area (one lazy chunk): home and not-found pages. The home page
// shows the blog's and the forum's latest posts, and a member's next seminar and membership: the features
// meet here.

import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { isLoggedIn, readSession } from "../../shared/session/session-store.ts";
import { latestBlogsQuery } from "../blog/api/posts.ts";
import { LatestBlogs } from "../blog/components/latest-blogs.tsx";
import { enrolledQuery, useEnrolled } from "../enrollment/api/enrollment.ts";
import { latestForumsQuery } from "../forum/api/forum.ts";
import { LatestForumPosts } from "../forum/components/latest-forum-posts.tsx";
import { membershipByUserQuery, useMembershipByUserId } from "../membership/api/get-membership-by-user-id.ts";
import { HomePage as HomeScreen } from "./components/home-page.tsx";
import { MemberPanel } from "./components/member-panel.tsx";

export { NotFoundPage } from "./components/not-found-page.tsx";

/** A logged-in member's panel on the home page: their places and membership, read here and handed over. */
function MemberHome({ userId, name }: { userId: number; name: string }) {
  const enrolled = useEnrolled(userId);
  const membership = useMembershipByUserId(userId);
  return (
    <MemberPanel
      name={name}
      // A failed read shows as "nothing booked" / "no membership" rather than a broken home page.
      enrolled={enrolled.isError ? [] : enrolled.data?.List}
      membership={membership.isError ? null : membership.data}
    />
  );
}

/** Home, with the latest blog and forum posts and the member's panel in its slots. */
export function HomePage() {
  return <HomeScreen LatestBlogs={LatestBlogs} LatestForumPosts={LatestForumPosts} MemberPanel={MemberHome} />;
}

/** The latest blog and forum posts, and for a member the panel's places and membership. */
const homeLoader = screenLoader(({ client }) => {
  const reads = [client.ensureQueryData(latestBlogsQuery()), client.ensureQueryData(latestForumsQuery())];
  const session = readSession();
  if (!isLoggedIn(session)) return reads;
  const userId = session.user.Id;
  return [
    ...reads,
    client.ensureQueryData(enrolledQuery(userId)),
    client.ensureQueryData(membershipByUserQuery(userId)),
  ];
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  home: homeLoader,
};
