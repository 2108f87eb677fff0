import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { useIssue } from "../api/newsletters.ts";
import { languageNames } from "./mailing-page.tsx";
import "./newsletters.css";

/** /mailing/issue/{id}: one sent issue of the archive, in the reader's language when it was translated. */
export function IssuePage({ archivePath }: { archivePath: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const issue = useIssue(Number(id));
  useDocumentTitle(issue.data?.Subject ?? t("mailing.title"));
  let body: React.ReactNode;
  if (issue.isPending && issue.fetchStatus !== "idle") body = <p className="muted">{t("mailing.loading")}</p>;
  else if (!issue.data) body = <p role="alert">{t("mailing.issueMissing")}</p>;
  else
    body = (
      <article className="newsletter-issue card">
        <header>
          <p className="eyebrow">{issue.data.NewsletterName}</p>
          <h1 lang={issue.data.Language}>{issue.data.Subject}</h1>
          <p className="muted">
            {t("mailing.sentOn", { date: formatDate(issue.data.SentAt) ?? "" })} ·{" "}
            {t("mailing.availableIn", { languages: languageNames(issue.data.Languages) })}
          </p>
        </header>
        <div
          className="newsletter-issue__body"
          lang={issue.data.Language}
          // The body is rich text the server's allow-list sanitiser produced (ADR 0023, 0027).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
          dangerouslySetInnerHTML={{ __html: issue.data.Body }}
        />
      </article>
    );
  return (
    <div className="container page newsletters reading">
      <p>
        <Link to={archivePath}>{t("mailing.backToArchive")}</Link>
      </p>
      {body}
    </div>
  );
}
