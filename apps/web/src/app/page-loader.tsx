import { useTranslation } from "react-i18next";

/** Shown while the first screen's chunk loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
