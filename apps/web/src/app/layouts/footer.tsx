import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SUPPORT_EMAIL } from "../../shared/config.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { FOOTER_COLUMNS, NAV_GROUPS } from "./nav-groups.ts";

/** The footer: the association, a sitemap of every public section and the legal pages, contact and language. */
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
        <div className="site-footer__contact">
          <p>
            {t("footer.contact")} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <LanguagePicker tone="light" />
        </div>
      </div>
      <nav className="container site-footer__sitemap" aria-label={t("footer.sitemapLabel")}>
        {[...NAV_GROUPS, ...FOOTER_COLUMNS].map((column) => (
          <div key={column.id} className="site-footer__column">
            <h2 className="site-footer__heading" id={`footer-${column.id}`}>
              {t(column.label)}
            </h2>
            <ul className="site-footer__links" aria-labelledby={`footer-${column.id}`}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="container site-footer__legal">
        <p>{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
