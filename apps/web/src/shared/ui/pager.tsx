import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "./button.tsx";
import "./pager.css";

export interface PagerProps {
  page: number;
  pages: number;
  /** The accessible name of the navigation landmark ("Blog pages"): several pagers may share a screen. */
  label: string;
  /**
   * A list whose page lives in the URL passes `hrefFor`: the pager renders links (shareable, the back button
   * works, rel prev/next). A list kept in component state passes `onPage` instead and gets buttons.
   */
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
}

/** Previous / "Page 2 of 7" / Next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, label, hrefFor, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const status = <span>{t("pager.pageOf", { page, pages })}</span>;
  if (hrefFor) {
    return (
      <nav className="ui-pager" aria-label={label}>
        {page > 1 ? (
          <ButtonLink variant="secondary" size="sm" to={hrefFor(page - 1)} rel="prev">
            {t("pager.previous")}
          </ButtonLink>
        ) : null}
        {status}
        {page < pages ? (
          <ButtonLink variant="secondary" size="sm" to={hrefFor(page + 1)} rel="next">
            {t("pager.next")}
          </ButtonLink>
        ) : null}
      </nav>
    );
  }
  return (
    <nav className="ui-pager" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage?.(page - 1)}>
        {t("pager.previous")}
      </Button>
      {status}
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage?.(page + 1)}>
        {t("pager.next")}
      </Button>
    </nav>
  );
}
