import { PROFILE_LIMITS } from "@haa/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type AccountSettings,
  type ProfileFormValues,
  type UserProfile,
  useAccountSettings,
  useCountryRegion,
  useSaveProfile,
  useUserWeb,
} from "../api/profiles.ts";
import { LanguagesField } from "./languages-field.tsx";
import { PlaceFields, type PlaceValue } from "./place-fields.tsx";
import "./profiles.css";

type FormState = Omit<ProfileFormValues, "CountryId" | "StateId" | "CityName"> & PlaceValue;

function initialState(user: UserProfile, settings: AccountSettings, regionId: number | null): FormState {
  return {
    FirstName: user.FirstName,
    LastName: user.LastName,
    Phone: user.Phone,
    Bio: user.Bio,
    IntroDescription: user.IntroDescription,
    Specializations: user.Specializations,
    WebpageURL: user.WebpageURL,
    Languages: settings.Languages,
    RegionId: regionId === null ? "" : String(regionId),
    CountryId: settings.CountryId ?? "",
    StateId: settings.StateId ?? "",
    CityName: settings.CityName ?? "",
  };
}

const ACCEPTED = "image/jpeg,image/png,image/gif,image/webp";

function BioForm({
  user,
  settings,
  regionId,
}: {
  user: UserProfile;
  settings: AccountSettings;
  regionId: number | null;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState>(() => initialState(user, settings, regionId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const save = useSaveProfile();
  const set = (change: Partial<FormState>) => setForm((prev) => ({ ...prev, ...change }));
  const photoId = useId();

  // The preview is a local object URL: freed when replaced or when the page closes.
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { RegionId: _region, ...values } = form;
    try {
      const result = await save.mutateAsync({ values, photo });
      setErrors({});
      setPhoto(null);
      setPreview(null);
      toast.success(result.Message || t("profileBio.saved"));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      toast.error(errorMessage(t, error));
    }
  };

  const currentPhoto = preview ?? user.ProfileImage;
  return (
    <form className="card profile-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <div className="profile-form__photo">
        {currentPhoto ? (
          <img
            src={currentPhoto}
            alt={preview ? t("profileBio.photoPreview") : t("profileBio.currentPhoto")}
            className="profile-form__avatar"
            width={120}
            height={120}
          />
        ) : (
          <div className="profile-form__avatar profile-form__avatar--empty" aria-hidden="true">
            {`${user.FirstName.charAt(0)}${user.LastName.charAt(0)}`}
          </div>
        )}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={photoId}>
            {t("profileBio.photo")}
          </label>
          <input
            id={photoId}
            type="file"
            accept={ACCEPTED}
            aria-describedby={`${photoId}-hint`}
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
          <p id={`${photoId}-hint`} className="ui-field__hint">
            {t("profileBio.photoHint")}
          </p>
          {errors.ProfileImageFile ? <p className="ui-field__error">{errors.ProfileImageFile}</p> : null}
        </div>
      </div>
      <div className="profile-form__row">
        <TextField
          label={t("profileBio.firstName")}
          value={form.FirstName}
          autoComplete="given-name"
          maxLength={50}
          onChange={(event) => set({ FirstName: event.target.value })}
          error={errors.FirstName}
          required
        />
        <TextField
          label={t("profileBio.lastName")}
          value={form.LastName}
          autoComplete="family-name"
          maxLength={50}
          onChange={(event) => set({ LastName: event.target.value })}
          error={errors.LastName}
          required
        />
        <TextField
          label={t("profileBio.phone")}
          type="tel"
          value={form.Phone}
          autoComplete="tel"
          maxLength={17}
          onChange={(event) => set({ Phone: event.target.value })}
          error={errors.Phone}
          required
        />
        <TextField
          label={t("profileBio.webpage")}
          type="url"
          value={form.WebpageURL}
          hint={t("profileBio.webpageHint")}
          maxLength={PROFILE_LIMITS.webpage}
          onChange={(event) => set({ WebpageURL: event.target.value })}
          error={errors.WebpageURL}
        />
      </div>
      <TextField
        label={t("profileBio.intro")}
        value={form.IntroDescription}
        hint={t("profileBio.introHint")}
        maxLength={PROFILE_LIMITS.intro}
        onChange={(event) => set({ IntroDescription: event.target.value })}
        error={errors.IntroDescription}
      />
      <TextArea
        label={t("profileBio.bio")}
        value={form.Bio}
        rows={8}
        hint={t("profileBio.bioHint")}
        maxLength={PROFILE_LIMITS.bio}
        onChange={(event) => set({ Bio: event.target.value })}
        error={errors.Bio}
      />
      <TextField
        label={t("profileBio.specializations")}
        value={form.Specializations}
        hint={t("profileBio.specializationsHint")}
        maxLength={PROFILE_LIMITS.specializations}
        onChange={(event) => set({ Specializations: event.target.value })}
        error={errors.Specializations}
      />
      <LanguagesField value={form.Languages} onChange={(Languages) => set({ Languages })} error={errors.Languages} />
      <fieldset className="profile-form__place">
        <legend>{t("profileBio.place")}</legend>
        <p className="ui-field__hint">{t("profileBio.placeHint")}</p>
        <PlaceFields value={form} onChange={set} errors={errors} />
      </fieldset>
      <div className="profile-form__actions">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t("profileBio.saving") : t("profileBio.save")}
        </Button>
      </div>
    </form>
  );
}

function BioLoader({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useUserWeb(userId);
  const settings = useAccountSettings(userId);
  const region = useCountryRegion(settings.data?.CountryId ?? null);
  if (user.isError || settings.isError) return <p role="alert">{t("profileBio.loadError")}</p>;
  const regionReady = !settings.data?.CountryId || region.isSuccess || region.isError;
  if (!user.data || !settings.data || !regionReady) return <p aria-live="polite">{t("profileBio.loading")}</p>;
  return <BioForm user={user.data} settings={settings.data} regionId={region.data ?? null} />;
}

/** /profile/bio: the member edits what the directory and their public profile show. */
export function BioPage() {
  const { t } = useTranslation();
  const title = t("profileBio.title");
  useDocumentTitle(title);
  return (
    <div className="container page profile-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{t("profileBio.lead")}</p>
      </header>
      <MemberGate title={title} registerTo="/register">
        {(user) => <BioLoader userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
