import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { openLogin } from "./login-dialog-store.ts";
import { rememberRedirectTarget } from "./redirect.ts";
import { ADMIN_ACCOUNT_TYPE, isLoggedIn, useSession } from "./session-store.ts";

export interface AdminGateProps {
  /** The page's own words for a member who is not an administrator, and for a visitor. */
  forbiddenTitle: string;
  forbiddenText: string;
  loginText: string;
  children: ReactNode;
}

/**
 * The body of an administration page: the tool for an administrator, a refusal for any other member, and a
 * login call for a visitor that comes back to this page (query string included) after logging in. The server
 * refuses the calls anyway; this only says so before the first one.
 */
export function AdminGate({ forbiddenTitle, forbiddenText, loginText, children }: AdminGateProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (isLoggedIn(session) && session.user.AccountType === ADMIN_ACCOUNT_TYPE) return <>{children}</>;
  if (isLoggedIn(session)) {
    return (
      <div className="card reading" role="alert">
        <h2>{forbiddenTitle}</h2>
        <p>{forbiddenText}</p>
      </div>
    );
  }
  return (
    <div className="card reading">
      <h2>{t("memberArea.loginTitle")}</h2>
      <p>{loginText}</p>
      <Button
        onClick={() => {
          rememberRedirectTarget(window.location.pathname + window.location.search);
          openLogin();
        }}
      >
        {t("nav.login")}
      </Button>
    </div>
  );
}
