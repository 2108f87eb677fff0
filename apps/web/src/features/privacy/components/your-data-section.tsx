import { type RequestErasureForm, requestErasureFieldsSchema } from "@haa/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { formatDate } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useCancelErasure, useDownloadMyData, useMyPrivacy, useRequestErasure } from "../api/privacy.ts";
import "./privacy.css";

const DAY_MS = 24 * 60 * 60 * 1000;

function Download() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  return (
    <div className="privacy__part">
      <p>{t("privacy.downloadHelp")}</p>
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() => download.mutate(undefined, { onError: (error) => toast.error(errorMessage(t, error)) })}
      >
        {download.isPending ? t("privacy.downloading") : t("privacy.download")}
      </Button>
    </div>
  );
}

function RequestErasure({ graceDays }: { graceDays: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useZodForm(requestErasureFieldsSchema, { defaultValues: { Password: "" } });
  const request = useRequestErasure();
  const date = formatDate(new Date(Date.now() + graceDays * DAY_MS).toISOString()) ?? "";

  const onValid = async ({ Password }: RequestErasureForm) => {
    try {
      const { Message } = await request.mutateAsync(Password);
      toast.success(Message);
      form.reset({ Password: "" });
    } catch (error) {
      const password = error instanceof ApiError ? error.errors.Password : undefined;
      if (password) form.setError("Password", { message: password }, { shouldFocus: true });
      else toast.error(errorMessage(t, error));
    }
  };

  return (
    <div className="privacy__part">
      <h3 id={titleId}>{t("privacy.eraseTitle")}</h3>
      <div className="privacy__warning">
        <p>{t("privacy.eraseGoes")}</p>
        <p>{t("privacy.eraseStays")}</p>
        <p>{t("privacy.eraseWhen", { date })}</p>
      </div>
      <Form form={form} onValid={onValid} className="form-stack" aria-labelledby={titleId}>
        <FormTextField
          control={form.control}
          name="Password"
          label={t("privacy.password")}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="danger" loading={request.isPending || form.formState.isSubmitting}>
          {t("privacy.eraseSubmit")}
        </Button>
      </Form>
    </div>
  );
}

function PendingErasure({ dueAt }: { dueAt: string }) {
  const { t } = useTranslation();
  const cancel = useCancelErasure();
  return (
    <div className="privacy__part privacy__pending" role="status">
      <h3>{t("privacy.pendingTitle")}</h3>
      <p>{t("privacy.pendingText", { date: formatDate(dueAt) ?? "" })}</p>
      <Button
        variant="secondary"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: (result) => toast.success(result.Message),
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      >
        {t("privacy.cancel")}
      </Button>
    </div>
  );
}

/**
 * "Your data" on the member's account settings (ADR 0089): the export as a ZIP, and the erasure request with what
 * goes and what stays, or the pending request's date with a way to cancel it.
 */
export function YourDataSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const mine = useMyPrivacy();
  return (
    <section className="card privacy" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("privacy.title")}</h2>
      <p>{t("privacy.intro")}</p>
      <Download />
      {mine.isError ? <p role="alert">{errorMessage(t, mine.error)}</p> : null}
      {mine.data ? (
        mine.data.PendingErasure ? (
          <PendingErasure dueAt={mine.data.PendingErasure.DueAt} />
        ) : (
          <RequestErasure graceDays={mine.data.GraceDays} />
        )
      ) : null}
    </section>
  );
}
