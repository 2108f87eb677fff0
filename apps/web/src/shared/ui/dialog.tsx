import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import "./dialog.css";

export type DialogWidth = 460 | 500 | 600 | 700;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /** Maximum width in px (spec 000 §2: 460, 500, 600, 700). */
  width?: DialogWidth;
  /** Whether Esc, the close button and a click outside close it (true unless an action must finish). */
  dismissible?: boolean;
  /** Extra class for the panel. */
  className?: string;
  /** A tone for the title icon. */
  tone?: "default" | "error" | "success";
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openCount = 0;

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute("inert"));
}

/**
 * A modal dialog: rendered in a portal, labelled by its title, focus kept inside (Tab wraps), Esc closes,
 * and focus goes back to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 500,
  dismissible = true,
  className,
  tone = "default",
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openCount += 1;
    document.body.classList.add("has-modal");
    const panel = panelRef.current;
    if (panel) {
      const preferred = panel.querySelector<HTMLElement>("[data-autofocus]");
      const body = panel.querySelector<HTMLElement>(".ui-dialog__body");
      const first = preferred ?? (body ? focusables(body)[0] : undefined) ?? panel;
      first.focus();
    }
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.classList.remove("has-modal");
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (dismissible) onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside is a mouse shortcut; keyboards have Esc and the close button.
    <div
      className="ui-dialog__backdrop"
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={["ui-dialog", `ui-dialog--${tone}`, className ?? ""].filter(Boolean).join(" ")}
        style={{ maxWidth: `${width}px` }}
        onKeyDown={onKeyDown}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="ui-dialog__close"
              aria-label={t("common.close")}
              onClick={() => onCloseRef.current()}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="ui-dialog__body">{children}</div>
        {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
