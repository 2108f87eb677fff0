import { focusManager } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sentTo, stubApi } from "../../../test/api-routes.ts";
import { envelope } from "../../../test/fetch.ts";
import { renderRoute } from "../../../test/render.tsx";
import { logInAs } from "../../../test/session.ts";
import { Header } from "./header.tsx";
import { BELL_REFRESH_MS, NotificationBell } from "./notification-bell.tsx";

const list = (unread: number) => ({
  body: envelope({ List: [], TotalCount: unread, Page: 1, PageSize: 10, UnreadCount: unread }),
});

describe("the notification bell", () => {
  it("names the unread count for screen readers and shows it as a badge", async () => {
    logInAs();
    const sent = stubApi({ "GET Notification/GetNotificationsByUserId": list(3) });
    renderRoute(<NotificationBell userId={4} />);
    const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(bell).toHaveAttribute("href", "/notifications");
    expect(bell).toHaveTextContent("3");
    expect(sentTo(sent, "GET Notification/GetNotificationsByUserId")[0]?.url).toBe(
      "/api/Notification/GetNotificationsByUserId?userId=4",
    );
  });

  it("says just 'Notifications' without a badge when everything is read, and caps the badge at 99+", async () => {
    logInAs();
    let unread = 0;
    stubApi({ "GET Notification/GetNotificationsByUserId": () => list(unread) });
    const view = renderRoute(<NotificationBell userId={4} />);
    const bell = await screen.findByRole("link", { name: "Notifications" });
    expect(bell).toHaveTextContent("");
    unread = 250;
    await act(() => view.queryClient.invalidateQueries());
    expect(await screen.findByRole("link", { name: "Notifications, 250 unread" })).toHaveTextContent("99+");
  });

  it("asks again when the window regains focus and every minute", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logInAs();
    let unread = 1;
    const sent = stubApi({ "GET Notification/GetNotificationsByUserId": () => list(unread) });
    renderRoute(<NotificationBell userId={4} />);
    await screen.findByRole("link", { name: "Notifications, 1 unread" });
    const calls = () => sentTo(sent, "GET Notification/GetNotificationsByUserId").length;
    expect(calls()).toBe(1);

    unread = 2;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(calls()).toBe(2);

    unread = 5;
    await act(() => vi.advanceTimersByTimeAsync(BELL_REFRESH_MS));
    expect(await screen.findByRole("link", { name: "Notifications, 5 unread" })).toBeInTheDocument();
    expect(calls()).toBe(3);
    focusManager.setFocused(undefined);
  });

  it("is in the header for members only", async () => {
    const sent = stubApi({ "GET Notification/GetNotificationsByUserId": list(2) });
    const visitor = renderRoute(<Header />);
    expect(screen.queryByRole("link", { name: /^Notifications/ })).toBeNull();
    expect(sentTo(sent, "GET Notification/GetNotificationsByUserId")).toHaveLength(0);
    visitor.unmount();

    logInAs();
    renderRoute(<Header />);
    expect(await screen.findByRole("link", { name: "Notifications, 2 unread" })).toBeInTheDocument();
  });
});
