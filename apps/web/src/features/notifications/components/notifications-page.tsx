import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useNotificationChanges } from "../api/change-notifications.ts";
import { type NotificationItem, useNotifications } from "../api/get-notifications-by-user-id.ts";
import "./notifications.css";
import { accountRoutes } from "../../account/manifest.ts";
import { NOTIFICATIONS_PAGE_SIZE, notificationListParams } from "../api/list-params.ts";
import { notificationsRoutes } from "../manifest.ts";

/** Page and filter live in the URL (?page=2&unread=1), so links share and the back button works. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const { page, unreadOnly } = notificationListParams(params);
  const hrefFor = (next: { page?: number; unreadOnly?: boolean }) => {
    const search = new URLSearchParams();
    const nextPage = next.page ?? page;
    if (next.unreadOnly ?? unreadOnly) search.set("unread", "1");
    if (nextPage > 1) search.set("page", String(nextPage));
    const text = search.toString();
    return text ? `?${text}` : "?";
  };
  return { page, unreadOnly, hrefFor, setParams };
}

function NotificationRow({
  item,
  onOpen,
  onMarkRead,
  onDelete,
  busy,
}: {
  item: NotificationItem;
  onOpen: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className={`notification ${item.IsRead ? "" : "notification--unread"}`}>
      <div className="notification__text">
        <h2 className="notification__title">
          {item.IsRead ? null : <span className="notification__tag">{t("notifications.unreadTag")}</span>}
          {item.Link ? (
            <Link to={item.Link} onClick={onOpen}>
              {item.Title}
            </Link>
          ) : (
            item.Title
          )}
        </h2>
        <p className="notification__body">{item.Body}</p>
        <p className="notification__date">
          <time dateTime={item.CreatedAt}>{formatDate(item.CreatedAt)}</time>
        </p>
      </div>
      <div className="notification__actions">
        {item.IsRead ? null : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t("notifications.markReadNamed", { title: item.Title })}
            onClick={onMarkRead}
          >
            {t("notifications.markRead")}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="notification__delete"
          disabled={busy}
          aria-label={t("notifications.deleteNamed", { title: item.Title })}
          onClick={onDelete}
        >
          {t("notifications.delete")}
        </Button>
      </div>
    </li>
  );
}

function NotificationList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { page, unreadOnly, hrefFor } = useListParams();
  const list = useNotifications(userId, { page, pageSize: NOTIFICATIONS_PAGE_SIZE, unreadOnly });
  const changes = useNotificationChanges(userId);
  const busy = changes.markRead.isPending || changes.remove.isPending || changes.markAll.isPending;
  const handlers = {
    onSuccess: (result: { Message: string }) => toast.success(result.Message || t("common.ok")),
    onError: (error: Error) => toast.error(errorMessage(t, error)),
  };

  if (list.isPending) {
    return (
      <p role="status" className="muted">
        {t("notifications.loading")}
      </p>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="notifications__error">
        <p>{t("notifications.loadError")}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t("memberArea.retry")}
        </Button>
      </div>
    );
  }

  const { List: items, TotalCount: total, UnreadCount: unread } = list.data;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  return (
    <>
      <div className="notifications__toolbar">
        <p className="notifications__summary" aria-live="polite">
          {t("notifications.unreadSummary", { count: unread })}
        </p>
        <nav aria-label={t("notifications.filterLabel")} className="notifications__filter">
          <Link to={hrefFor({ page: 1, unreadOnly: false })} aria-current={unreadOnly ? undefined : "page"}>
            {t("notifications.showAll")}
          </Link>
          <Link to={hrefFor({ page: 1, unreadOnly: true })} aria-current={unreadOnly ? "page" : undefined}>
            {t("notifications.showUnread")}
          </Link>
        </nav>
        <Button
          size="sm"
          disabled={unread === 0}
          loading={changes.markAll.isPending}
          onClick={() => changes.markAll.mutate(undefined, handlers)}
        >
          {t("notifications.markAllRead")}
        </Button>
      </div>

      {items.length === 0 ? (
        <p className="card notifications__empty">
          {unreadOnly ? t("notifications.emptyUnread") : t("notifications.empty")}
        </p>
      ) : (
        <ul className="notifications__list" aria-label={t("notifications.listLabel")} aria-busy={list.isFetching}>
          {items.map((item) => (
            <NotificationRow
              key={item.notificationID}
              item={item}
              busy={busy}
              onOpen={() => {
                if (!item.IsRead) changes.markRead.mutate(item.notificationID);
              }}
              onMarkRead={() => changes.markRead.mutate(item.notificationID, handlers)}
              onDelete={() => changes.remove.mutate(item.notificationID, handlers)}
            />
          ))}
        </ul>
      )}

      <Pager page={page} pages={pages} label={t("notifications.pagination")} hrefFor={(to) => hrefFor({ page: to })} />
    </>
  );
}

/** /notifications: the member's notifications, newest first (spec 001 §4: read singly or all, delete). */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("notifications.title"));
  return (
    <div className="container page notifications">
      <header className="page-header">
        <span className="eyebrow">{t("notifications.eyebrow")}</span>
        <h1>{t("notifications.title")}</h1>
        <p>{t("notifications.intro")}</p>
        <p>
          <Link to={notificationsRoutes.to("profileNotifications")}>{t("notifications.settingsLink")}</Link>
        </p>
      </header>
      <MemberGate title={t("notifications.pageName")} registerTo={accountRoutes.to("register")}>
        {(user) => <NotificationList userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
