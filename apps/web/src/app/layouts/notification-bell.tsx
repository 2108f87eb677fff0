import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { notificationsQuery } from "../../features/notifications/api/get-notifications-by-user-id.ts";
import { routes } from "../paths.ts";

/** How often the bell asks for the unread count while the page is open (issue 7: every minute). */
export const BELL_REFRESH_MS = 60_000;

/**
 * The header's bell: a link to /notifications whose name says the unread count. It reads the first page the
 * after-login prefetch already holds, again when the window regains focus and every minute, and only for a
 * logged-in member (the caller renders it only then).
 */
export function NotificationBell({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...notificationsQuery(userId),
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
    // A failed count is not worth a broken header: the bell stays without a number.
    retry: false,
  });
  const unread = data?.UnreadCount ?? 0;
  const label = unread > 0 ? t("nav.notificationsUnread", { count: unread }) : t("nav.notifications");
  return (
    <NavLink to={routes.notifications.pattern} className="notification-bell" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6L4.4 15.5A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.2 15.5a2.3 2.3 0 0 0 4.4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
