import { COMMUNICATION_LANGUAGES } from "@haa/domain";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { displayNames } from "../../../shared/i18n/intl.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Checkbox, Select } from "../../../shared/ui/fields.tsx";
import { Switch } from "../../../shared/ui/switch.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type AccountSettings,
  useAccountSettings,
  useSaveAccountSettings,
  useSetRemoteSessions,
} from "../api/profiles.ts";
import "./profiles.css";

function SettingsForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    Language: settings.Language,
    Listed: settings.Listed,
    ShowEmail: settings.ShowEmail,
    ShowPhone: settings.ShowPhone,
    ShowWebpage: settings.ShowWebpage,
  });
  const save = useSaveAccountSettings();
  const remote = useSetRemoteSessions(settings.UserId);
  const set = (change: Partial<typeof form>) => setForm((prev) => ({ ...prev, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await save.mutateAsync({ UserId: settings.UserId, ...form });
      toast.success(result.Message || t("profileSettings.saved"));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  const setRemote = async (value: boolean) => {
    try {
      const result = await remote.mutateAsync(value);
      toast.success(result.Message);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <form className="profile-settings" onSubmit={submit} noValidate>
      <Select
        label={t("profileSettings.language")}
        hint={t("profileSettings.languageHint")}
        value={form.Language}
        options={COMMUNICATION_LANGUAGES.map((language) => ({
          value: language.code,
          label: displayNames(language.code, { type: "language" }).of(language.code) ?? language.name,
        }))}
        onChange={(event) => set({ Language: event.target.value })}
      />
      <Checkbox
        label={t("profileSettings.listed")}
        checked={form.Listed}
        onChange={(event) => set({ Listed: event.target.checked })}
      />
      <p className="ui-field__hint">{t("profileSettings.listedHint")}</p>
      {settings.CanBeListed ? null : (
        <p className="profile-settings__note">
          {t("profileSettings.needsPlan")} <Link to="/membership">{t("profileSettings.upgrade")}</Link>
        </p>
      )}
      {settings.UnlistedByAdmin ? (
        <p className="profile-settings__note">{t("profileSettings.unlistedByAdmin")}</p>
      ) : null}
      {settings.IsListed ? <p className="profile-settings__status">{t("profileSettings.listedNow")}</p> : null}
      <fieldset className="profile-settings__show">
        <legend>{t("profileSettings.show")}</legend>
        <Checkbox
          label={t("profileSettings.showEmail")}
          checked={form.ShowEmail}
          onChange={(event) => set({ ShowEmail: event.target.checked })}
        />
        <Checkbox
          label={t("profileSettings.showPhone")}
          checked={form.ShowPhone}
          onChange={(event) => set({ ShowPhone: event.target.checked })}
        />
        <Checkbox
          label={t("profileSettings.showWebpage")}
          checked={form.ShowWebpage}
          onChange={(event) => set({ ShowWebpage: event.target.checked })}
        />
      </fieldset>
      <Button type="submit" loading={save.isPending}>
        {t("profileSettings.save")}
      </Button>
      <Switch
        className="profile-settings__remote"
        label={t("profileSettings.remote")}
        description={t("profileSettings.remoteHint")}
        checked={settings.OffersRemoteSessions}
        disabled={remote.isPending}
        onCheckedChange={(value) => void setRemote(value)}
      />
    </form>
  );
}

/** The "Account settings" card of /profile/account (composed there by the route module). */
export function AccountSettingsCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useAccountSettings(userId);
  return (
    <section className="card account-card profile-settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("profileSettings.title")}</h2>
      {settings.isError ? <p role="alert">{t("profileSettings.loadError")}</p> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </section>
  );
}
