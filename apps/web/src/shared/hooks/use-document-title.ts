import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets `<title>` to "<page> · Healing Arts Association" (or the bare site name). */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const site = t("common.siteName");
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
  }, [title, site]);
}
