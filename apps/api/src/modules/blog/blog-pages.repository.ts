import { and, eq, lte } from "drizzle-orm";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { blogPosts } from "./blog.schema.ts";

/** A post readers see: shown, and its publication date reached (as the blog's lists say). */
const readable = (now: Date) => and(eq(blogPosts.visibility, "Show"), lte(blogPosts.publishedAt, now));

/** `/article/:id`: the post's title, excerpt and banner (ADR 0095). */
export const articleHead: PageHeadReader = async (db, { params, now }) => {
  const id = itemId(params.id);
  if (id === undefined) return undefined;
  const [post] = await db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, banner: blogPosts.banner })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), readable(now)));
  return post && { title: post.title, description: post.excerpt, image: post.banner?.full, type: "article" };
};

export const blogSitemap = keysetSitemap({
  name: "blog",
  table: blogPosts,
  id: blogPosts.id,
  updatedAt: blogPosts.updatedAt,
  listed: readable,
  path: (id) => `/article/${id}`,
});
