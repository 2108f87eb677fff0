import { useTranslation } from "react-i18next";
import { dismissToast, useToasts } from "./toast-store.ts";
import "./toaster.css";

function Icon({ kind }: { kind: "success" | "error" }) {
  return (
    <svg className="ui-toast__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {kind === "success" ? (
        <path
          d="M6 10.5l2.6 2.6L14 7.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M10 5.5v5.5M10 14v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The live region every toast is announced in; mounted once, before any toast appears. */
export function Toaster() {
  const { t } = useTranslation();
  const items = useToasts();
  return (
    <section className="ui-toaster" aria-label={t("common.notifications")}>
      <div aria-live="polite" aria-relevant="additions text" className="ui-toaster__list">
        {items.map((item) => (
          <div key={item.id} className={`ui-toast ui-toast--${item.kind}`} data-testid="toast">
            <Icon kind={item.kind} />
            <p className="ui-toast__message">
              <span className="visually-hidden">
                {item.kind === "success" ? t("common.success") : t("common.error")}:{" "}
              </span>
              {item.message}
            </p>
            <button
              type="button"
              className="ui-toast__close"
              aria-label={t("common.dismiss")}
              onClick={() => dismissToast(item.id)}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
