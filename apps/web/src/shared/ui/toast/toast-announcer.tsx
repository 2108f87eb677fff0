import { useTranslation } from "react-i18next";
import { useToasts } from "./toast-store.ts";

/**
 * The first toasts as a screen reader hears them while the visible toaster (Radix) is still loading: a polite
 * live region that is in the page from the start, so a toast pushed before the toaster's region exists is read.
 * The page drops it once the toaster is mounted (`Toaster`'s `onReady`); from then on the toaster's list is the
 * live region.
 */
export function ToastAnnouncer() {
  const { t } = useTranslation();
  const items = useToasts();
  return (
    <div className="visually-hidden" aria-live="polite" aria-relevant="additions text">
      {items.map((item) => (
        <p key={item.id}>
          {item.kind === "success" ? t("common.success") : t("common.error")}: {item.message}
        </p>
      ))}
    </div>
  );
}
