import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SUPPORT_EMAIL } from "../../shared/config.ts";
import { routes } from "../paths.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { NAV_GROUPS } from "./nav-groups.ts";

/** The footer's own columns beside the header's four groups: joining, and the legal pages (ADR 0064). */
const FOOTER_COLUMNS = [
  {
    id: "join",
    label: "footer.join",
    links: [
      { to: routes.membership.pattern, label: "nav.membership" },
      { to: routes.store.pattern, label: "nav.store" },
      { to: routes.register.pattern, label: "nav.register" },
    ],
  },
  {
    id: "legal",
    label: "footer.legal",
    links: [
      { to: routes.termsOfService.pattern, label: "footer.termsOfService" },
      { to: routes.termsAndConditions.pattern, label: "footer.terms" },
      { to: routes.privacyPolicy.pattern, label: "footer.privacy" },
      { to: routes.ethics.pattern, label: "footer.ethics" },
      { to: routes.howForum.pattern, label: "footer.howForum" },
      { to: routes.about.pattern, label: "footer.about" },
    ],
  },
] as const;

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
