import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { NotificationsPage } from "./notifications-page.tsx";

const item = (id: number, title: string, isRead: boolean) => ({
  notificationID: id,
  userID: 4,
  Kind: "announcement",
  Title: `New announcement: ${title}`,
  Body: `${title} — details inside.`,
  Link: `/newannouncement/${id}`,
  IsRead: isRead,
  CreatedAt: "2026-11-20T09:00:00.000Z",
});

function listStub(items: ReturnType<typeof item>[], total = items.length) {
  return {
    body: envelope({
      List: items,
      TotalCount: total,
      Page: 1,
      PageSize: 10,
      UnreadCount: items.filter((n) => !n.IsRead).length,
    }),
  };
}

const counted = (unread: number) => ({ body: envelope({ UnreadCount: unread, Changed: 1 }, { Message: "Done." }) });

describe("/notifications", () => {
  it("asks visitors to log in", () => {
    renderRoute(<NotificationsPage />, { path: "/notifications" });
    expect(screen.getByRole("heading", { name: "Please log in" })).toBeInTheDocument();
  });

  it("lists notifications with the unread ones marked, and marks one read", async () => {
    logInAs();
    const sent = stubApi({
      "GET Notification/GetNotificationsByUserId": listStub([item(2, "AGM", false), item(1, "Seminars", true)]),
      "PUT Notification/MarkNotificationAsRead": {
        body: envelope({ UnreadCount: 0, Changed: 1 }, { Message: "The notification is marked as read." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<NotificationsPage />, { path: "/notifications" });
    const list = await screen.findByRole("list", { name: "Your notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Unread: 1")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "New announcement: AGM" })).toHaveAttribute(
      "href",
      "/newannouncement/2",
    );
    // Only the unread one offers "mark as read".
    expect(screen.queryByRole("button", { name: "Mark as read: New announcement: Seminars" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Mark as read: New announcement: AGM" }));
    expect(await screen.findByText("The notification is marked as read.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "PUT Notification/MarkNotificationAsRead")[0])).toEqual({
      notificationID: 2,
      userID: 4,
    });
    // The list (and the bell, same key) is asked again.
    expect(sentTo(sent, "GET Notification/GetNotificationsByUserId").length).toBeGreaterThan(1);
  });

  it("marks all read and deletes one", async () => {
    logInAs();
    const sent = stubApi({
      "GET Notification/GetNotificationsByUserId": listStub([item(2, "AGM", false), item(1, "Seminars", false)]),
      "PUT Notification/MarkAllNotificationAsRead": counted(0),
      "PUT Notification/DeleteUserNotification": counted(1),
    });
    const user = userEvent.setup();
    renderRoute(<NotificationsPage />, { path: "/notifications" });
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(jsonBody(sentTo(sent, "PUT Notification/MarkAllNotificationAsRead")[0])).toEqual({ userID: 4 });
    await user.click(screen.getByRole("button", { name: "Delete: New announcement: Seminars" }));
    expect(jsonBody(sentTo(sent, "PUT Notification/DeleteUserNotification")[0])).toEqual({
      notificationID: 1,
      userID: 4,
    });
  });

  it("keeps the filter and the page in the URL", async () => {
    logInAs();
    const sent = stubApi({
      "GET Notification/GetNotificationsByUserId": listStub([item(30, "Old news", false)], 25),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<NotificationsPage />, { path: "/notifications", url: "/notifications?page=2" });
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Notification/GetNotificationsByUserId")[0])).toMatchObject({ page: "2" });
    await user.click(screen.getByRole("link", { name: "Unread only" }));
    expect(router.state.location.search).toBe("?unread=1");
    const last = sentTo(sent, "GET Notification/GetNotificationsByUserId").at(-1);
    expect(queryOf(last).filters).toBe('{"unread":true}');
    expect(screen.getByRole("link", { name: "Unread only" })).toHaveAttribute("aria-current", "page");
  });

  it("says so when there is nothing to show", async () => {
    logInAs();
    stubApi({ "GET Notification/GetNotificationsByUserId": listStub([]) });
    renderRoute(<NotificationsPage />, { path: "/notifications" });
    expect(await screen.findByText("You have no notifications.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });
});
