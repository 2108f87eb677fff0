import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { useLinkAction } from "../api/newsletters.ts";
import "./newsletters.css";

function Outcome({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <div
      className={`card newsletter-link__outcome${ok ? "" : " newsletter-link__outcome--error"}`}
      role={ok ? "status" : "alert"}
    >
      {children}
    </div>
  );
}

/**
 * /mailing/confirm?token: the visitor's confirmation link; confirms at once (the click on the mailed link is
 * the consent).
 */
export function ConfirmSubscriptionPage({ archivePath }: { archivePath: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t("newsletterLinks.confirmTitle"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useLinkAction("confirm");
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);
  return (
    <div className="container page newsletters reading">
      <h1>{t("newsletterLinks.confirmTitle")}</h1>
      {!token ? (
        <Outcome ok={false}>{t("newsletterLinks.missingToken")}</Outcome>
      ) : confirm.isSuccess ? (
        <Outcome ok>{confirm.data.Message || t("newsletterLinks.confirmed")}</Outcome>
      ) : confirm.isError ? (
        <Outcome ok={false}>{errorMessage(t, confirm.error)}</Outcome>
      ) : (
        <p className="muted">{t("newsletterLinks.working")}</p>
      )}
      <p>
        <Link to={archivePath}>{t("newsletterLinks.backToMailing")}</Link>
      </p>
    </div>
  );
}

/**
 * /mailing/unsubscribe?token: the unsubscribe link opened in a browser. A GET must not unsubscribe (link
 * scanners open every link in a mail), so the page asks; mail clients' one-click POST goes to the server
 * directly (RFC 8058).
 */
export function UnsubscribePage({ archivePath }: { archivePath: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t("newsletterLinks.unsubscribeTitle"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useLinkAction("unsubscribe");
  return (
    <div className="container page newsletters reading">
      <h1>{t("newsletterLinks.unsubscribeTitle")}</h1>
      {!token ? (
        <Outcome ok={false}>{t("newsletterLinks.missingToken")}</Outcome>
      ) : unsubscribe.isSuccess ? (
        <Outcome ok>{unsubscribe.data.Message}</Outcome>
      ) : (
        <>
          <p>{t("newsletterLinks.unsubscribeIntro")}</p>
          {unsubscribe.isError ? <Outcome ok={false}>{errorMessage(t, unsubscribe.error)}</Outcome> : null}
          <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t("newsletterLinks.unsubscribeButton")}
          </Button>
        </>
      )}
      <p>
        <Link to={archivePath}>{t("newsletterLinks.backToMailing")}</Link>
      </p>
    </div>
  );
}
