import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The association's mark and name; links home. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#1d5752" />
        <path
          d="M32 50c-9-6-15-13-15-21a8 8 0 0 1 15-4 8 8 0 0 1 15 4c0 8-6 15-15 21z"
          fill="none"
          stroke="#f3e7cf"
          strokeWidth="3.5"
          strokeLinejoin="round"
        />
        <path
          d="M32 24v22M32 34c-4-2-7-6-7-10M32 38c4-2 7-6 7-10"
          fill="none"
          stroke="#c9dccb"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{t("common.siteName")}</span>
        <span className="logo__tagline">{t("common.tagline")}</span>
      </span>
    </Link>
  );
}
