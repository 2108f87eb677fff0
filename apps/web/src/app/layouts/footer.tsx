import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SUPPORT_EMAIL } from "../../shared/config.ts";
import { paths } from "../paths.ts";
import { LanguagePicker } from "./language-picker.tsx";

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{t("common.siteName")}</p>
          <p className="site-footer__mission">{t("footer.mission")}</p>
        </div>
        <nav aria-label={t("footer.navLabel")}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.about}>{t("footer.about")}</Link>
            </li>
            <li>
              <Link to={paths.announcement}>{t("nav.announcements")}</Link>
            </li>
            <li>
              <Link to={paths.termsAndConditions}>{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>{t("footer.privacy")}</Link>
            </li>
            <li>
              <Link to={paths.ethics}>{t("footer.ethics")}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t("footer.contactLink")}</Link>
            </li>
            <li>
              <Link to={paths.mailing}>{t("footer.newsletterLink")}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__contact">
          <p>
            {t("footer.contact")} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <LanguagePicker tone="light" />
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
