import { type ChangeEmailForm, changeEmailSchema } from "@haa/domain";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import type { StoredUser } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useChangeEmail } from "../api/change-email.ts";
import { logOutEverywhere } from "../api/logout.ts";
import { StatusPanel } from "./status-panel.tsx";
import "./account.css";
import { contentRoutes } from "../../content/manifest.ts";
import { accountRoutes } from "../manifest.ts";

/** Server field names of User/ChangeUserEmail mapped to the form's fields. */
const SERVER_FIELDS: Record<string, keyof ChangeEmailForm> = { email: "Email", Email: "Email", Password: "Password" };

function ChangeEmailCard({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useZodForm(changeEmailSchema, { defaultValues: { Email: "", Password: "" } });
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);

  const onValid = async ({ Email, Password }: { Email: string; Password: string }) => {
    setSent(null);
    try {
      const { Message } = await change.mutateAsync({ userId: user.Id, email: Email, password: Password });
      toast.success(Message);
      setSent(Message);
      form.reset({ Email: "", Password: "" });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.errors) : [];
      const known = fields.filter(([field]) => field in SERVER_FIELDS);
      for (const [field, message] of known) {
        const name = SERVER_FIELDS[field];
        if (name) form.setError(name, { message }, { shouldFocus: true });
      }
      if (known.length === 0) toast.error(errorMessage(t, error));
    }
  };

  return (
    <section className="card account-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("accountPage.emailTitle")}</h2>
      <p>{t("accountPage.emailText", { email: user.Email })}</p>
      <Form form={form} onValid={onValid} className="form-stack" aria-labelledby={titleId}>
        <FormTextField
          control={form.control}
          name="Email"
          label={t("accountPage.newEmail")}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={form.control}
          name="Password"
          label={t("accountPage.currentPassword")}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" loading={change.isPending || form.formState.isSubmitting}>
          {t("accountPage.emailSubmit")}
        </Button>
        {sent ? (
          <StatusPanel tone="success">
            <p>{sent}</p>
          </StatusPanel>
        ) : null}
      </Form>
    </section>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await logOutEverywhere();
      toast.success(t("notices.loggedOutEverywhere"));
      navigate(contentRoutes.to("home"));
    } catch (error) {
      toast.error(errorMessage(t, error));
      setBusy(false);
    }
  };
  return (
    <section className="card account-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("accountPage.sessionsTitle")}</h2>
      <p>{t("accountPage.sessionsText")}</p>
      <Button variant="secondary" loading={busy} onClick={() => void onClick()}>
        {t("accountPage.logoutEverywhere")}
      </Button>
    </section>
  );
}

/**
 * /profile/account: the login e-mail change and "log out everywhere" (issue 6); the route module adds the
 * sections other features own (the address book) through `sections`.
 */
export function AccountPage({ sections }: { sections?: (user: StoredUser) => ReactNode } = {}) {
  const { t } = useTranslation();
  const title = t("accountPage.title");
  useDocumentTitle(title);
  return (
    <div className="container page account-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{t("accountPage.lead")}</p>
      </header>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {(user) => (
          <div className="account-page__grid">
            <ChangeEmailCard user={user} />
            <SessionsCard />
            {sections?.(user)}
          </div>
        )}
      </MemberGate>
    </div>
  );
}
