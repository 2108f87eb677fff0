import { resetPasswordSchema } from "@haa/domain";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { useVerifyResetToken } from "../api/verify-reset-token.ts";
import { StatusPanel } from "./status-panel.tsx";
import "./account.css";
import { contentRoutes } from "../../content/manifest.ts";
import { accountRoutes } from "../manifest.ts";

/** Password reset completion at /ConfirmPassword?token=… (register layout). */
export function ConfirmPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("resetPassword.title"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const verify = useVerifyResetToken();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordSchema, { defaultValues: { Token: token, Password: "", ConfirmPassword: "" } });

  // The token check runs once per page, even under StrictMode's double effects.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !token) return;
    checked.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const onValid = async (values: { Token: string; Password: string; ConfirmPassword: string }) => {
    try {
      const { Message } = await reset.mutateAsync(values);
      toast.success(Message || t("notices.passwordReset"));
      navigate(contentRoutes.to("home"));
      openLogin();
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  const invalidLink = !token
    ? t("notices.resetLinkInvalid")
    : verify.error instanceof ApiError && verify.error.status === 400
      ? verify.error.message || t("notices.resetLinkInvalid")
      : null;

  return (
    <div className="container auth">
      <div className="auth__card">
        <div className="auth__header">
          <h1>{t("resetPassword.title")}</h1>
          {invalidLink ? null : <p>{t("resetPassword.lead")}</p>}
        </div>
        {invalidLink ? (
          <div className="form-stack">
            <StatusPanel tone="error">
              <p>{invalidLink}</p>
            </StatusPanel>
            <Link to={accountRoutes.to("forgotPassword")}>{t("resetPassword.requestNew")}</Link>
          </div>
        ) : verify.isPending ? (
          <p role="status">{t("resetPassword.checking")}</p>
        ) : (
          <Form form={form} onValid={onValid} className="form-stack" aria-label={t("resetPassword.title")}>
            <FormTextField
              control={form.control}
              name="Password"
              label={t("resetPassword.password")}
              type="password"
              autoComplete="new-password"
              hint={t("signup.passwordHint")}
            />
            <FormTextField
              control={form.control}
              name="ConfirmPassword"
              label={t("resetPassword.confirmPassword")}
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" block loading={reset.isPending || form.formState.isSubmitting}>
              {t("resetPassword.submit")}
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
