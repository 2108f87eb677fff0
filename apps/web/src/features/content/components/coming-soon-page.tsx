import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { type Area, paths } from "../../../app/paths.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import "./content.css";

function isArea(value: unknown): value is Area {
  return typeof value === "string";
}

/** Placeholder for registered routes whose screens arrive in later issues. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  const area =
    typeof handle === "object" && handle !== null && "area" in handle && isArea(handle.area) ? handle.area : "pages";
  const title = t(`areas.${area}`);
  useDocumentTitle(title);
  return (
    <div className="container page status-page">
      <span className="eyebrow">{t("comingSoon.eyebrow")}</span>
      <h1>{title}</h1>
      <p className="status-page__text">{t("comingSoon.text")}</p>
      <div className="status-page__actions">
        <ButtonLink to={paths.home}>{t("comingSoon.backHome")}</ButtonLink>
        <ButtonLink to={paths.membership} variant="secondary">
          {t("comingSoon.membership")}
        </ButtonLink>
      </div>
    </div>
  );
}
