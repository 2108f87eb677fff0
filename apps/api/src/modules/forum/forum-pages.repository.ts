import { and, eq, isNull } from "drizzle-orm";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { forumPosts } from "./forum.schema.ts";

/** `/forum/postdetail/:id`: a post that is not hidden, its title, excerpt and picture (ADR 0095). */
export const forumPostHead: PageHeadReader = async (db, { params }) => {
  const id = itemId(params.id);
  if (id === undefined) return undefined;
  const [post] = await db
    .select({ title: forumPosts.title, excerpt: forumPosts.excerpt, image: forumPosts.image })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, id), isNull(forumPosts.hiddenAt)));
  return post && { title: post.title, description: post.excerpt, image: post.image?.full, type: "article" };
};

/** A million posts make a thousand files; each is one range of the primary key. */
export const forumSitemap = keysetSitemap({
  name: "forum",
  table: forumPosts,
  id: forumPosts.id,
  updatedAt: forumPosts.updatedAt,
  listed: () => isNull(forumPosts.hiddenAt),
  path: (id) => `/forum/postdetail/${id}`,
});
