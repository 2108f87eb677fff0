import {
  COMMUNICATION_LANGUAGES,
  COUNTRIES,
  findLevel,
  type MembershipLevel,
  SIGNUP_PLANS,
  type SignupForm,
  signupFormSchema,
  userNameFromEmail,
} from "@haa/domain";
import { useEffect, useMemo, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { paths } from "../../../app/paths.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormCheckbox, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { takeRedirectToPreviousRoute } from "../../../shared/session/redirect.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { ErrorPopup } from "../../../shared/ui/error-popup.tsx";
import type { SelectOption } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useSignup } from "../api/signup.ts";
import { clearSignupDraft, EMPTY_SIGNUP, readSignupDraft, saveSignupDraft } from "../signup-draft.ts";
import { classifySignupFailure } from "../signup-failure.ts";
import { PaymentComingSoonDialog } from "./payment-coming-soon-dialog.tsx";
import { ProfileImagePicker } from "./profile-image-picker.tsx";
import { ThanksDialog } from "./thanks-dialog.tsx";
import "./account.css";

type SignupValues = z.output<typeof signupFormSchema>;

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_SIGNUP));

/** Country options: English names as values (the server expects them), labels in the reader's language. */
function useCountryOptions(language: string): SelectOption[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: "region" });
    } catch {
      names = null;
    }
    const seen = new Set<string>();
    const options: SelectOption[] = [];
    for (const country of COUNTRIES) {
      if (seen.has(country.name)) continue;
      seen.add(country.name);
      let label = country.name;
      try {
        const local = names?.of(country.code);
        if (local && local !== country.code) label = local;
      } catch {
        // Historic or unknown code: keep the English name.
      }
      options.push({ value: country.name, label });
    }
    const [first, ...rest] = options;
    const collator = new Intl.Collator(language);
    rest.sort((a, b) => collator.compare(a.label, b.label));
    return first ? [first, ...rest] : rest;
  }, [language]);
}

/** Builds the multipart sign-up payload (spec 000 §3) for the free plan. */
function signupPayload(values: SignupValues, image: File | null): FormData {
  const body = new FormData();
  if (image) body.append("ProfileImageFile", image);
  body.append("UserName", userNameFromEmail(values.Email));
  body.append("FirstName", values.FirstName);
  body.append("LastName", values.LastName);
  body.append("Email", values.Email);
  body.append("Phone", values.Phone);
  body.append("Password", values.Password);
  body.append("Language", values.Language);
  body.append("WebpageURL", "");
  body.append("Specializations", "");
  body.append("Country", values.Country);
  body.append("MembershipId", values.membership);
  body.append("Bio", "");
  body.append("IntroDescription", "");
  body.append("LoginAction", "signup");
  body.append("AcceptTermCondittions", "true");
  body.append("AccountType", "1");
  body.append("SubscribeToNewsletter", String(values.SubscribeToNewsletter));
  return body;
}

