import { excerptOf, normalizeTags, readingMinutes, slugify, uniqueSlug } from "@haa/domain";
import sharp from "sharp";
import type { DemoSeedContext } from "../../http/module.ts";
import { richTextToPlain, sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { storeImage } from "../../platform/storage/images.ts";
import { DEMO_POSTS, type DemoPost } from "./blog.content.ts";
import { blogRepository as repo } from "./blog.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calm abstract banner (two-colour gradient with soft circles), drawn as SVG and stored like an upload. */
function bannerSvg([from, to]: DemoPost["colors"], seed: number): string {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 137 + i * 263) % 1200;
    const y = (seed * 71 + i * 149) % 630;
    const r = 60 + ((seed + i * 37) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>${circles}
<path d="M0 520 C 300 440, 600 600, 1200 480 L 1200 630 L 0 630 Z" fill="#ffffff" fill-opacity="0.18"/></svg>`;
}

/** The demo blog: posts by the administrator and demo members, banners, and members' comments. */
export async function seedDemoBlog({ db, people, clock, storage, config }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const adminEmail = (config.adminEmail ?? "admin@healingarts.example").toLowerCase();
  const ids = new Map<string, number>();
  async function userId(email: string): Promise<number | null> {
    if (!ids.has(email)) {
      const user = await people.find(email);
      if (user) ids.set(email, user.id);
    }
    return ids.get(email) ?? null;
  }

  const slugs = new Set<string>();
  for (const [index, post] of DEMO_POSTS.entries()) {
    const bodyHtml = sanitizeRichText(post.body);
    const plainText = richTextToPlain(bodyHtml);
    const publishedAt = new Date(now.getTime() - post.daysAgo * DAY_MS);
    const row = await repo.insertPost(db, {
      slug: uniqueSlug(slugify(post.title), slugs),
      title: post.title,
      bodyHtml,
      plainText,
      excerpt: excerptOf(plainText),
      readingMinutes: Math.max(1, readingMinutes(plainText)),
      tags: normalizeTags(post.tags),
      language: post.language,
      visibility: post.hidden ? "Hide" : "Show",
      isFeatured: post.featured ?? false,
      publishedAt,
      authorId: await userId(post.author ?? adminEmail),
      now: publishedAt,
    });
    slugs.add(row.slug);
    const png = await sharp(Buffer.from(bannerSvg(post.colors, index + 1)))
      .png()
      .toBuffer();
    await repo.setBanner(db, row.id, await storeImage(storage, "blog", png), publishedAt);
    for (const [n, [email, text]] of post.comments.entries()) {
      const author = await userId(email);
      if (author === null) continue;
      // Comments arrive over the hours after publication, in order.
      const at = new Date(publishedAt.getTime() + (n + 1) * 3 * 60 * 60 * 1000);
      await repo.insertComment(db, { blogId: row.id, userId: author, body: text, now: at < now ? at : now });
    }
  }
}
