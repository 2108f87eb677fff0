import type {
  AdminNewsletter,
  AdminNewsletterIssue,
  Newsletter,
  NewsletterIssue,
  NewsletterIssueSummary,
} from "@haa/domain";
import { richTextToPlain } from "../../platform/content-safety/rich-text.ts";
import type { IssueWithCounts, IssueWithName, NewsletterRow } from "./newsletters.repository.ts";

const EXCERPT_LENGTH = 220;

export function presentNewsletterRow(row: NewsletterRow): Newsletter {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    Languages: row.languages,
    IsDefault: row.isDefault,
  };
}

export function presentAdminNewsletter(
  row: NewsletterRow & { subscriberCount: number; pendingCount: number },
): AdminNewsletter {
  return { ...presentNewsletterRow(row), SubscriberCount: row.subscriberCount, PendingCount: row.pendingCount };
}

/** The issue in the reader's language when it was translated into it, else its main language. */
function versionFor(issue: IssueWithName, language: string) {
  const translation = issue.translations.find((t) => t.language === language);
  return translation ?? { language: issue.language, subject: issue.subject, body: issue.body };
}

function excerpt(html: string): string {
  const text = richTextToPlain(html);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export function presentIssueSummary(issue: IssueWithName, language: string): NewsletterIssueSummary {
  const version = versionFor(issue, language);
  return {
    Id: issue.id,
    NewsletterId: issue.newsletterId,
    NewsletterName: issue.newsletterName,
    Subject: version.subject,
    Excerpt: excerpt(version.body),
    Language: version.language,
    SentAt: (issue.sentAt ?? issue.createdAt).toISOString(),
  };
}

/** An archived issue: the body is the stored, sanitised HTML. */
export function presentIssue(issue: IssueWithName, language: string): NewsletterIssue {
  return {
    ...presentIssueSummary(issue, language),
    Body: versionFor(issue, language).body,
    Languages: [issue.language, ...issue.translations.map((t) => t.language)],
  };
}

export function presentAdminIssue(issue: IssueWithCounts): AdminNewsletterIssue {
  return {
    Id: issue.id,
    NewsletterId: issue.newsletterId,
    NewsletterName: issue.newsletterName,
    Subject: issue.subject,
    Body: issue.body,
    Language: issue.language,
    Translations: issue.translations.map((t) => ({ Language: t.language, Subject: t.subject, Body: t.body })),
    Status: issue.status,
    RecipientCount: issue.recipientCount,
    SentCount: issue.sentCount,
    FailedCount: issue.failedCount,
    UnsubscribeCount: issue.unsubscribeCount,
    CreatedAt: issue.createdAt.toISOString(),
    SentAt: issue.sentAt?.toISOString() ?? null,
  };
}
