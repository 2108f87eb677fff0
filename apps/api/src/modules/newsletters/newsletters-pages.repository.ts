import { and, eq } from "drizzle-orm";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { newsletterIssues } from "./newsletters.schema.ts";

const sent = eq(newsletterIssues.status, "sent");

/** `/mailing/issue/:id`: a sent issue's subject and opening, in the page's language when it was translated. */
export const issueHead: PageHeadReader = async (db, { params, language }) => {
  const id = itemId(params.id);
  if (id === undefined) return undefined;
  const [issue] = await db
    .select({
      subject: newsletterIssues.subject,
      body: newsletterIssues.body,
      translations: newsletterIssues.translations,
    })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), sent));
  if (!issue) return undefined;
  const version = issue.translations.find((t) => t.language === language) ?? issue;
  return { title: version.subject, description: version.body, type: "article" };
};

export const newslettersSitemap = keysetSitemap({
  name: "newsletters",
  table: newsletterIssues,
  id: newsletterIssues.id,
  updatedAt: newsletterIssues.sentAt,
  listed: () => sent,
  path: (id) => `/mailing/issue/${id}`,
});
