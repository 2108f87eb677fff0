import { COMMUNICATION_LANGUAGES, type UpdateAccountSettingInput } from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormCheckbox, FormSelect, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Switch } from "../../../shared/ui/switch.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type AccountSettings,
  useAccountSettings,
  useSaveAccountSettings,
  useSetRemoteSessions,
} from "../api/profiles.ts";
import "./profiles.css";
import { membershipRoutes } from "../../membership/manifest.ts";

type Values = {
  UserId: number;
  Language: string;
  Listed: boolean;
  ShowEmail: boolean;
  ShowPhone: boolean;
  ShowWebpage: boolean;
};

// `User/UpdateAccountSetting`'s body schema, loaded with the form's first check (ADR 0061).
const settingsSchema = new LazySchema<Values, UpdateAccountSettingInput>(() =>
  import("../profile-schemas.ts").then(
    (module) => module.updateAccountSettingSchema as unknown as z.ZodType<UpdateAccountSettingInput, Values>,
  ),
);

function SettingsForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const form = useZodForm(settingsSchema, {
    defaultValues: {
      UserId: settings.UserId,
      Language: settings.Language,
      Listed: settings.Listed,
      ShowEmail: settings.ShowEmail,
      ShowPhone: settings.ShowPhone,
      ShowWebpage: settings.ShowWebpage,
    },
  });
  const save = useSaveAccountSettings();
  const remote = useSetRemoteSessions(settings.UserId);

  const onValid = async (values: UpdateAccountSettingInput) => {
    try {
      const result = await save.mutateAsync(values);
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
    <Form form={form} onValid={onValid} className="profile-settings" onFocus={settingsSchema.preload}>
      <FormSelect
        control={form.control}
        name="Language"
        label={t("profileSettings.language")}
        hint={t("profileSettings.languageHint")}
        options={COMMUNICATION_LANGUAGES.map((language) => ({
          value: language.code,
          label: t(`languages.${language.code}`),
        }))}
      />
      <FormCheckbox control={form.control} name="Listed" label={t("profileSettings.listed")} />
      <p className="ui-field__hint">{t("profileSettings.listedHint")}</p>
      {settings.CanBeListed ? null : (
        <p className="profile-settings__note">
          {t("profileSettings.needsPlan")}{" "}
          <Link to={membershipRoutes.to("membership")}>{t("profileSettings.upgrade")}</Link>
        </p>
      )}
      {settings.UnlistedByAdmin ? (
        <p className="profile-settings__note">{t("profileSettings.unlistedByAdmin")}</p>
      ) : null}
      {settings.IsListed ? <p className="profile-settings__status">{t("profileSettings.listedNow")}</p> : null}
      <fieldset className="profile-settings__show">
        <legend>{t("profileSettings.show")}</legend>
        <FormCheckbox control={form.control} name="ShowEmail" label={t("profileSettings.showEmail")} />
        <FormCheckbox control={form.control} name="ShowPhone" label={t("profileSettings.showPhone")} />
        <FormCheckbox control={form.control} name="ShowWebpage" label={t("profileSettings.showWebpage")} />
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
    </Form>
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
