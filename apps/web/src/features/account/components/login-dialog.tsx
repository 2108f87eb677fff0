import { loginSchema } from "@haa/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { getRedirectTarget } from "../../../shared/session/redirect.ts";
import { type StoredUser, login as storeLogin } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useLogin } from "../api/login.ts";
import { isEmailNotConfirmed, toStoredUser } from "../login-user.ts";
import "./account.css";
import { accountRoutes } from "../manifest.ts";

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs after the user is stored (navigation, follow-up calls). */
  onLoggedIn?: (user: StoredUser) => void | Promise<void>;
}

const EMPTY = { Email: "", Password: "" };

/** The login dialog (spec 000 §2, screen 5). */
export function LoginDialog({ open, onClose, onLoggedIn }: LoginDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(loginSchema, { defaultValues: EMPTY });
  const login = useLogin();
  const [confirmNeeded, setConfirmNeeded] = useState(false);
  // The refusal is said beside the fields as well as in the toast, and focus moves to it (issue "One coherent
  // product"), so a screen reader hears it; both fields are cleared all the same, as spec 000 §4 and §8 require.
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (!open) setFailure(null);
  }, [open]);

  const onValid = async (values: { Email: string; Password: string }) => {
    setFailure(null);
    try {
      const { Data } = await login.mutateAsync({ Email: values.Email, Password: values.Password, AccountType: 1 });
      const user = toStoredUser(Data);
      storeLogin(user, user.Access_Token);
      toast.success(t("notices.loggedIn"));
      form.reset(EMPTY);
      onClose();
      await onLoggedIn?.(user);
    } catch (error) {
      const notConfirmed = isEmailNotConfirmed(error);
      form.reset(EMPTY);
      if (notConfirmed && getRedirectTarget()) {
        setConfirmNeeded(true);
        return;
      }
      const message = notConfirmed ? t("login.emailNotConfirmed") : errorMessage(t, error);
      toast.error(message);
      setFailure(message);
    }
  };

  const busy = login.isPending || form.formState.isSubmitting;

  return (
    <>
      <Dialog open={open && !confirmNeeded} onClose={onClose} title={t("login.title")} width={460}>
        <p className="muted">{t("login.intro")}</p>
        <Form form={form} onValid={onValid} className="form-stack" aria-label={t("login.title")}>
          {failure ? (
            <p ref={failureRef} role="alert" tabIndex={-1} className="auth__error">
              {failure}
            </p>
          ) : null}
          <FormTextField
            control={form.control}
            name="Email"
            label={t("login.email")}
            type="email"
            autoComplete="email"
          />
          <FormTextField
            control={form.control}
            name="Password"
            label={t("login.password")}
            type="password"
            autoComplete="current-password"
          />
          <Link to={accountRoutes.to("forgotPassword")} className="form-inline-link" onClick={onClose}>
            {t("login.forgotPassword")}
          </Link>
          <Button type="submit" block loading={busy}>
            {t("login.submit")}
          </Button>
        </Form>
        <p className="auth__footer">
          {t("login.noAccount")}{" "}
          <Link to={accountRoutes.to("register")} onClick={onClose}>
            {t("login.register")}
          </Link>
        </p>
      </Dialog>
      <Dialog
        open={open && confirmNeeded}
        onClose={() => {
          setConfirmNeeded(false);
          onClose();
        }}
        title={t("dialogs.confirmEmailTitle")}
        width={460}
        footer={
          <Button
            data-autofocus
            onClick={() => {
              setConfirmNeeded(false);
              onClose();
            }}
          >
            {t("common.ok")}
          </Button>
        }
      >
        <p>{t("dialogs.confirmEmailText")}</p>
      </Dialog>
    </>
  );
}
