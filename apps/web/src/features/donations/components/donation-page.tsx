import {
  type CardDetails,
  DONATION_MAX_CENTS,
  DONATION_PRESETS,
  DONOR_NAME_MAX,
  type DonationReceipt,
  donationFormSchema,
  makeCardDetailsSchema,
} from "@haa/domain";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useIdempotencyKey } from "../../../shared/api/idempotency.ts";
import { CardNumberField, ExpiryField } from "../../../shared/forms/card-fields.tsx";
import { useFillUntouched } from "../../../shared/forms/fill-untouched.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type DonationReceipt as Receipt, useCancelYearlyDonation, useDonate } from "../api/donations.ts";
import "./donations.css";

type Values = {
  Amount: string;
  Frequency: "OneOff" | "Yearly";
  Name: string;
  Email: string;
  CardHolderName: string;
  CardNumber: string;
  ExpiryDate: string;
  CVV: string;
};
type Output = z.output<typeof donationFormSchema> & CardDetails;

const SERVER_FIELDS = new Set(["Amount", "Name", "Email", "CardHolderName", "CardNumber", "ExpiryDate", "CVV"]);

function ReceiptView({ receipt, onAnother }: { receipt: DonationReceipt; onAnother: () => void }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelYearlyDonation();
  const [stopped, setStopped] = useState(false);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="card donation-receipt" aria-labelledby="donation-receipt-title">
      <h2 id="donation-receipt-title" ref={titleRef} tabIndex={-1}>
        {t("donationPage.receiptTitle")}
      </h2>
      <p>{t("donationPage.receiptText", { name: receipt.Name, email: receipt.Email })}</p>
      <dl className="donation-receipt__facts">
        <dt>{t("donationPage.number")}</dt>
        <dd>{receipt.DonationNumber}</dd>
        <dt>{t("donationPage.amount")}</dt>
        <dd>{formatPrice(Math.round(receipt.Amount * 100))}</dd>
        <dt>{t("donationPage.date")}</dt>
        <dd>{formatDate(receipt.Date)}</dd>
        <dt>{t("donationPage.frequency")}</dt>
        <dd>{t(receipt.Frequency === "Yearly" ? "donationPage.yearly" : "donationPage.oneOff")}</dd>
        {receipt.Last4 ? (
          <>
            <dt>{t("donationPage.card")}</dt>
            <dd>{t("donationPage.cardEnding", { last4: receipt.Last4 })}</dd>
          </>
        ) : null}
        {receipt.NextChargeDate && !stopped ? (
          <>
            <dt>{t("donationPage.nextCharge")}</dt>
            <dd>{formatDate(receipt.NextChargeDate)}</dd>
          </>
        ) : null}
      </dl>
      <div className="donation-receipt__actions">
        <a className="ui-button ui-button--secondary ui-button--md" href={receipt.InvoiceUrl} download>
          {t("donationPage.invoice")}
        </a>
        {receipt.PlanId && !stopped ? (
          <Button
            variant="ghost"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { planId: receipt.PlanId ?? 0, token: receipt.CancelToken },
                {
                  onSuccess: (result) => {
                    setStopped(true);
                    toast.success(result.Message);
                  },
                  onError: (error) => toast.error(errorMessage(t, error)),
                },
              )
            }
          >
            {t("donationPage.stopYearly")}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onAnother}>
          {t("donationPage.another")}
        </Button>
      </div>
      {stopped ? <p role="status">{t("donationPage.stopped")}</p> : null}
    </section>
  );
}

/** `/donation?cancelPlan=…&token=…`: the yearly receipt mail's "stop" link. */
function CancelFromLink({ planId, token }: { planId: number; token: string }) {
  const { t } = useTranslation();
  const cancel = useCancelYearlyDonation();
  return (
    <section className="card donation-cancel" aria-labelledby="donation-cancel-title">
      <h2 id="donation-cancel-title">{t("donationPage.cancelTitle")}</h2>
      {cancel.isSuccess ? (
        <p role="status">{t("donationPage.stopped")}</p>
      ) : (
        <>
          <p>{t("donationPage.cancelText")}</p>
          {cancel.isError ? <p role="alert">{errorMessage(t, cancel.error)}</p> : null}
          <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate({ planId, token })}>
            {t("donationPage.stopYearly")}
          </Button>
        </>
      )}
    </section>
  );
}

