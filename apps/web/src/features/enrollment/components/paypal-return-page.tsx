import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { type PaypalReturnReceipt, useCompletePaypal } from "../api/enrollment.ts";
import { EnrolledNotice } from "./enrolled-notice.tsx";
import "./enrollment.css";

export interface PaypalReturnLinks {
  register: string;
  myCourses: string;
  courses: string;
  myManuals: string;
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
  if (receipt.Kind === "manual") return <ManualReturn receipt={receipt} links={links} />;
  if (receipt.Status === "enrolled") {
    return (
      <EnrolledNotice
        receipt={{
          ...receipt,
          Status: "enrolled",
          EnrollmentId: receipt.EnrollmentId ?? 0,
          CourseId: receipt.CourseId ?? 0,
        }}
        myCoursesPath={links.myCourses}
      />
    );
  }
  return (
    <section className="card" role="status">
      <h2>{t("enrollmentPaypal.cancelledTitle")}</h2>
      <p>{t("enrollmentPaypal.cancelledText", { title: receipt.Title })}</p>
      <Link to={links.courses}>{t("enrollmentCheckout.browse")}</Link>
    </section>
  );
}

/** A manual bought (or not) with PayPal (ADR 0051): the copy's purchase id and the way to My manuals. */
function ManualReturn({ receipt, links }: { receipt: PaypalReturnReceipt; links: PaypalReturnLinks }) {
  const { t } = useTranslation();
  if (receipt.Status === "bought") {
    return (
      <section className="card enrollment-done" aria-live="polite">
        <h2>{t("enrollmentCheckout.manualBoughtTitle")}</h2>
        <p>{t("enrollmentCheckout.manualBought", { title: receipt.Title, id: receipt.PurchaseId ?? "" })}</p>
        {receipt.InvoiceNumber ? (
          <p>{t("enrollmentCheckout.manualInvoice", { number: receipt.InvoiceNumber })}</p>
        ) : null}
        <Link to={links.myManuals} className="ui-button ui-button--primary ui-button--md">
          {t("enrollmentCheckout.manualOpen")}
        </Link>
      </section>
    );
  }
  return (
    <section className="card" role="status">
      <h2>{t("enrollmentPaypal.manualCancelledTitle")}</h2>
      <p>{t("enrollmentPaypal.manualCancelledText", { title: receipt.Title })}</p>
      <Link to={links.myManuals}>{t("enrollmentPaypal.browseManuals")}</Link>
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
      <MemberGate title={title} text={t("enrollmentPaypal.loginText")} registerTo={links.register}>
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
