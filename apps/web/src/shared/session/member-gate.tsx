import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "../ui/button.tsx";
import "./member-gate.css";
import { openLogin } from "./login-dialog-store.ts";
import { rememberRedirectTarget } from "./redirect.ts";
import { isLoggedIn, type StoredUser, useSession } from "./session-store.ts";

export interface LoginPromptProps {
  /** The page's name, as the prompt says what logging in opens. */
  title: string;
  /** Where the "register" link goes. */
  registerTo: string;
  /**
   * A whole sentence of the page's own, said instead of 'Log in to see {{page}}…' when a page name does not
   * say what logging in opens (e.g. the instructor checkout asks for an instructor's account).
   */
  text?: string;
}

/** Asks a visitor to log in and remembers where to come back to (the redirect target of spec 000 §4). */
export function LoginPrompt({ title, registerTo, text }: LoginPromptProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="login-prompt card">
      <h2>{t("memberArea.loginTitle")}</h2>
      <p>{text ?? t("memberArea.loginText", { page: title })}</p>
      <div className="login-prompt__actions">
        <Button
          onClick={() => {
            rememberRedirectTarget(location.pathname + location.search);
            openLogin();
          }}
        >
          {t("nav.login")}
        </Button>
        <Link to={registerTo} className="ui-button ui-button--secondary ui-button--md">
          {t("nav.register")}
        </Link>
      </div>
    </div>
  );
}

export interface MemberGateProps extends LoginPromptProps {
  /** The page for the logged-in member. */
  children: (user: StoredUser) => ReactNode;
}

/** Shows a member page to a logged-in member and the login prompt to everyone else. */
export function MemberGate({ title, registerTo, text, children }: MemberGateProps) {
  const session = useSession();
  return isLoggedIn(session) ? (
    children(session.user)
  ) : (
    <LoginPrompt title={title} registerTo={registerTo} text={text} />
  );
}
