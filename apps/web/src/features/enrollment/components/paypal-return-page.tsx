import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { useCompletePaypal } from "../api/enrollment.ts";
import { EnrolledNotice } from "./enrolled-notice.tsx";
import "./enrollment.css";

export interface PaypalReturnLinks {
  register: string;
  myCourses: string;
  courses: string;
}

/**
 * Hands the address PayPal sent the browser back to to the server once (a repeat, e.g. a reload, answers the
 * same receipt): the confirm address enrols, the cancel address gives the held seat back.
 */
function Completion({ kind, links }: { kind: "confirm" | "cancel"; links: PaypalReturnLinks }) {
  const { t } = useTranslation();
  const complete = useCompletePaypal();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    complete.mutate(window.location.href);
  }, [complete]);

  if (complete.isError) {
    return (
      <section className="card" role="alert">
        <p>{errorMessage(t, complete.error)}</p>
        <Link to={links.courses}>{t("enrollmentCheckout.browse")}</Link>
      </section>
    );
  }
  if (!complete.data) {
    return (
      <p role="status" className="muted">
        {t(kind === "confirm" ? "enrollmentPaypal.confirming" : "enrollmentPaypal.cancelling")}
      </p>
    );
  }
  const receipt = complete.data.Data;
  if (receipt.Status === "enrolled") return <EnrolledNotice receipt={receipt} myCoursesPath={links.myCourses} />;
  return (
    <section className="card" role="status">
      <h2>{t("enrollmentPaypal.cancelledTitle")}</h2>
      <p>{t("enrollmentPaypal.cancelledText", { title: receipt.Title })}</p>
      <Link to={links.courses}>{t("enrollmentCheckout.browse")}</Link>
    </section>
  );
}

function PaypalReturnPage({ kind, links }: { kind: "confirm" | "cancel"; links: PaypalReturnLinks }) {
  const { t } = useTranslation();
  const title = t(kind === "confirm" ? "enrollmentPaypal.confirmTitle" : "enrollmentPaypal.cancelTitle");
  useDocumentTitle(title);
  return (
    <div className="container page enrollment">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <MemberGate title={title} registerTo={links.register}>
        {() => <Completion kind={kind} links={links} />}
      </MemberGate>
    </div>
  );
}

/** /confirmpaypalpayment: PayPal approved; capture and enrol. */
export function ConfirmPaypalPage({ links }: { links: PaypalReturnLinks }) {
  return <PaypalReturnPage kind="confirm" links={links} />;
}

/** /cancelpaypalpayment: the payer cancelled at PayPal; the seat goes back. */
export function CancelPaypalPage({ links }: { links: PaypalReturnLinks }) {
  return <PaypalReturnPage kind="cancel" links={links} />;
}
