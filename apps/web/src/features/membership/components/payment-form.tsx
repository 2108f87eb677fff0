import {
  type AppliedCoupon,
  CARD_NUMBER_INPUT_MAX,
  type CardDetails,
  type CardField,
  couponCodesMatch,
  cvvLengthFor,
  EXPIRY_LENGTH,
  formatExpiryInput,
  isMasked,
  makeCardDetailsSchema,
  maskedFieldsMessage,
  type PriceBreakdown,
  quoteMembershipPayment,
  shouldValidateCoupon,
} from "@haa/domain";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { type Control, useController, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { translateMessage, translateRef } from "../../../shared/i18n/translate-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { toLocationPricing, useLocationPricing, type VisitorPricing } from "../api/get-membership-price-by-location.ts";
import { useValidateCoupon, type ValidCoupon } from "../api/validate-coupon.ts";
import { countryName } from "../country-name.ts";
import { levelLabel, type PaymentPurpose, purposeLevelId } from "./payment-labels.ts";
import "./payment.css";

export type { PaymentPurpose } from "./payment-labels.ts";

export type CardValues = Record<CardField, string>;

/** What the form hands over once every rule passes. */
export interface PaymentSubmission {
  /** Trimmed card details. */
  card: CardDetails;
  /** The applied discount code, or null. */
  coupon: string | null;
  /** The total and its lines in cents; null for a billing update. */
  quote: PriceBreakdown | null;
  /** The visitor's country (ISO code) and its discount for this payment, for MembershipLocation/LocationDiscount. */
  location: { country: string | null; discountCents: number };
}

/** Field errors from the server to show on the form (already translated text, or catalogue keys). */
export type PaymentFieldErrors = Record<string, string>;

export interface PaymentFormProps {
  purpose: PaymentPurpose;
  /** Saved details to start from: masked ones must be typed again before submitting. */
  initialValues?: Partial<CardValues>;
  submitLabel: string;
  /** Runs the payment; resolves with the server's field errors to show, or nothing. */
  onSubmit: (submission: PaymentSubmission) => Promise<PaymentFieldErrors | undefined>;
  onCancel?: () => void;
  /** Id of the heading that names the form (the dialog or panel title). */
  labelledBy?: string;
}

const CARD_FIELDS: readonly CardField[] = ["CardHolderName", "CardNumber", "ExpiryDate", "CVV"];
const EMPTY_CARD: CardValues = { CardHolderName: "", CardNumber: "", ExpiryDate: "", CVV: "" };

/** The total of a payment and its lines, from the shared pricing rules (never re-implemented here). */
export function quotePayment(
  purpose: PaymentPurpose,
  coupon: AppliedCoupon | null,
  pricing: VisitorPricing | undefined,
): PriceBreakdown | null {
  const location = toLocationPricing(pricing);
  switch (purpose.kind) {
    case "billing":
      return null;
    case "instructorRenewal":
      return quoteMembershipPayment({
        kind: "instructorRenewal",
        licensingFeeCents: purpose.licensingFeeCents,
        creditsCents: purpose.creditsCents,
        coupon,
        location,
      });
    case "levelChange":
      return quoteMembershipPayment({
        kind: "levelChange",
        levelId: purpose.levelId,
        proratedAdjustmentCents: purpose.proratedAdjustmentCents,
        coupon,
      });
    default:
      return quoteMembershipPayment({ kind: purpose.kind, levelId: purpose.levelId, coupon, location });
  }
}

interface BreakdownProps {
  purpose: PaymentPurpose;
  quote: PriceBreakdown;
  coupon: string | null;
  country: string | null;
  showCountryLine: boolean;
}

/** The live "Total due" with the lines that lead to it. */
function TotalDue({ purpose, quote, coupon, country, showCountryLine }: BreakdownProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? "en";
  const level = levelLabel(t, purposeLevelId(purpose));
  const lines: { key: string; label: string; cents: number; sign: 1 | -1 }[] = [
    {
      key: "base",
      label: purpose.kind === "instructorRenewal" ? t("payment.lines.instructor") : t("payment.lines.price", { level }),
      cents: quote.base,
      sign: 1,
    },
  ];
  if (purpose.kind === "instructorRenewal") {
    lines.push({ key: "fee", label: t("payment.lines.licensingFee"), cents: quote.licensingFee, sign: 1 });
    lines.push({ key: "credits", label: t("payment.lines.credits"), cents: quote.credits, sign: -1 });
  }
  if (purpose.kind === "levelChange") {
    lines.push({
      key: "prorated",
      label: t("payment.lines.prorated", { months: purpose.months }),
      cents: quote.proratedAdjustment,
      sign: -1,
    });
  }
  if (coupon || quote.couponDiscount > 0) {
    lines.push({
      key: "coupon",
      label: t("payment.lines.coupon", { code: coupon ?? "" }),
      cents: quote.couponDiscount,
      sign: -1,
    });
  }
  if (showCountryLine || quote.countryDiscount > 0) {
    lines.push({
      key: "country",
      label: t("payment.lines.country", { country: countryName(country, language) }),
      cents: quote.countryDiscount,
      sign: -1,
    });
  }
  return (
    <section className="payment-total" aria-labelledby={titleId}>
      <h3 id={titleId} className="payment-total__title">
        {t("payment.totalTitle")}
      </h3>
      <dl className="payment-total__lines">
        {lines.map((line) => (
          <div key={line.key} className="payment-total__line">
            <dt>{line.label}</dt>
            <dd>{formatPrice(line.sign * line.cents)}</dd>
          </div>
        ))}
        <div className="payment-total__line payment-total__line--total">
          <dt>{t("payment.totalDue")}</dt>
          <dd aria-live="polite" data-testid="total-due">
            {formatPrice(quote.total)}
          </dd>
        </div>
      </dl>
      <p className="payment-total__note">{t("payment.billedYearly")}</p>
    </section>
  );
}

interface CouponFieldProps {
  applied: ValidCoupon | null;
  onApplied: (coupon: ValidCoupon | null) => void;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
}

/** Discount Code with its Apply button (Coupon/ValidateCoupon, type Membership). */
function CouponField({ applied, onApplied, code, onCodeChange, error }: CouponFieldProps) {
  const { t } = useTranslation();
  const validate = useValidateCoupon();

  const apply = () => {
    // An empty code sends nothing (spec 000 §5).
    if (!shouldValidateCoupon(code)) return;
    validate.mutate(code, {
      onSuccess: (result) => {
        onApplied(result.Data);
        // A usable coupon is the 'Valid Coupon' answer: the only one shown with the success icon (§8).
        toast.success(result.Message);
      },
      onError: (failure) => {
        onApplied(null);
        toast.error(failure instanceof ApiError && failure.message ? failure.message : errorMessage(t, failure));
      },
    });
  };

  return (
    <div className="payment-coupon">
      <div className="payment-coupon__row">
        <TextField
          label={t("payment.discountCode")}
          optionalLabel={t("common.optional")}
          name="Coupon"
          value={code}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          className="payment-coupon__field"
          onChange={(event) => onCodeChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the code field applies the code instead of paying.
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
          }}
        />
        <Button variant="secondary" onClick={apply} loading={validate.isPending} className="payment-coupon__apply">
          {t("payment.apply")}
        </Button>
      </div>
      {applied ? (
        <p className="payment-coupon__applied">
          <span>{t("payment.couponApplied", { code: applied.Code })}</span>
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              onApplied(null);
              onCodeChange("");
            }}
          >
            {t("payment.removeCoupon")}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The membership payment form (spec 000 §2 screen 2, §5 payment form rules): card holder name, card number,
 * expiry, CVV, the Discount Code (hidden for visitors in Brazil and Japan, who get their country discount),
 * and the live total due. Used by the paid sign-up dialog, renewal, level change, instructor renewal and
 * the billing-details update. Errors appear after the first submit attempt, the first failing rule per field.
 */
export function PaymentForm({ purpose, initialValues, submitLabel, onSubmit, onCancel, labelledBy }: PaymentFormProps) {
  const { t } = useTranslation();
  const pricing = useLocationPricing();
  if (pricing.isPending) {
    return (
      <p role="status" className="payment-loading">
        {t("payment.loadingPrices")}
      </p>
    );
  }
  return (
    <PaymentFormBody
      purpose={purpose}
      initialValues={initialValues}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
      labelledBy={labelledBy}
      // Without the visitor's country the form still works; the server prices the payment from the IP anyway.
      pricing={pricing.data}
    />
  );
}

function PaymentFormBody({
  purpose,
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  labelledBy,
  pricing,
}: PaymentFormProps & { pricing: VisitorPricing | undefined }) {
  const { t } = useTranslation();
  const schema = useMemo(() => makeCardDetailsSchema(new Date()), []);
  const form = useZodForm(schema, { defaultValues: { ...EMPTY_CARD, ...initialValues } });
  const { control } = form;
  const values = useWatch({ control }) as Partial<CardValues>;
  const [couponCode, setCouponCode] = useState("");
  const [applied, setApplied] = useState<ValidCoupon | null>(null);
  const [couponError, setCouponError] = useState<string | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const hideCoupon = pricing?.HideCoupon === true;
  const showsTotal = purpose.kind !== "billing";
  const coupon = hideCoupon ? null : applied;
  const quote = quotePayment(purpose, coupon, pricing);
  const cardNumber = values.CardNumber ?? "";
  const cvvLength = cvvLengthFor(cardNumber);
  const masked = maskedFieldsMessage(values);

  // The CVV's length rule depends on the card number: check it again when the number changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card number is the trigger.
  useEffect(() => {
    if (form.formState.isSubmitted) void form.trigger("CVV");
  }, [cardNumber, form]);

  const onValid = async (card: CardDetails) => {
    setCouponError(undefined);
    const typed = couponCode.trim();
    if (!hideCoupon && typed && !(applied && couponCodesMatch(applied.Code, typed))) {
      setCouponError(t("payment.couponNotApplied"));
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const fieldErrors = await onSubmit({
        card,
        coupon: coupon?.Code ?? null,
        quote,
        location: { country: pricing?.Country ?? null, discountCents: quote?.countryDiscount ?? 0 },
      });
      const unplaced: string[] = [];
      for (const [field, message] of Object.entries(fieldErrors ?? {})) {
        if ((CARD_FIELDS as readonly string[]).includes(field)) {
          form.setError(field as CardField, { type: "server", message });
        } else if (field === "Coupon") {
          setApplied(null);
          setCouponError(translateMessage(t, message));
        } else unplaced.push(translateMessage(t, message));
      }
      if (unplaced.length > 0) setFormError(unplaced.join(" "));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    // Saved details come back masked; they must be typed again first (spec 000 §5).
    if (maskedFieldsMessage(form.getValues())) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(onValid)(event);
  };

  const maskedText = attempted && masked ? translateRef(t, masked) : null;
  const alert = maskedText ?? formError;

  /** Saved (masked) values are replaced as soon as the member starts typing in them. */
  const selectMasked = (event: { currentTarget: HTMLInputElement }) => {
    if (isMasked(event.currentTarget.value)) event.currentTarget.select();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="payment-form"
      aria-labelledby={labelledBy}
      aria-describedby={alert ? errorId : undefined}
    >
      {alert ? (
        <p id={errorId} role="alert" className="payment-form__alert">
          {alert}
        </p>
      ) : null}
      <div className="payment-form__fields">
        <FormTextField
          control={control}
          name="CardHolderName"
          label={t("payment.cardHolderName")}
          autoComplete="cc-name"
          className="payment-form__full"
        />
        <FormTextField
          control={control}
          name="CardNumber"
          label={t("payment.cardNumber")}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={CARD_NUMBER_INPUT_MAX}
          onFocus={selectMasked}
          className="payment-form__full"
        />
        <ExpiryField control={control} onFocus={selectMasked} />
        <FormTextField
          control={control}
          name="CVV"
          label={t("payment.cvv")}
          hint={t("payment.cvvHint", { n: cvvLength })}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={cvvLength}
          onFocus={selectMasked}
        />
      </div>

      {showsTotal && !hideCoupon ? (
        <CouponField
          applied={applied}
          onApplied={setApplied}
          code={couponCode}
          onCodeChange={(code) => {
            setCouponCode(code);
            setCouponError(undefined);
            // A changed code is no longer the applied one.
            if (applied && !couponCodesMatch(applied.Code, code)) setApplied(null);
          }}
          error={couponError}
        />
      ) : null}
      {showsTotal && hideCoupon ? <p className="payment-form__note">{t("payment.countryDiscountInstead")}</p> : null}

      {quote ? (
        <TotalDue
          purpose={purpose}
          quote={quote}
          coupon={coupon?.Code ?? null}
          country={pricing?.Country ?? null}
          showCountryLine={hideCoupon}
        />
      ) : (
        <p className="payment-form__note">{t("payment.billingNote")}</p>
      )}

      <div className="payment-form__actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
        ) : null}
        <Button type="submit" size="lg" loading={busy}>
          {submitLabel}
        </Button>
      </div>
      <p className="payment-form__secure">{t("payment.secureNote")}</p>
    </form>
  );
}

/** Expiry as MM/YY: the slash is inserted after two characters, at most 5 characters (spec 000 §5). */
function ExpiryField({
  control,
  onFocus,
}: {
  control: Control<CardValues, unknown, CardDetails>;
  onFocus: (event: { currentTarget: HTMLInputElement }) => void;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "ExpiryDate" });
  const value = typeof field.value === "string" ? field.value : "";
  return (
    <TextField
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(formatExpiryInput(event.target.value, value))}
      onBlur={field.onBlur}
      onFocus={onFocus}
      error={fieldState.error ? translateMessage(t, fieldState.error.message) : undefined}
      label={t("payment.expiry")}
      placeholder={t("payment.expiryPlaceholder")}
      autoComplete="cc-exp"
      inputMode="numeric"
      maxLength={EXPIRY_LENGTH}
    />
  );
}