/** The sign-up screen (spec 000 §2, screen 1; §4 sign-up flow). */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("signup.title"));
  const form = useZodForm(signupFormSchema, { defaultValues: readSignupDraft() });
  const signup = useSignup();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [popup, setPopup] = useState<string | null>(null);
  const [paymentLevel, setPaymentLevel] = useState<MembershipLevel | null>(null);
  const [thanksEmail, setThanksEmail] = useState<string | null>(null);
  const countries = useCountryOptions(i18n.resolvedLanguage ?? "en");
  const navigate = useNavigate();

  // Keep what was typed (never the passwords) for the trip to the membership details and back.
  useEffect(() => {
    const subscription = form.watch((values) => saveSignupDraft(values as Partial<SignupForm>));
    return () => subscription.unsubscribe();
  }, [form]);

  const planOptions: SelectOption[] = SIGNUP_PLANS.map((plan) => ({
    value: String(plan.id),
    label: t("signup.planOption", { plan: t(`plans.${plan.name}.name`), price: formatPrice(plan.priceCents) }),
  }));
  const languageOptions: SelectOption[] = COMMUNICATION_LANGUAGES.map((language) => ({
    value: language.code,
    label: t(`languages.${language.code}`),
  }));

  const onInvalid = () => toast.error(t("validation.missingOrIncorrect"));

  const onValid = async (values: SignupValues) => {
    const level = findLevel(Number(values.membership));
    if (level && level.id > 1) {
      // Paid plans finish with the card payment, which a later issue builds; nothing is submitted yet.
      setPaymentLevel(level);
      return;
    }
    setImageError(undefined);
    try {
      await signup.mutateAsync(signupPayload(values, image));
      toast.success(t("success.accountCreated"));
      form.reset({ ...EMPTY_SIGNUP });
      clearSignupDraft();
      setImage(null);
      setThanksEmail(values.Email);
    } catch (error) {
      const failure = classifySignupFailure(error);
      if (failure.kind === "popup") setPopup(t(failure.key));
      else if (failure.kind === "fields") {
        for (const [field, message] of Object.entries(failure.errors)) {
          if (field === "ProfileImageFile") setImageError(translateMessage(t, message));
          else if (FORM_FIELDS.has(field)) form.setError(field as keyof SignupForm, { type: "server", message });
        }
        toast.error(t("validation.missingOrIncorrect"));
      } else toast.error(failure.message ?? errorMessage(t, error));
    }
  };

  const busy = signup.isPending || form.formState.isSubmitting;
  const { control } = form;

  return (
    <div className="container auth">
      <div className="auth__card auth__card--wide">
        <div className="auth__header">
          <h1>{t("signup.title")}</h1>
          <p>{t("signup.lead")}</p>
        </div>
        <Form form={form} onValid={onValid} onInvalid={onInvalid} className="form-grid" aria-label={t("signup.title")}>
          <div className="form-grid__full">
            <ProfileImagePicker file={image} onChange={setImage} error={imageError} />
          </div>
          <FormTextField control={control} name="FirstName" label={t("signup.firstName")} autoComplete="given-name" />
          <FormTextField control={control} name="LastName" label={t("signup.lastName")} autoComplete="family-name" />
          <FormTextField control={control} name="Email" label={t("signup.email")} type="email" autoComplete="email" />
          <FormTextField
            control={control}
            name="Phone"
            label={t("signup.phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={17}
          />
          <FormTextField
            control={control}
            name="Password"
            label={t("signup.password")}
            type="password"
            autoComplete="new-password"
            hint={t("signup.passwordHint")}
          />
          <FormTextField
            control={control}
            name="CPassword"
            label={t("signup.confirmPassword")}
            type="password"
            autoComplete="new-password"
          />

          <h2 className="form-section-title">{t("signup.preferences")}</h2>
          <div className="plan-field form-grid__full">
            <FormSelect
              control={control}
              name="membership"
              label={t("signup.plan")}
              placeholder={t("signup.selectPlan")}
              options={planOptions}
            />
            <Link to={`${paths.membership}?from=signup`} className="plan-field__link">
              {t("signup.membershipDetails")}
            </Link>
          </div>
          <FormSelect
            control={control}
            name="Language"
            label={t("signup.language")}
            placeholder={t("signup.selectLanguage")}
            options={languageOptions}
            hint={t("signup.languageHint")}
          />
          <FormSelect
            control={control}
            name="Country"
            label={t("signup.country")}
            placeholder={t("signup.selectCountry")}
            options={countries}
            autoComplete="country-name"
          />
          <div className="form-grid__full form-stack">
            <FormCheckbox control={control} name="SubscribeToNewsletter" label={t("signup.newsletter")} />
            <FormCheckbox
              control={control}
              name="TermsAndConditions"
              label={
                <Trans i18nKey="signup.terms" components={{ termsLink: <Link to={paths.termsAndConditions} /> }} />
              }
            />
          </div>
          <div className="form-grid__full form-actions">
            <Button type="submit" size="lg" loading={busy}>
              {t("signup.submit")}
            </Button>
            <p className="muted" style={{ margin: 0 }}>
              {t("signup.haveAccount")}{" "}
              <Button variant="link" onClick={() => openLogin()}>
                {t("signup.signIn")}
              </Button>
            </p>
          </div>
        </Form>
      </div>

      <ErrorPopup message={popup} onClose={() => setPopup(null)} />
      <PaymentComingSoonDialog
        level={paymentLevel}
        onClose={() => setPaymentLevel(null)}
        onChooseStarter={() => {
          form.setValue("membership", "1", { shouldValidate: form.formState.isSubmitted });
          setPaymentLevel(null);
        }}
      />
      <ThanksDialog
        email={thanksEmail}
        onClose={() => {
          setThanksEmail(null);
          navigate(paths.home);
          if (takeRedirectToPreviousRoute()) openLogin();
        }}
      />
    </div>
  );
}
