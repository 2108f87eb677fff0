import { ANNOUNCEMENT_PAGE_SIZE, announcementParagraphs } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import {
  type Announcement,
  announcementListParams,
  useAnnouncement,
  useAnnouncements,
} from "../api/get-announcement.ts";
import "./announcements.css";
import { announcementsRoutes } from "../manifest.ts";

function Dates({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  return (
    <p className="announcement__meta">
      {announcement.IsPinned ? <span className="announcement__pin">{t("announcements.pinned")}</span> : null}
      <time dateTime={announcement.PublishedAt}>
        {t("announcements.published", { date: formatDate(announcement.PublishedAt) })}
      </time>
      {announcement.ExpiresAt ? (
        <span> · {t("announcements.until", { date: formatDate(announcement.ExpiresAt) })}</span>
      ) : null}
    </p>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="announcements__error">
      <p>{t("announcements.loadError")}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("memberArea.retry")}
      </Button>
    </div>
  );
}

/** /announcement: published announcements, pinned first, newest first; the page is in the URL (?page=2). */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("announcements.title"));
  const [params] = useSearchParams();
  const listParams = announcementListParams(params);
  const { page } = listParams;
  const list = useAnnouncements(listParams);
  const pages = Math.max(1, Math.ceil((list.data?.TotalCount ?? 0) / ANNOUNCEMENT_PAGE_SIZE));
  const hrefFor = (n: number) => (n > 1 ? `?page=${n}` : "?");

  return (
    <div className="container page announcements">
      <header className="page-header">
        <span className="eyebrow">{t("announcements.eyebrow")}</span>
        <h1>{t("announcements.title")}</h1>
        <p>{t("announcements.intro")}</p>
      </header>
      {list.isPending ? (
        <p role="status" className="muted">
          {t("announcements.loading")}
        </p>
      ) : list.isError ? (
        <Failed onRetry={() => void list.refetch()} />
      ) : list.data.List.length === 0 ? (
        <p className="card">{t("announcements.empty")}</p>
      ) : (
        <ul className="announcements__list" aria-busy={list.isFetching}>
          {list.data.List.map((announcement) => (
            <li key={announcement.Id}>
              <article className={`announcement-card ${announcement.IsPinned ? "announcement-card--pinned" : ""}`}>
                <h2 className="announcement-card__title" lang={announcement.Lang}>
                  <Link to={announcementsRoutes.to("newAnnouncement", { id: announcement.Id })}>
                    {announcement.Title}
                  </Link>
                </h2>
                <Dates announcement={announcement} />
                <p className="announcement-card__excerpt" lang={announcement.Lang}>
                  {announcement.Excerpt}
                </p>
                <Link
                  className="announcement-card__more"
                  to={announcementsRoutes.to("newAnnouncement", { id: announcement.Id })}
                  aria-label={t("announcements.readMoreNamed", { title: announcement.Title })}
                >
                  {t("announcements.readMore")}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} label={t("announcements.pagination")} hrefFor={hrefFor} />
    </div>
  );
}

/** /newannouncement/{id}: one announcement, its plain-text body as escaped paragraphs (ADR 0024). */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const announcement = useAnnouncement(Number(id));
  const missing =
    !Number.isSafeInteger(Number(id)) ||
    (announcement.isError && announcement.error instanceof ApiError && [400, 404].includes(announcement.error.status));
  useDocumentTitle(announcement.data?.Title ?? t("announcements.title"));

  return (
    <div className="container page announcements">
      <p>
        <Link to={announcementsRoutes.to("announcement")}>← {t("announcements.backToList")}</Link>
      </p>
      {missing ? (
        <div className="card reading">
          <h1>{t("announcements.notFoundTitle")}</h1>
          <p>{t("announcements.notFoundText")}</p>
        </div>
      ) : announcement.isPending ? (
        <p role="status" className="muted">
          {t("announcements.loading")}
        </p>
      ) : announcement.isError ? (
        <Failed onRetry={() => void announcement.refetch()} />
      ) : (
        <article className="announcement reading">
          <header className="page-header">
            <span className="eyebrow">{t("announcements.eyebrow")}</span>
            <h1 lang={announcement.data.Lang}>{announcement.data.Title}</h1>
            <Dates announcement={announcement.data} />
          </header>
          {announcementParagraphs(announcement.data.Body).map((paragraph, index) => (
            // Paragraphs have no identity of their own; their order never changes while shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <p key={index} className="announcement__paragraph" lang={announcement.data.Lang}>
              {paragraph}
            </p>
          ))}
        </article>
      )}
    </div>
  );
}
