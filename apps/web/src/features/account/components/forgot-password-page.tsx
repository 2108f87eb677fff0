import { emailOnlySchema } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useSendResetLink } from "../api/send-reset-link.ts";
import { StatusPanel } from "./status-panel.tsx";
import "./account.css";

/** Password reset request (reached from the login dialog's 'Forgot password?' link). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("forgot.title"));
  const form = useZodForm(emailOnlySchema, { defaultValues: { Email: "" } });
  const sendLink = useSendResetLink();
  const [sent, setSent] = useState<string | null>(null);

  const onValid = async ({ Email }: { Email: string }) => {
    try {
      const { Message } = await sendLink.mutateAsync(Email);
      const message = Message || t("notices.resetLinkSent");
      toast.success(message);
      setSent(message);
    } catch (error) {
      setSent(null);
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : errorMessage(t, error));
    }
  };

  return (
    <div className="container auth">
      <div className="auth__card">
        <div className="auth__header">
          <h1>{t("forgot.title")}</h1>
          <p>{t("forgot.lead")}</p>
        </div>
        <Form form={form} onValid={onValid} className="form-stack" aria-label={t("forgot.title")}>
          <FormTextField
            control={form.control}
            name="Email"
            label={t("forgot.email")}
            type="email"
            autoComplete="email"
          />
          <Button type="submit" block loading={sendLink.isPending || form.formState.isSubmitting}>
            {t("forgot.submit")}
          </Button>
          {sent ? (
            <StatusPanel tone="success">
              <p>{sent}</p>
            </StatusPanel>
          ) : null}
        </Form>
        <p className="auth__footer">
          {t("forgot.remembered")}{" "}
          <Button variant="link" onClick={() => openLogin()}>
            {t("forgot.backToLogin")}
          </Button>
        </p>
      </div>
    </div>
  );
}
