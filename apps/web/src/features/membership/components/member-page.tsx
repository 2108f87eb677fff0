import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import type { StoredUser } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import "./membership.css";
import { accountRoutes } from "../../account/manifest.ts";

export interface MemberPageProps {
  title: string;
  lead?: string;
  /** The page for the logged-in member; visitors see the login prompt (it sets the redirect target). */
  children: (user: StoredUser) => ReactNode;
}

/** The frame of every member page: eyebrow, title, and the login prompt for visitors. */
export function MemberPage({ title, lead, children }: MemberPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="container page member-area">
      <header className="page-header">
        <span className="eyebrow">{t("memberArea.eyebrow")}</span>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </header>
      <MemberGate title={title} registerTo={accountRoutes.to("register")}>
        {children}
      </MemberGate>
    </div>
  );
}

/** A loading line, announced politely. */
export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="member-area__status">
      <span className="member-area__spinner" aria-hidden="true" />
      {text ?? t("memberArea.loading")}
    </p>
  );
}

/** A failed load, with a way to try again. */
export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="member-area__error">
      <p>{text ?? t("memberArea.unavailable")}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("memberArea.retry")}
      </Button>
    </div>
  );
}
