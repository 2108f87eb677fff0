// Route module of the notifications area (one lazy chunk): the list and the settings form.
export { NotificationSettingsPage } from "./components/notification-settings-page.tsx";
export { NotificationsPage } from "./components/notifications-page.tsx";
