import { emailOnlySchema } from "@haa/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { login, readSession, whileReplacingToken } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useConfirmEmailChange } from "../api/change-email.ts";
import { useConfirmAccount } from "../api/confirm-account.ts";
import { useResendConfirmation } from "../api/resend-confirmation.ts";
import { storedUserAfterEmailChange } from "../login-user.ts";
import { StatusPanel } from "./status-panel.tsx";
import "./account.css";
import { accountRoutes } from "../manifest.ts";

function ResendForm() {
  const { t } = useTranslation();
  const form = useZodForm(emailOnlySchema, { defaultValues: { Email: "" } });
  const resend = useResendConfirmation();
  const onValid = async ({ Email }: { Email: string }) => {
    try {
      await resend.mutateAsync(Email);
      toast.success(t("notices.confirmationSent"));
      form.reset({ Email: "" });
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <Form form={form} onValid={onValid} className="form-stack" aria-label={t("confirmEmail.resendTitle")}>
      <h2 className="form-section-title">{t("confirmEmail.resendTitle")}</h2>
      <FormTextField
        control={form.control}
        name="Email"
        label={t("confirmEmail.email")}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" variant="secondary" loading={resend.isPending || form.formState.isSubmitting}>
        {t("dialogs.resendConfirmation")}
      </Button>
    </Form>
  );
}

/**
 * The link of an e-mail change (`&change=1`, ADR 0014): completes the change once on load. When this browser
 * is logged in as that member, the returned token (the spec's Data.Token) replaces the old one, which the
 * change revoked; anyone else is asked to log in with the new address.
 */
function EmailChangeConfirmation({ userId, token }: { userId: string; token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t("confirmEmail.changeTitle"));
  const confirm = useConfirmEmailChange();
  const [loggedIn, setLoggedIn] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token || !userId) return;
    started.current = true;
    // Who was logged in when the link opened: the change revokes that session while the call runs, and the
    // start-up session check may see the old token refused before the new one is stored.
    const viewer = readSession().user?.Id;
    void whileReplacingToken(async () => {
      const { Data } = await confirm.mutateAsync({ token, userId });
      if (viewer === Data.User.Id) {
        login(storedUserAfterEmailChange(Data), Data.Token);
        setLoggedIn(true);
      }
    }).catch(() => {
      // The mutation's error state shows the failure.
    });
  }, [token, userId, confirm]);

  const missing = !token || !userId;
  return (
    <div className="container page auth">
      <div className="auth__card">
        <div className="auth__header">
          <h1>{t("confirmEmail.changeTitle")}</h1>
        </div>
        {missing || confirm.isError ? (
          <StatusPanel tone="error">
            <p>{missing ? t("notices.emailChangeLinkInvalid") : errorMessage(t, confirm.error)}</p>
          </StatusPanel>
        ) : confirm.isSuccess ? (
          <div className="form-stack">
            <StatusPanel tone="success">
              <p>{confirm.data.Message || t("notices.emailChanged")}</p>
            </StatusPanel>
            {loggedIn ? (
              <Link to={accountRoutes.to("profileAccount")} className="ui-button ui-button--primary ui-button--md">
                {t("confirmEmail.toAccount")}
              </Link>
            ) : (
              <Button onClick={() => openLogin({ redirectTo: "/profile/account" })}>
                {t("confirmEmail.changeLogin")}
              </Button>
            )}
          </div>
        ) : (
          <p role="status">{t("confirmEmail.changeChecking")}</p>
        )}
      </div>
    </div>
  );
}

/** E-mail confirmation landing at /confirmemail/:userId?token=…; confirms once on load. */
export function ConfirmEmailPage() {
  const { userId = "" } = useParams();
  const [params] = useSearchParams();
  if (params.get("change") === "1")
    return <EmailChangeConfirmation userId={userId} token={params.get("token") ?? ""} />;
  return <AccountConfirmation />;
}

function AccountConfirmation() {
  const { t } = useTranslation();
  useDocumentTitle(t("confirmEmail.title"));
  const { userId = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmAccount();

  // Confirmation tokens are single-use: guard against StrictMode running the effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token || !userId) return;
    started.current = true;
    confirm.mutate({ token, userId });
  }, [token, userId, confirm]);

  const missing = !token || !userId;
  const failed = missing || confirm.isError;
  const failure = missing ? t("notices.confirmationLinkInvalid") : errorMessage(t, confirm.error);

  return (
    <div className="container page auth">
      <div className="auth__card">
        <div className="auth__header">
          <h1>{t("confirmEmail.title")}</h1>
        </div>
        {failed ? (
          <div className="form-stack">
            <StatusPanel tone="error">
              <p>{failure}</p>
            </StatusPanel>
            <p className="muted">
              {t("confirmEmail.alreadyConfirmed")}{" "}
              <Button variant="link" onClick={() => openLogin({ redirectTo: "/" })}>
                {t("confirmEmail.login")}
              </Button>
            </p>
            <ResendForm />
          </div>
        ) : confirm.isSuccess ? (
          <div className="form-stack">
            <StatusPanel tone="success">
              <p>{confirm.data.Message || t("notices.accountConfirmed")}</p>
            </StatusPanel>
            <Button onClick={() => openLogin({ redirectTo: "/" })}>{t("confirmEmail.login")}</Button>
          </div>
        ) : (
          <p role="status">{t("confirmEmail.checking")}</p>
        )}
      </div>
    </div>
  );
}
