import { PROFILE_LIMITS, type UpdateProfileInput } from "@haa/domain";
import { useEffect, useId, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
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
import { accountRoutes } from "../../account/manifest.ts";

/** The form's values: the wire fields as typed, plus the region that narrows the country list (never sent). */
type FormState = Omit<ProfileFormValues, "CountryId" | "StateId" | "CityName"> & PlaceValue;

const FIELDS = new Set<string>([
  "FirstName",
  "LastName",
  "Phone",
  "Bio",
  "IntroDescription",
  "Specializations",
  "WebpageURL",
  "Languages",
  "CountryId",
  "StateId",
  "CityName",
]);
const PLACE_KEYS = ["RegionId", "CountryId", "StateId", "CityName"] as const;

// `Account/UpdateUsers`'s own fields schema, loaded with the form's first check (ADR 0061); the region is not
// one of its fields, so it is dropped from what is sent.
const profileSchema = new LazySchema<FormState, UpdateProfileInput>(() =>
  import("../profile-schemas.ts").then(
    (module) => module.updateProfileSchema as unknown as z.ZodType<UpdateProfileInput, FormState>,
  ),
);

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
  const form = useZodForm(profileSchema, { defaultValues: initialState(user, settings, regionId) });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const save = useSaveProfile();
  const photoId = useId();
  const languages = useController({ control: form.control, name: "Languages" });
  const [RegionId, CountryId, StateId, CityName] = useWatch({ control: form.control, name: [...PLACE_KEYS] });
  const { errors } = form.formState;
  const placeErrors: Record<string, string> = {};
  for (const key of PLACE_KEYS) {
    const message = errors[key]?.message;
    if (message) placeErrors[key] = translateMessage(t, message);
  }
  const changePlace = (change: Partial<PlaceValue>) => {
    for (const key of PLACE_KEYS) {
      const value = change[key];
      if (value !== undefined)
        form.setValue(key, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };

  // The preview is a local object URL: freed when replaced or when the page closes.
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const onValid = async (values: UpdateProfileInput) => {
    try {
      const result = await save.mutateAsync({ values, photo });
      setPhotoError(null);
      setPhoto(null);
      setPreview(null);
      toast.success(result.Message || t("profileBio.saved"));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : {};
      setPhotoError(fieldErrors.ProfileImageFile ?? null);
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (FIELDS.has(field)) form.setError(field as keyof FormState, { type: "server", message });
      }
      toast.error(errorMessage(t, error));
    }
  };

  const currentPhoto = preview ?? user.ProfileImage;
  return (
    <Form
      form={form}
      onValid={onValid}
      className="card profile-form"
      aria-busy={save.isPending}
      onFocus={profileSchema.preload}
    >
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
          {photoError ? <p className="ui-field__error">{photoError}</p> : null}
        </div>
      </div>
      <div className="profile-form__row">
        <FormTextField
          control={form.control}
          name="FirstName"
          label={t("profileBio.firstName")}
          autoComplete="given-name"
          maxLength={50}
          required
        />
        <FormTextField
          control={form.control}
          name="LastName"
          label={t("profileBio.lastName")}
          autoComplete="family-name"
          maxLength={50}
          required
        />
        <FormTextField
          control={form.control}
          name="Phone"
          label={t("profileBio.phone")}
          type="tel"
          autoComplete="tel"
          maxLength={17}
          required
        />
        <FormTextField
          control={form.control}
          name="WebpageURL"
          label={t("profileBio.webpage")}
          type="url"
          hint={t("profileBio.webpageHint")}
          maxLength={PROFILE_LIMITS.webpage}
        />
      </div>
      <FormTextField
        control={form.control}
        name="IntroDescription"
        label={t("profileBio.intro")}
        hint={t("profileBio.introHint")}
        maxLength={PROFILE_LIMITS.intro}
      />
      <FormTextArea
        control={form.control}
        name="Bio"
        label={t("profileBio.bio")}
        rows={8}
        hint={t("profileBio.bioHint")}
        maxLength={PROFILE_LIMITS.bio}
      />
      <FormTextField
        control={form.control}
        name="Specializations"
        label={t("profileBio.specializations")}
        hint={t("profileBio.specializationsHint")}
        maxLength={PROFILE_LIMITS.specializations}
      />
      <LanguagesField
        value={languages.field.value}
        onChange={languages.field.onChange}
        error={languages.fieldState.error ? translateMessage(t, languages.fieldState.error.message) : undefined}
      />
      <fieldset className="profile-form__place">
        <legend>{t("profileBio.place")}</legend>
        <p className="ui-field__hint">{t("profileBio.placeHint")}</p>
        <PlaceFields value={{ RegionId, CountryId, StateId, CityName }} onChange={changePlace} errors={placeErrors} />
      </fieldset>
      <div className="profile-form__actions">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t("profileBio.saving") : t("profileBio.save")}
        </Button>
      </div>
    </Form>
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
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => <BioLoader userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
