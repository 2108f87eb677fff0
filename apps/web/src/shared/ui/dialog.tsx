import * as RadixDialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./dialog.css";
import { focusMainHeading } from "./focus-main.ts";

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

/**
 * A modal dialog (Radix Dialog): rendered in a portal, labelled by its title, the rest of the page inert
 * and unscrollable, focus kept inside, Esc closes, and focus goes back to what opened it, or to the page's main
 * heading when that is gone. First focus goes to an element marked `data-autofocus`, else to the first field of
 * the body (not the close button).
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
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Our dialogs are opened by state, not by a Radix trigger, so the opener is remembered here.
  const openerRef = useRef<HTMLElement | null>(null);
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && dismissible) onCloseRef.current();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__backdrop">
          <RadixDialog.Content
            aria-modal="true"
            // The dialogs have no single description element; their body is read in order.
            aria-describedby={undefined}
            className={["ui-dialog", `ui-dialog--${tone}`, className ?? ""].filter(Boolean).join(" ")}
            style={{ maxWidth: `${width}px` }}
            onOpenAutoFocus={(event) => {
              openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              const panel = event.currentTarget as HTMLElement;
              const body = panel.querySelector<HTMLElement>(".ui-dialog__body");
              const first =
                panel.querySelector<HTMLElement>("[data-autofocus]") ?? body?.querySelector<HTMLElement>(FOCUSABLE);
              if (!first) return;
              event.preventDefault();
              first.focus();
            }}
            onCloseAutoFocus={(event) => {
              const opener = openerRef.current;
              event.preventDefault();
              // The opener may be gone (the header's Login once the reader is logged in, a row the dialog deleted):
              // the focus would drop to the page's start, so it goes to the page's main heading instead.
              if (opener?.isConnected) opener.focus();
              else focusMainHeading();
            }}
            onEscapeKeyDown={keepOpen}
            onPointerDownOutside={keepOpen}
            onInteractOutside={keepOpen}
          >
            <div className="ui-dialog__header">
              <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
              {dismissible ? (
                <RadixDialog.Close className="ui-dialog__close" aria-label={t("common.close")}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </RadixDialog.Close>
              ) : null}
            </div>
            <div className="ui-dialog__body">{children}</div>
            {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