function DonationForm({ onDone }: { onDone: (receipt: Receipt) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.user;
  const amountId = useId();
  const schema = useMemo(
    () => z.intersection(donationFormSchema, makeCardDetailsSchema(new Date())) as unknown as z.ZodType<Output, Values>,
    [],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      Amount: "25",
      Frequency: "OneOff",
      Name: user ? `${user.FirstName ?? ""} ${user.LastName ?? ""}`.trim() : "",
      Email: user?.Email ?? "",
      CardHolderName: "",
      CardNumber: "",
      ExpiryDate: "",
      CVV: "",
    },
  });
  useFillUntouched(
    form,
    user ? { Name: `${user.FirstName ?? ""} ${user.LastName ?? ""}`.trim(), Email: user.Email ?? "" } : null,
  );
  const donate = useDonate();
  const keys = useIdempotencyKey();
  // A refusal that names no field (a declined card and why, an unreachable gateway) stays beside the button,
  // in the reader's language (the server's Message); the form keeps everything typed for the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  const amount = form.watch("Amount");
  const frequency = form.watch("Frequency");

  const onValid = async (values: Output) => {
    const body = {
      Amount: values.Amount / 100,
      Frequency: values.Frequency,
      Name: values.Name,
      Email: values.Email,
      CardHolderName: values.CardHolderName,
      CardNumber: values.CardNumber,
      ExpiryDate: values.ExpiryDate,
      CVV: values.CVV,
    };
    const fingerprint = JSON.stringify({ ...body, CardNumber: values.CardNumber.slice(-4), CVV: undefined });
    setRefusal(null);
    try {
      const result = await donate.mutateAsync({ body, idempotencyKey: keys.keyFor(fingerprint) });
      keys.reset();
      onDone(result.Data);
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (!SERVER_FIELDS.has(field)) continue;
          form.setError(field as keyof Values, { type: "server", message });
          placed = true;
        }
      }
      const message = errorMessage(t, error);
      toast.error(message);
      if (!placed) setRefusal(message);
    }
  };

  return (
    <Form
      form={form}
      onValid={onValid}
      onInvalid={() => toast.error(t("validation.missingOrIncorrect"))}
      className="card donation-form"
      aria-label={t("donationPage.formTitle")}
    >
      <fieldset className="donation-form__group">
        <legend>{t("donationPage.frequency")}</legend>
        <div className="donation-form__choices">
          {(["OneOff", "Yearly"] as const).map((value) => (
            <label key={value} className="donation-choice">
              <input type="radio" value={value} {...form.register("Frequency")} />
              {t(value === "Yearly" ? "donationPage.yearly" : "donationPage.oneOff")}
            </label>
          ))}
        </div>
        {frequency === "Yearly" ? <p className="muted">{t("donationPage.yearlyNote")}</p> : null}
      </fieldset>
      <fieldset className="donation-form__group" aria-describedby={amountId}>
        <legend>{t("donationPage.amount")}</legend>
        <div className="donation-form__presets">
          {DONATION_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant={amount === String(preset) ? "primary" : "secondary"}
              aria-pressed={amount === String(preset)}
              onClick={() => form.setValue("Amount", String(preset), { shouldValidate: form.formState.isSubmitted })}
            >
              {formatPrice(preset * 100)}
            </Button>
          ))}
        </div>
        <FormTextField
          control={form.control}
          name="Amount"
          label={t("donationPage.customAmount")}
          inputMode="decimal"
          hint={t("donationPage.amountHint", { max: formatPrice(DONATION_MAX_CENTS) })}
        />
        <p id={amountId} className="muted">
          {t("donationPage.usdNote")}
        </p>
      </fieldset>
      <fieldset className="donation-form__group">
        <legend>{t("donationPage.donor")}</legend>
        <FormTextField
          control={form.control}
          name="Name"
          label={t("donationPage.name")}
          autoComplete="name"
          maxLength={DONOR_NAME_MAX}
        />
        <FormTextField
          control={form.control}
          name="Email"
          label={t("donationPage.email")}
          type="email"
          autoComplete="email"
        />
      </fieldset>
      <fieldset className="donation-form__group">
        <legend>{t("donationPage.cardTitle")}</legend>
        <FormTextField
          control={form.control}
          name="CardHolderName"
          label={t("donationPage.holder")}
          autoComplete="cc-name"
        />
        <CardNumberField control={form.control} name="CardNumber" label={t("billing.fields.cardNumber")} />
        <div className="donation-form__row">
          <ExpiryField
            control={form.control}
            name="ExpiryDate"
            label={t("billing.fields.expiryDate")}
            placeholder={t("payment.expiryPlaceholder")}
          />
          <FormTextField
            control={form.control}
            name="CVV"
            label={t("billing.fields.cvv")}
            autoComplete="cc-csc"
            inputMode="numeric"
          />
        </div>
      </fieldset>
      {refusal ? (
        <p ref={refusalRef} role="alert" tabIndex={-1} className="donation-form__refusal">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" loading={donate.isPending}>
        {t("donationPage.submit")}
      </Button>
    </Form>
  );
}

/** /donation: a one-off or yearly gift by card, its receipt, and the yearly receipt mail's "stop" link. */
export function DonationPage() {
  const { t } = useTranslation();
  const title = t("donationPage.title");
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const [receipt, setReceipt] = useState<DonationReceipt | null>(null);
  const cancelPlan = Number(params.get("cancelPlan"));
  const token = params.get("token");
  return (
    <div className="container page donation-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{t("donationPage.lead")}</p>
      </header>
      {Number.isSafeInteger(cancelPlan) && cancelPlan > 0 && token ? (
        <CancelFromLink planId={cancelPlan} token={token} />
      ) : receipt ? (
        <ReceiptView receipt={receipt} onAnother={() => setReceipt(null)} />
      ) : (
        <DonationForm onDone={setReceipt} />
      )}
    </div>
  );
}
