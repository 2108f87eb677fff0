import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import {
  ABOUT,
  CODE_OF_ETHICS,
  type LegalDocument,
  PRIVACY_POLICY,
  TERMS_AND_CONDITIONS,
  TERMS_OF_SERVICE,
} from "../pages/legal-content.ts";
import "./content.css";

interface DocumentPageProps {
  title: string;
  lead: string;
  document: LegalDocument;
}

function DocumentPage({ title, lead, document }: DocumentPageProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(title);
  const englishOnly = !(i18n.resolvedLanguage ?? "en").startsWith("en");
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{lead}</p>
        <p className="muted">{t("legal.updated", { date: formatDate(document.updated) ?? document.updated })}</p>
        {englishOnly ? <p className="legal__note">{t("legal.englishOnly")}</p> : null}
      </header>
      <div className="legal">
        <nav className="legal__toc" aria-label={t("legal.contents")}>
          <h2>{t("legal.contents")}</h2>
          {/* The headings are the documents' own, in English like their text (WCAG 3.1.2). */}
          <ol lang="en">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body" lang="en">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

export function TermsAndConditionsPage() {
  const { t } = useTranslation();
  return <DocumentPage title={t("legal.terms.title")} lead={t("legal.terms.lead")} document={TERMS_AND_CONDITIONS} />;
}

export function TermsOfServicePage() {
  const { t } = useTranslation();
  return <DocumentPage title={t("legal.service.title")} lead={t("legal.service.lead")} document={TERMS_OF_SERVICE} />;
}

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <DocumentPage title={t("legal.privacy.title")} lead={t("legal.privacy.lead")} document={PRIVACY_POLICY} />;
}

export function EthicsPage() {
  const { t } = useTranslation();
  return <DocumentPage title={t("legal.ethics.title")} lead={t("legal.ethics.lead")} document={CODE_OF_ETHICS} />;
}

export function AboutPage() {
  const { t } = useTranslation();
  return <DocumentPage title={t("legal.about.title")} lead={t("legal.about.lead")} document={ABOUT} />;
}
