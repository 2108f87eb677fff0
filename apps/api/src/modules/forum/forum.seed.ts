import { excerptOf, normalizeLanguage } from "@haa/domain";
import sharp from "sharp";
import type { DemoSeedContext } from "../../http/module.ts";
import { richTextToPlain, sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { storeImage } from "../../platform/storage/images.ts";
import { seedTranslations } from "../../platform/translations/translations.ts";
import { DEMO_CATEGORIES, DEMO_FORUM_POSTS } from "./forum.content.ts";
import { forumRepository as repo } from "./forum.repository.ts";
import { FORUM_BOARD_TRANSLATIONS } from "./forum.seed-translations.ts";

const HOUR_MS = 60 * 60 * 1000;
const COLORS = [
  ["#2f6f73", "#a8d5ba"],
  ["#5b4b8a", "#e0c3fc"],
  ["#8a5a44", "#f2d0a4"],
  ["#1d4e89", "#9ad1d4"],
];

/** A calm abstract picture (gradient with soft circles), drawn as SVG and stored like an upload. */
function pictureSvg([from, to]: readonly string[], seed: number): string {
  const circles = Array.from({ length: 4 }, (_, i) => {
    const x = (seed * 97 + i * 211) % 960;
    const y = (seed * 53 + i * 131) % 540;
    return `<circle cx="${x}" cy="${y}" r="${70 + ((seed + i * 29) % 120)}" fill="#ffffff" fill-opacity="0.12"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="960" height="540" fill="url(#g)"/>${circles}</svg>`;
}

/** The demo forum: six boards, forty posts by the demo members (some with pictures), comments, replies, follows, views. */
export async function seedDemoForum({ db, people, clock, storage }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const users = new Map<string, { id: number; language: string } | null>();
  async function user(email: string) {
    if (!users.has(email)) {
      const found = await people.find(email);
      users.set(email, found ? { id: found.id, language: found.language } : null);
    }
    return users.get(email) ?? null;
  }

  const categories: { id: number; name: string }[] = [];
  for (const [index, [name, description]] of DEMO_CATEGORIES.entries()) {
    const board = await repo.insertCategory(db, { name, description, sortOrder: (index + 1) * 10 });
    categories.push(board);
    // The boards in other interface languages (ADR 0097); the posts stay in the language they were written in.
    const words = FORUM_BOARD_TRANSLATIONS[name];
    if (words) await seedTranslations(db, "forumBoard", board.id, words);
  }

  for (const [index, [board, email, title, body, comments]] of DEMO_FORUM_POSTS.entries()) {
    const author = await user(email);
    const category = categories[board];
    if (!author || !category) continue;
    const bodyHtml = sanitizeRichText(body);
    const plainText = richTextToPlain(bodyHtml);
    // Spread over the last weeks, newest last in the list above being oldest.
    const createdAt = new Date(now.getTime() - (DEMO_FORUM_POSTS.length - index) * 17 * HOUR_MS);
    const image =
      index % 5 === 0
        ? await storeImage(
            storage,
            "forum",
            await sharp(Buffer.from(pictureSvg(COLORS[index % COLORS.length] ?? ["#333", "#999"], index + 1)))
              .png()
              .toBuffer(),
          )
        : null;
    const postId = await repo.insertPost(db, {
      title,
      bodyHtml,
      plainText,
      excerpt: excerptOf(plainText),
      language: normalizeLanguage(author.language),
      categoryId: category.id,
      authorId: author.id,
      image,
      now: createdAt,
      viewCount: 5 + ((index * 37) % 90),
    });
    for (const [n, [commenter, text, replies]] of comments.entries()) {
      const by = await user(commenter);
      if (!by) continue;
      const at = new Date(Math.min(now.getTime(), createdAt.getTime() + (n + 1) * 2 * HOUR_MS));
      const { id: commentId } = await repo.insertComment(db, {
        postId,
        parentId: null,
        userId: by.id,
        body: text,
        now: at,
      });
      for (const [r, [replier, replyText]] of (replies ?? []).entries()) {
        const replyBy = await user(replier);
        if (!replyBy) continue;
        const replyAt = new Date(Math.min(now.getTime(), at.getTime() + (r + 1) * HOUR_MS));
        await repo.insertComment(db, {
          postId,
          parentId: commentId,
          userId: replyBy.id,
          body: replyText,
          now: replyAt,
        });
      }
    }
  }

  // Follows: each demo member follows two boards.
  for (const [index, email] of [...users.keys()].entries()) {
    const member = await user(email);
    if (!member) continue;
    for (const category of [categories[index % categories.length], categories[(index + 2) % categories.length]])
      if (category) await repo.toggleFollow(db, member.id, category.id);
  }
}
