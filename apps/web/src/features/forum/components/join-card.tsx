import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { rememberRedirectTarget } from "../../../shared/session/redirect.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { accountRoutes } from "../../account/manifest.ts";

/** The visitors' call to join: post bodies and comments are for members (ADR 0026). */
export function JoinCard({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="forum-join card" aria-labelledby="forum-join-title">
      <h2 id="forum-join-title">{title ?? t("forum.joinTitle")}</h2>
      <p>{text ?? t("forum.joinText")}</p>
      <div className="forum-join__actions">
        <Button
          onClick={() => {
            rememberRedirectTarget(location.pathname + location.search);
            openLogin();
          }}
        >
          {t("forum.loginButton")}
        </Button>
        <Link to={accountRoutes.to("register")} className="ui-button ui-button--secondary ui-button--md">
          {t("forum.joinLink")}
        </Link>
      </div>
    </section>
  );
}
