import { TOAST_DURATION_MS } from "@haa/domain";
import * as RadixToast from "@radix-ui/react-toast";
import { useLayoutEffect, useState } from "react";
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

/**
 * The toasts (Radix Toast: a labelled region reachable with F8, timers paused while hovered or focused, Esc or
 * a swipe dismisses), loaded with the first toast. Announcements come from the list itself, a polite live
 * region: Radix's own announcer (a node added for one second) is pointed at a detached element, so each toast
 * is read once. Until this is mounted, `ToastAnnouncer` reads the first toasts; `onReady` tells the page to
 * drop it, before the browser paints both.
 */
export function Toaster({ onReady }: { onReady?: () => void } = {}) {
  const { t } = useTranslation();
  const items = useToasts();
  const [silentAnnouncer] = useState(() => document.createElement("div"));
  useLayoutEffect(() => onReady?.(), [onReady]);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      label={t("common.notifications")}
      announcerContainer={silentAnnouncer}
    >
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          type="background"
          className={`ui-toast ui-toast--${item.kind}`}
          data-testid="toast"
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <Icon kind={item.kind} />
          <RadixToast.Description className="ui-toast__message">
            <span className="visually-hidden">
              {item.kind === "success" ? t("common.success") : t("common.error")}:{" "}
            </span>
            {item.message}
          </RadixToast.Description>
          <RadixToast.Close className="ui-toast__close" aria-label={t("common.dismiss")}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <div className="ui-toaster">
        <RadixToast.Viewport
          className="ui-toaster__list"
          label={t("common.notifications")}
          aria-live="polite"
          aria-relevant="additions text"
        />
      </div>
    </RadixToast.Provider>
  );
}
