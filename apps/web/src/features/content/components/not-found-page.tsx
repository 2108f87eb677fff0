import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import "./content.css";
import { contentRoutes } from "../manifest.ts";

/** The not-found page every unknown path is sent to (spec 000 §2, screen 7). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <div className="container page status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="status-page__text">{t("notFound.text")}</p>
      <ButtonLink to={contentRoutes.to("home")} size="lg">
        {t("notFound.backHome")}
      </ButtonLink>
    </div>
  );
}
