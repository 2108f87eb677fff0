import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import "./button.css";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "link";
type Size = "sm" | "md" | "lg";

interface StyleProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
}

function buttonClass({ variant = "primary", size = "md", block = false }: StyleProps, extra?: string): string {
  return ["ui-button", `ui-button--${variant}`, `ui-button--${size}`, block ? "ui-button--block" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ");
}

const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /**
   * Shows a spinner and ignores presses while an action runs. The button stays focusable (aria-disabled, not
   * disabled): a disabled button drops the keyboard focus to the page's start.
   */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = "button",
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled}
      aria-disabled={(loading && !disabled) || undefined}
      aria-busy={loading || undefined}
      {...rest}
      // A busy submit button must not send its form again (a click, or Enter in one of the form's fields).
      onClick={loading ? ignoreWhileBusy : onClick}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, StyleProps {}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
