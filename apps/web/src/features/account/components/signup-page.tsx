import {
  COMMUNICATION_LANGUAGES,
  findLevel,
  SIGNUP_PLANS,
  type SignupForm,
  type signupFormSchema,
  userNameFromEmail,
} from "@haa/domain";
import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Control } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useIdempotencyKey } from "../../../shared/api/idempotency.ts";
import { Form, FormCheckbox, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { countryOptions } from "../../../shared/i18n/country-options.ts";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { takeRedirectToPreviousRoute } from "../../../shared/session/redirect.ts";
import { Button } from "../../../shared/ui/button.tsx";
import type { SelectOption } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useSignup } from "../api/signup.ts";
import { clearSignupDraft, EMPTY_SIGNUP, readSignupDraft, saveSignupDraft } from "../signup-draft.ts";
import { classifySignupFailure } from "../signup-failure.ts";
import { ProfileImagePicker } from "./profile-image-picker.tsx";
import "./account.css";
import { contentRoutes } from "../../content/manifest.ts";
import { membershipRoutes } from "../../membership/manifest.ts";

// The dialogs appear only after a submit: their code (and the dialog primitive's) loads when first shown, which
// keeps the sign-up screen's chunk within its budget.
const ErrorPopup = lazy(() =>
  import("../../../shared/ui/error-popup.tsx").then((module) => ({ default: module.ErrorPopup })),
);
const ThanksDialog = lazy(() => import("./thanks-dialog.tsx").then((module) => ({ default: module.ThanksDialog })));

type SignupValues = z.output<typeof signupFormSchema>;

// zod and the shared schemas load at the reader's first focus in the form (or the first submit), not with the
// screen: their evaluation was a phone's longest task when the page opened (ADR 0061).
const signupSchema = new LazySchema(() => import("../signup-schema.ts").then((module) => module.signupFormSchema));

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_SIGNUP));

/** How the paid sign-up went, reported back to the payment dialog. */
export type PaidSignupOutcome = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

/**
 * The paid-plan billing dialog (spec 000 §4). The membership area provides it and the route composes the two
 * (features meet only in a route module): it takes the card details, sends them through `onPay`, and shows the
 * payment's success dialog before `onDone`.
 */
export interface SignupPaymentDialogSlotProps {
  /** The paid plan (2 or 3), or null when closed. */
  levelId: number | null;
  /** Sends the sign-up with the paid fields (AmountPaid, card fields, Coupon, MembershipLocation, LocationDiscount). */
  onPay: (fields: Record<string, string>) => Promise<PaidSignupOutcome>;
  onClose: () => void;
  onDone: () => void;
}

export interface SignupPageProps {
  PaymentDialog: ComponentType<SignupPaymentDialogSlotProps>;
}

/** Builds the multipart sign-up payload (spec 000 §3); a paid plan adds its payment fields. */
function signupPayload(values: SignupValues, image: File | null, paid: Record<string, string> = {}): FormData {
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
  for (const [name, value] of Object.entries(paid)) body.append(name, value);
  return body;
}

/** The text of a payload, to tell a retry of the same submit from a new one (the picture does not count). */
function fingerprint(body: FormData): string {
  return JSON.stringify([...body.entries()].filter(([, value]) => typeof value === "string"));
}

interface SignupFieldsProps {
  control: Control<SignupForm>;
  planOptions: readonly SelectOption[];
  languageOptions: readonly SelectOption[];
  countries: readonly SelectOption[];
}

/**
 * The sign-up form's fields, apart so they do not render again each time the form's own state changes: each
 * field follows its own value. react-hook-form sets the form "ready" in a layout effect right after the first
 * render, which re-rendered the whole form at once, synchronously (the screen's longest start-up task on a
 * phone, ADR 0060).
 */
const SignupFields = memo(function SignupFields({
  control,
  planOptions,
  languageOptions,
  countries,
}: SignupFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
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
        <Link to={`${membershipRoutes.to("membership")}?from=signup`} className="plan-field__link">
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
            <Trans
              i18nKey="signup.terms"
              components={{ termsLink: <Link to={contentRoutes.to("termsAndConditions")} /> }}
            />
          }
        />
      </div>
    </>
  );
});

