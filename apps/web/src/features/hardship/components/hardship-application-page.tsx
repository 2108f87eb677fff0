import {
  HARDSHIP_REASON_MAX,
  HARDSHIP_REASON_MIN,
  type HardshipApplication,
  hardshipApplicationSchema,
  MEMBERSHIP_LEVELS,
} from "@haa/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import {
  Form,
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  useZodForm,
} from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type HardshipReceipt, useSubmitHardshipApplication } from "../api/submit-hardship-application.ts";
import "./hardship.css";
import { accountRoutes } from "../../account/manifest.ts";
import { membershipRoutes } from "../../membership/manifest.ts";

interface HardshipFormValues {
  MembershipId: string;
  Reason: string;
  IncomeDetails: string;
  RequestedAmount: string;
  AgreeDeclaration: boolean;
}

const EMPTY: HardshipFormValues = {
  MembershipId: "",
  Reason: "",
  IncomeDetails: "",
  RequestedAmount: "",
  AgreeDeclaration: false,
};

const FIELDS = new Set(Object.keys(EMPTY));

/** The shared schema, with the form's empty optional fields read as "not given". */
const formSchema = z.preprocess((raw) => {
  const values = { ...(raw as HardshipFormValues) };
  const optional = (text: string) => (text.trim() === "" ? undefined : text);
  return {
    ...values,
    IncomeDetails: optional(values.IncomeDetails ?? ""),
    RequestedAmount: optional(values.RequestedAmount ?? ""),
  };
}, hardshipApplicationSchema) as unknown as z.ZodType<HardshipApplication, HardshipFormValues>;

/** The confirmation; its title takes the focus so screen readers read it at once. */
function Received({ message, reference }: { message: string; reference: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="card hardship__done" aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t("hardshipPage.doneTitle")}
      </h2>
      <p>{message}</p>
      <p className="muted">{t("hardshipPage.reference", { reference })}</p>
      <Link to={membershipRoutes.to("manageMembership")}>{t("memberArea.titles.manage")}</Link>
    </section>
  );
}

function HardshipForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const form = useZodForm(formSchema, { defaultValues: EMPTY });
  const submit = useSubmitHardshipApplication();
  const [receipt, setReceipt] = useState<{ message: string; data: HardshipReceipt } | null>(null);
  const { control } = form;

  const onValid = async (values: HardshipApplication) => {
    try {
      const result = await submit.mutateAsync({ ...values, UserId: userId });
      setReceipt({ message: result.Message, data: result.Data });
      form.reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (FIELDS.has(field)) form.setError(field as keyof HardshipFormValues, { type: "server", message });
        }
        toast.error(t("validation.missingOrIncorrect"));
      } else toast.error(errorMessage(t, error));
    }
  };

  if (receipt) return <Received message={receipt.message} reference={receipt.data.Reference} />;

  const levels = MEMBERSHIP_LEVELS.filter((level) => level.priceCents > 0).map((level) => ({
    value: String(level.id),
    label: t("hardshipPage.levelOption", {
      level: t(`plans.${level.name}.name`),
      price: formatPrice(level.priceCents),
    }),
  }));

  return (
    <Form
      form={form}
      onValid={onValid}
      onInvalid={() => toast.error(t("validation.missingOrIncorrect"))}
      className="card hardship__form"
      aria-label={t("hardshipPage.title")}
    >
      <FormSelect
        control={control}
        name="MembershipId"
        label={t("hardshipPage.membership")}
        placeholder={t("hardshipPage.selectPlan")}
        options={levels}
      />
      <FormTextArea
        control={control}
        name="Reason"
        label={t("hardshipPage.reason")}
        hint={t("hardshipPage.reasonHint", { min: HARDSHIP_REASON_MIN, max: HARDSHIP_REASON_MAX })}
        maxLength={HARDSHIP_REASON_MAX}
        rows={6}
      />
      <FormTextArea
        control={control}
        name="IncomeDetails"
        label={t("hardshipPage.incomeDetails")}
        optionalLabel={t("common.optional")}
        hint={t("hardshipPage.incomeHint")}
        rows={4}
      />
      <FormTextField
        control={control}
        name="RequestedAmount"
        label={t("hardshipPage.amount")}
        optionalLabel={t("common.optional")}
        hint={t("hardshipPage.amountHint")}
        inputMode="decimal"
        maxLength={10}
      />
      <FormCheckbox control={control} name="AgreeDeclaration" label={t("hardshipPage.declaration")} />
      <div className="hardship__actions">
        <Button type="submit" size="lg" loading={submit.isPending}>
          {t("hardshipPage.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** /hardshipapplication: apply for a reduced membership fee (POST HardshipApplication/SubmitHardshipApplication). */
export function HardshipApplicationPage() {
  const { t } = useTranslation();
  const title = t("hardshipPage.title");
  useDocumentTitle(title);
  return (
    <div className="container page hardship">
      <header className="page-header">
        <span className="eyebrow">{t("memberArea.eyebrow")}</span>
        <h1>{title}</h1>
        <p>{t("hardshipPage.lead")}</p>
      </header>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => <HardshipForm userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
