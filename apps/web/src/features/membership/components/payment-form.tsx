import {
  type CardDetails,
  type CardField,
  couponCodesMatch,
  cvvLengthFor,
  isMasked,
  makeCardDetailsSchema,
  maskedFieldsMessage,
  shouldValidateCoupon,
} from "@haa/domain";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { CardNumberField, ExpiryField } from "../../../shared/forms/card-fields.tsx";
import { FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { translateMessage, translateRef } from "../../../shared/i18n/translate-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { dollarsToCentsSafe } from "../amounts.ts";
import { type PaymentQuote, usePaymentQuote } from "../api/payment-quote.ts";
import { useValidateCoupon, type ValidCoupon } from "../api/validate-coupon.ts";
import { countryName } from "../country-name.ts";
import { levelLabel, type PaymentPurpose, quoteRequestOf } from "./payment-labels.ts";
import "./payment.css";

export type { PaymentPurpose } from "./payment-labels.ts";

export type CardValues = Record<CardField, string>;

/** What the form hands over once every rule passes. */
export interface PaymentSubmission {
  /** Trimmed card details. */
  card: CardDetails;
  /** The applied discount code, or null. */
  coupon: string | null;
  /**
   * The server's quote the member saw (its Total is AmountPaid; Country and CountryDiscount are
   * MembershipLocation and LocationDiscount); null for a billing update.
   */
  quote: PaymentQuote | null;
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

/** The live "Total due" with the lines that lead to it, as the server priced them (ADR 0068). */
function TotalDue({ quote, updating }: { quote: PaymentQuote; updating: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? "en";
  const cents = dollarsToCentsSafe;
  const instructor = quote.Kind === "instructorRenewal";
  const lines: { key: string; label: string; cents: number; sign: 1 | -1 }[] = [
    {
      key: "base",
      label: instructor
        ? t("payment.lines.instructor")
        : t("payment.lines.price", { level: levelLabel(t, quote.MembershipId) }),
      cents: cents(quote.Base),
      sign: 1,
    },
  ];
  if (instructor) {
    lines.push({ key: "fee", label: t("payment.lines.licensingFee"), cents: cents(quote.LicensingFee), sign: 1 });
    lines.push({ key: "credits", label: t("payment.lines.credits"), cents: cents(quote.Credits), sign: -1 });
  }
  if (quote.Kind === "levelChange") {
    lines.push({
      key: "prorated",
      label: t("payment.lines.prorated", { months: quote.Proration?.Months ?? 0 }),
      cents: cents(quote.ProratedAdjustment),
      sign: -1,
    });
  }
  if (quote.Coupon || quote.CouponDiscount > 0) {
    lines.push({
      key: "coupon",
      label: t("payment.lines.coupon", { code: quote.Coupon ?? "" }),
      cents: cents(quote.CouponDiscount),
      sign: -1,
    });
  }
  if (quote.HideCoupon || quote.CountryDiscount > 0) {
    lines.push({
      key: "country",
      label: t("payment.lines.country", { country: countryName(quote.Country, language) }),
      cents: cents(quote.CountryDiscount),
      sign: -1,
    });
  }
  return (
    <section className="payment-total" aria-labelledby={titleId} aria-busy={updating}>
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
            {formatPrice(cents(quote.Total))}
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

  const quoteRequest = quoteRequestOf(purpose);
  const quoted = usePaymentQuote(quoteRequest, applied?.Code ?? null);
  const quote = quoteRequest ? (quoted.data ?? null) : null;
  const hideCoupon = quote?.HideCoupon === true;
  const showsTotal = quoteRequest !== null;
  const cardNumber = values.CardNumber ?? "";
  const cvvLength = cvvLengthFor(cardNumber);
  const masked = maskedFieldsMessage(values);

  // The CVV's length rule depends on the card number: check it again when the number changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card number is the trigger.
  useEffect(() => {
    if (form.formState.isSubmitted) void form.trigger("CVV");
  }, [cardNumber, form]);

  if (showsTotal && quoted.isPending) {
    return (
      <p role="status" className="payment-loading">
        {t("payment.loadingPrices")}
      </p>
    );
  }
  if (showsTotal && !quote) {
    // The server refused to price this payment (a period already paid, a plan that may not change): it says why.
    return (
      <p role="alert" className="payment-form__alert">
        {quoted.error instanceof ApiError && quoted.error.message
          ? quoted.error.message
          : errorMessage(t, quoted.error)}
      </p>
    );
  }
  // The total on screen is being priced again (a new discount code): paying waits for it.
  const repricing = quoted.isFetching && quoted.isPlaceholderData;

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
      const fieldErrors = await onSubmit({ card, coupon: quote?.Coupon ?? null, quote });
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
        <CardNumberField
          control={control}
          name="CardNumber"
          label={t("payment.cardNumber")}
          onFocus={selectMasked}
          className="payment-form__full"
        />
        <ExpiryField
          control={control}
          name="ExpiryDate"
          label={t("payment.expiry")}
          placeholder={t("payment.expiryPlaceholder")}
          onFocus={selectMasked}
        />
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
        <TotalDue quote={quote} updating={repricing} />
      ) : (
        <p className="payment-form__note">{t("payment.billingNote")}</p>
      )}

      <div className="payment-form__actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
        ) : null}
        <Button type="submit" size="lg" loading={busy} disabled={repricing}>
          {submitLabel}
        </Button>
      </div>
      <p className="payment-form__secure">{t("payment.secureNote")}</p>
    </form>
  );
}