/** The sign-up screen (spec 000 §2, screen 1; §4 sign-up flow). */
export function SignupPage({ PaymentDialog }: SignupPageProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("signup.title"));
  const form = useZodForm(signupSchema, { defaultValues: readSignupDraft() });
  const signup = useSignup();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [popup, setPopup] = useState<string | null>(null);
  const [paymentLevel, setPaymentLevel] = useState<number | null>(null);
  const [thanksEmail, setThanksEmail] = useState<string | null>(null);
  /** The paid sign-up's address, shown in the thanks dialog once the payment's success dialog is closed. */
  const [paidEmail, setPaidEmail] = useState<string | null>(null);
  const paidValues = useRef<SignupValues | null>(null);
  const keys = useIdempotencyKey();
  const countries = countryOptions(i18n.resolvedLanguage ?? "en");
  // The ~250 countries join the select in a second, interruptible render right after the form first shows
  // (with only the chosen one before): the first render and its commit were the screen's longest start-up
  // tasks on a phone (ADR 0060).
  const chosenCountry = useMemo(
    () => countries.filter((country) => country.value === form.getValues("Country")),
    [countries, form],
  );
  const countryList = useDeferredValue(countries, chosenCountry);
  const navigate = useNavigate();

  // Keep what was typed (never the passwords) for the trip to the membership details and back.
  useEffect(() => {
    const subscription = form.watch((values) => saveSignupDraft(values as Partial<SignupForm>));
    return () => subscription.unsubscribe();
  }, [form]);

  const planOptions = useMemo<SelectOption[]>(
    () =>
      SIGNUP_PLANS.map((plan) => ({
        value: String(plan.id),
        label: t("signup.planOption", { plan: t(`plans.${plan.name}.name`), price: formatPrice(plan.priceCents) }),
      })),
    [t],
  );
  const languageOptions = useMemo<SelectOption[]>(
    () =>
      COMMUNICATION_LANGUAGES.map((language) => ({
        value: language.code,
        label: t(`languages.${language.code}`),
      })),
    [t],
  );

  const onInvalid = () => toast.error(t("validation.missingOrIncorrect"));

  /** Account created (and paid): the toast, the state reset and the cleared form of spec 000 §4. */
  const created = () => {
    toast.success(t("notices.accountCreated"));
    form.reset({ ...EMPTY_SIGNUP });
    clearSignupDraft();
    setImage(null);
  };

  /** Shows a failed sign-up; returns the errors that belong on the payment form. */
  const failed = (error: unknown): Record<string, string> | undefined => {
    const failure = classifySignupFailure(error);
    if (failure.kind === "popup") {
      setPopup(t(failure.key));
      // The e-mail popups are about the sign-up form: back to it. A payment failure keeps the card form open.
      if (failure.key !== "signup.paymentFailed") setPaymentLevel(null);
      return undefined;
    }
    if (failure.kind === "toast") {
      toast.error(failure.message ?? errorMessage(t, error));
      return undefined;
    }
    const paymentErrors: Record<string, string> = {};
    let signupErrors = false;
    for (const [field, message] of Object.entries(failure.errors)) {
      if (field === "ProfileImageFile") {
        setImageError(translateMessage(t, message));
        signupErrors = true;
      } else if (FORM_FIELDS.has(field)) {
        form.setError(field as keyof SignupForm, { type: "server", message });
        signupErrors = true;
      } else paymentErrors[field] = message;
    }
    toast.error(t("validation.missingOrIncorrect"));
    if (signupErrors) setPaymentLevel(null);
    return signupErrors ? undefined : paymentErrors;
  };

  const onValid = async (values: SignupValues) => {
    const level = findLevel(Number(values.membership));
    setImageError(undefined);
    if (level && level.id > 1) {
      // Paid plans finish with the card payment in the billing dialog.
      paidValues.current = values;
      setPaymentLevel(level.id);
      return;
    }
    try {
      await signup.mutateAsync({ form: signupPayload(values, image) });
      created();
      setThanksEmail(values.Email);
    } catch (error) {
      failed(error);
    }
  };

  const payAndSignUp = async (fields: Record<string, string>): Promise<PaidSignupOutcome> => {
    const values = paidValues.current;
    if (!values) return { ok: false };
    const body = signupPayload(values, image, fields);
    try {
      await signup.mutateAsync({ form: body, idempotencyKey: keys.keyFor(fingerprint(body)) });
      keys.reset();
      created();
      paidValues.current = null;
      setPaidEmail(values.Email);
      return { ok: true };
    } catch (error) {
      return { ok: false, fieldErrors: failed(error) };
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
        <Form
          form={form}
          onValid={onValid}
          onInvalid={onInvalid}
          onFocus={signupSchema.preload}
          className="form-grid"
          aria-label={t("signup.title")}
        >
          <div className="form-grid__full">
            <ProfileImagePicker file={image} onChange={setImage} error={imageError} />
          </div>
          <SignupFields
            control={control}
            planOptions={planOptions}
            languageOptions={languageOptions}
            countries={countryList}
          />
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

      <Suspense fallback={null}>
        {popup !== null && <ErrorPopup message={popup} onClose={() => setPopup(null)} />}
        {thanksEmail !== null && (
          <ThanksDialog
            email={thanksEmail}
            onClose={() => {
              setThanksEmail(null);
              navigate(contentRoutes.to("home"));
              if (takeRedirectToPreviousRoute()) openLogin();
            }}
          />
        )}
      </Suspense>
      <PaymentDialog
        levelId={paymentLevel}
        onPay={payAndSignUp}
        onClose={() => setPaymentLevel(null)}
        onDone={() => {
          setPaymentLevel(null);
          setThanksEmail(paidEmail);
          setPaidEmail(null);
        }}
      />
    </div>
  );
}
