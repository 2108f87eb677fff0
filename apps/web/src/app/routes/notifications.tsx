// Route module of the notifications area (one lazy chunk): the list and the settings form.
export { NotificationSettingsPage } from "../../features/notifications/components/notification-settings-page.tsx";
export { NotificationsPage } from "../../features/notifications/components/notifications-page.tsx";
