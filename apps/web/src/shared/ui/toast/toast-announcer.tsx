import { useTranslation } from "react-i18next";
import { useToasts } from "./toast-store.ts";

/**
 * The toasts as a screen reader hears them: a polite live region that is in the page from the start, so the
 * first toast is read even though the visible toaster (Radix) only loads when that toast is pushed.
 */
export function ToastAnnouncer() {
  const { t } = useTranslation();
  const items = useToasts();
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-relevant="additions text">
      {items.map((item) => (
        <p key={item.id}>
          {item.kind === "success" ? t("common.success") : t("common.error")}: {item.message}
        </p>
      ))}
    </div>
  );
}
