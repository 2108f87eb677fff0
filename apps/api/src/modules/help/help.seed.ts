import { helpSummaryOf, type InterfaceLanguage, slugify, uniqueSlug } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { richTextToPlain, sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { DEMO_HELP } from "./help.content.ts";
import { helpRepository as repo } from "./help.repository.ts";
import { DEMO_HELP_TRANSLATIONS } from "./translations/index.ts";
import type { DemoHelpTranslation } from "./translations/types.ts";

/** The demo help centre: five topics, fifteen published articles (ADR 0047), in all eight languages (ADR 0054). */
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
    const articleIds: number[] = [];
    for (const [a, article] of topic.articles.entries()) {
      const bodyHtml = sanitizeRichText(article.body);
      const plainText = richTextToPlain(bodyHtml);
      const articleSlug = uniqueSlug(slugify(article.title), articleSlugs);
      articleSlugs.add(articleSlug);
      const articleId = await repo.insertArticle(db, {
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
      articleIds.push(articleId);
    }
    for (const [lang, translation] of Object.entries(DEMO_HELP_TRANSLATIONS) as [
      InterfaceLanguage,
      DemoHelpTranslation,
    ][]) {
      const translated = translation.topics[t];
      if (!translated) continue;
      await repo.saveTopicTranslation(db, topicId, {
        lang,
        name: translated.name,
        description: translated.description,
        now,
      });
      for (const [a, article] of translated.articles.entries()) {
        const articleId = articleIds[a];
        if (articleId === undefined) continue;
        const bodyHtml = sanitizeRichText(article.body);
        const plainText = richTextToPlain(bodyHtml);
        await repo.saveArticleTranslation(db, articleId, {
          lang,
          title: article.title,
          summary: helpSummaryOf(plainText, 160),
          bodyHtml,
          plainText,
          now,
        });
      }
    }
  }
}
