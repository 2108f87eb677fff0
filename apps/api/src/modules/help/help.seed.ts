import { helpSummaryOf, slugify, uniqueSlug } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { richTextToPlain, sanitizeRichText } from "../content-safety/rich-text.ts";
import { DEMO_HELP } from "./help.content.ts";
import { helpRepository as repo } from "./help.repository.ts";

/** The demo help centre: five topics, fifteen published articles (ADR 0047). */
export async function seedDemoHelp({ db, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const topicSlugs = new Set<string>();
  const articleSlugs = new Set<string>();
  for (const [t, topic] of DEMO_HELP.entries()) {
    const slug = uniqueSlug(slugify(topic.name), topicSlugs);
    topicSlugs.add(slug);
    const topicId = await repo.insertTopic(db, {
      slug,
      name: topic.name,
      description: topic.description,
      sortBy: (t + 1) * 10,
      now,
    });
    for (const [a, article] of topic.articles.entries()) {
      const bodyHtml = sanitizeRichText(article.body);
      const plainText = richTextToPlain(bodyHtml);
      const articleSlug = uniqueSlug(slugify(article.title), articleSlugs);
      articleSlugs.add(articleSlug);
      await repo.insertArticle(db, {
        topicId,
        slug: articleSlug,
        title: article.title,
        summary: helpSummaryOf(plainText, 160),
        bodyHtml,
        plainText,
        status: article.draft ? "Draft" : "Published",
        isPopular: article.popular ?? false,
        sortBy: (a + 1) * 10,
        now,
      });
    }
  }
}
