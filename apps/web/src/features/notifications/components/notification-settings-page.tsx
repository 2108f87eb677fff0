import type { NotificationKind } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type NotificationSetting,
  useNotificationSetting,
  useSaveNotificationSetting,
} from "../api/notification-settings.ts";
import "./notifications.css";
import { accountRoutes } from "../../account/manifest.ts";
import { notificationsRoutes } from "../manifest.ts";

type Kinds = NotificationSetting["Kinds"];

function SettingsForm({ userId, initial }: { userId: number; initial: NotificationSetting }) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<Kinds>(initial.Kinds);
  const [digest, setDigest] = useState(initial.DailyDigest);
  const save = useSaveNotificationSetting(userId);
  const change = (kind: NotificationKind, field: "InApp" | "Email", value: boolean) =>
    setKinds((current) => current.map((k) => (k.Kind === kind ? { ...k, [field]: value } : k)));
  const groups = [
    { id: "community", title: t("notificationSettings.groupCommunity") },
    { id: "membership", title: t("notificationSettings.groupMembership") },
  ] as const;

  return (
    <form
      className="notification-settings card"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            userID: userId,
            DailyDigest: digest,
            Kinds: kinds.map(({ Kind, InApp, Email }) => ({ Kind, InApp, Email })),
          },
          {
            onSuccess: (result) => toast.success(result.Message || t("common.ok")),
            onError: (error) => toast.error(errorMessage(t, error)),
          },
        );
      }}
    >
      {groups.map((group) => {
        const rows = kinds.filter((k) => k.Group === group.id);
        if (rows.length === 0) return null;
        return (
          <table key={group.id} className="notification-settings__table">
            <caption>{group.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("notificationSettings.kindColumn")}</th>
                <th scope="col">{t("notificationSettings.inAppColumn")}</th>
                <th scope="col">{t("notificationSettings.emailColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const kind = t(`notificationKinds.${row.Kind}`);
                return (
                  <tr key={row.Kind}>
                    <th scope="row">{kind}</th>
                    <td>
                      <input
                        type="checkbox"
                        checked={row.InApp}
                        aria-label={t("notificationSettings.inAppLabel", { kind })}
                        onChange={(event) => change(row.Kind, "InApp", event.target.checked)}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        checked={row.Email}
                        disabled={row.EmailLocked}
                        aria-label={t("notificationSettings.emailLabel", { kind })}
                        aria-describedby={row.EmailLocked ? "notification-settings-locked" : undefined}
                        onChange={(event) => change(row.Kind, "Email", event.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
      <p id="notification-settings-locked" className="muted">
        {t("notificationSettings.emailLocked")}
      </p>

      <fieldset className="notification-settings__frequency">
        <legend>{t("notificationSettings.frequencyLegend")}</legend>
        <label>
          <input type="radio" name="frequency" checked={!digest} onChange={() => setDigest(false)} />{" "}
          {t("notificationSettings.frequencyEach")}
        </label>
        <label>
          <input type="radio" name="frequency" checked={digest} onChange={() => setDigest(true)} />{" "}
          {t("notificationSettings.frequencyDigest")}
        </label>
      </fieldset>

      <Button type="submit" loading={save.isPending}>
        {t("notificationSettings.save")}
      </Button>
    </form>
  );
}

function Settings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const settings = useNotificationSetting(userId);
  if (settings.isPending) {
    return (
      <p role="status" className="muted">
        {t("notificationSettings.loading")}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="notifications__error">
        <p>{t("notificationSettings.loadError")}</p>
        <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
          {t("memberArea.retry")}
        </Button>
      </div>
    );
  }
  return <SettingsForm userId={userId} initial={settings.data} />;
}

/** /profile/notifications: per kind on the website and/or by e-mail, and the daily digest. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("notificationSettings.title"));
  return (
    <div className="container page notifications">
      <header className="page-header">
        <span className="eyebrow">{t("notifications.eyebrow")}</span>
        <h1>{t("notificationSettings.title")}</h1>
        <p>{t("notificationSettings.intro")}</p>
        <p>
          <Link to={notificationsRoutes.to("notifications")}>{t("notificationSettings.backToList")}</Link>
        </p>
      </header>
      <MemberGate title={t("notificationSettings.pageName")} registerTo={accountRoutes.to("register")}>
        {(user) => <Settings userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
