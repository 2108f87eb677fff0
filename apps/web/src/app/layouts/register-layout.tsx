import { useTranslation } from "react-i18next";
import { Link, Outlet, useNavigation } from "react-router";
import { SUPPORT_EMAIL } from "../../shared/config.ts";
import { routes } from "../paths.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { Logo } from "./logo.tsx";
import "./layout.css";

/** A quieter, centred layout for sign-up and password screens. */
export function RegisterLayout() {
  const { t } = useTranslation();
  // Busy while the next screen loads, as in the main layout.
  const busy = useNavigation().state !== "idle";
  return (
    <div className="layout layout--register">
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <header className="register-header">
        <div className="container register-header__inner">
          <Logo />
          <LanguagePicker />
        </div>
      </header>
      <main id="main" className="layout__main register-main" tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <footer className="register-footer">
        <div className="container register-footer__inner">
          <nav aria-label={t("footer.navLabel")}>
            <ul className="register-footer__links">
              <li>
                <Link to={routes.home.pattern}>{t("nav.home")}</Link>
              </li>
              <li>
                <Link to={routes.termsAndConditions.pattern}>{t("footer.terms")}</Link>
              </li>
              <li>
                <Link to={routes.privacyPolicy.pattern}>{t("footer.privacy")}</Link>
              </li>
            </ul>
          </nav>
          <p>
            {t("footer.contact")} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
      </footer>
    </div>
  );
}
