import type { CardDetails } from "@haa/domain";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useIdempotencyKey } from "../../../shared/api/idempotency.ts";
import { CardForm as SharedCardForm } from "../../../shared/forms/card-form.tsx";
import { placeNames } from "../../../shared/geography/place-names.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import {
  type CheckoutItem,
  checkoutItemFrom,
  type EligibilityView,
  type EnrollmentReceipt,
  type ManualPurchaseReceipt,
  type PendingPayment,
  useBuyManual,
  useCancelPending,
  useCreatePaypal,
  useEligibility,
  useEnrol,
  useManualForSale,
} from "../api/enrollment.ts";
import { EnrolledNotice } from "./enrolled-notice.tsx";
import "./enrollment.css";

/** How a course or a manual is paid: card through the gateway, or the PayPal redirect. */
type PaymentMethod = "card" | "paypal";

export interface CheckoutLinks {
  membershipUpgrade: string;
  register: string;
  myCourses: string;
  courses: string;
  myManuals: string;
}

const cents = (dollars: number) => Math.round(dollars * 100);

function Summary({ view }: { view: EligibilityView }) {
  const { t, i18n } = useTranslation();
  const { Item: item, Pricing: pricing } = view;
  const first = formatDate(item.FirstDate);
  const last = formatDate(item.LastDate);
  const place =
    item.Format === "online"
      ? t("enrollmentCheckout.online")
      : item.Format === "selfStudy"
        ? t("enrollmentCheckout.selfStudy")
        : [item.City, placeNames(i18n.language).countryNamed(item.Country)].filter(Boolean).join(", ");
  return (
    <section className="card enrollment-summary" aria-labelledby="enrollment-summary-title">
      <h2 id="enrollment-summary-title" lang={item.Lang}>
        {item.Title}
      </h2>
      <dl className="enrollment-facts">
        {first ? (
          <>
            <dt>{t("enrollmentCheckout.dates")}</dt>
            <dd>{first === last || !last ? first : `${first} – ${last}`}</dd>
          </>
        ) : null}
        <dt>{t("enrollmentCheckout.where")}</dt>
        <dd>{place}</dd>
        <dt>{t("enrollmentCheckout.level")}</dt>
        <dd>{t(item.Level === "advanced" ? "enrollmentCheckout.advanced" : "enrollmentCheckout.beginner")}</dd>
        {view.SeatsLeft !== null ? (
          <>
            <dt>{t("enrollmentCheckout.seats")}</dt>
            <dd>{view.SeatsLeft}</dd>
          </>
        ) : null}
      </dl>
      <table className="enrollment-price">
        <caption className="visually-hidden">{t("enrollmentCheckout.priceCaption")}</caption>
        <tbody>
          <tr>
            <th scope="row">{t("enrollmentCheckout.price")}</th>
            <td>{formatPrice(cents(pricing.Price))}</td>
          </tr>
          {pricing.RetakeDiscount > 0 ? (
            <tr>
              <th scope="row">{t("enrollmentCheckout.retake", { percent: pricing.RetakePercent })}</th>
              <td>−{formatPrice(cents(pricing.RetakeDiscount))}</td>
            </tr>
          ) : null}
          <tr className="enrollment-price__total">
            <th scope="row">{t("enrollmentCheckout.total")}</th>
            <td>{formatPrice(cents(pricing.Total))}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function Refusal({ view, links }: { view: EligibilityView; links: CheckoutLinks }) {
  const { t } = useTranslation();
  const upgrade = view.Code === "planNotAllowed" || view.Code === "advancedNotAllowed";
  return (
    <section className="card enrollment-refusal" role="alert">
      <h2>{t("enrollmentCheckout.refusedTitle")}</h2>
      <p>{view.Reason}</p>
      {upgrade ? (
        <Link to={links.membershipUpgrade} className="ui-button ui-button--primary ui-button--md">
          {t("enrollmentCheckout.upgrade")}
        </Link>
      ) : (
        <Link to={links.courses}>{t("enrollmentCheckout.browse")}</Link>
      )}
    </section>
  );
}

/**
 * The member left PayPal without finishing (ADR 0063): while the seat is held they either go back to the same
 * PayPal approval, or cancel the payment, which frees the seat at once and shows the payment choice again.
 */
function PendingPaymentPanel({
  userId,
  item,
  pending,
  onCancelled,
}: {
  userId: number;
  item: CheckoutItem;
  pending: PendingPayment;
  onCancelled: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelPending();
  const [error, setError] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" }).format(new Date(pending.HoldUntil));
  return (
    <section className="card enrollment-pending" aria-labelledby="enrollment-pending-title">
      <h2 id="enrollment-pending-title">{t("enrollmentCheckout.pendingTitle")}</h2>
      <p>{t("enrollmentCheckout.pendingText", { time })}</p>
      {error ? (
        <p role="alert" className="enrollment-error">
          {error}
        </p>
      ) : null}
      <div className="enrollment-pending__actions">
        <Button onClick={() => window.location.assign(pending.ApprovalUrl)}>
          {t("enrollmentCheckout.pendingContinue")}
        </Button>
        <Button
          variant="secondary"
          loading={cancel.isPending}
          onClick={() => {
            setError(null);
            cancel.mutate(
              { userId, item },
              { onSuccess: onCancelled, onError: (failure) => setError(errorMessage(t, failure)) },
            );
          }}
        >
          {t("enrollmentCheckout.pendingCancel")}
        </Button>
      </div>
    </section>
  );
}

function CardForm({
  onPay,
  pending,
  payLabel,
}: {
  onPay: (card: CardDetails) => void;
  pending: boolean;
  payLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <SharedCardForm
      onPay={onPay}
      pending={pending}
      payLabel={payLabel ?? t("enrollmentCheckout.payCard")}
      labels={{
        form: t("enrollmentCheckout.cardTitle"),
        holder: t("enrollmentCheckout.holder"),
        number: t("billing.fields.cardNumber"),
        expiry: t("billing.fields.expiryDate"),
        expiryPlaceholder: t("payment.expiryPlaceholder"),
        cvv: t("billing.fields.cvv"),
      }}
      className="enrollment-card-form"
      rowClassName="enrollment-card-form__row"
    />
  );
}

function Payment({
  userId,
  item,
  view,
  onDone,
}: {
  userId: number;
  item: CheckoutItem;
  view: EligibilityView;
  onDone: (receipt: EnrollmentReceipt) => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [error, setError] = useState<string | null>(null);
  const enrol = useEnrol();
  const paypal = useCreatePaypal();
  const keys = useIdempotencyKey();
  const paypalKeys = useIdempotencyKey();
  const total = view.Pricing.Total;
  const methodName = useId();

  const payByCard = (card: CardDetails | null) => {
    setError(null);
    const fingerprint = JSON.stringify({ item, total, last4: card?.CardNumber.slice(-4) ?? null });
    enrol.mutate(
      { userId, item, amountPaid: total, card, idempotencyKey: keys.keyFor(fingerprint) },
      {
        onSuccess: (result) => {
          keys.reset();
          onDone(result.Data);
        },
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    );
  };

  if (total === 0) {
    return (
      <section className="card enrollment-pay">
        <p>{t("enrollmentCheckout.free")}</p>
        {error ? (
          <p role="alert" className="enrollment-error">
            {error}
          </p>
        ) : null}
        <Button loading={enrol.isPending} onClick={() => payByCard(null)}>
          {t("enrollmentCheckout.enrolFree")}
        </Button>
      </section>
    );
  }
  return (
    <section className="card enrollment-pay" aria-labelledby="enrollment-pay-title">
      <h2 id="enrollment-pay-title">{t("enrollmentCheckout.payTitle")}</h2>
      <PaymentMethodChoice name={methodName} method={method} onChange={setMethod} />
      {error ? (
        <p role="alert" className="enrollment-error">
          {error}
        </p>
      ) : null}
      {method === "card" ? (
        <CardForm onPay={payByCard} pending={enrol.isPending} />
      ) : (
        <div className="enrollment-paypal">
          <p>{t("enrollmentCheckout.paypalText")}</p>
          <Button
            loading={paypal.isPending}
            onClick={() => {
              setError(null);
              paypal.mutate(
                { userId, item, amountPaid: total, idempotencyKey: paypalKeys.keyFor(JSON.stringify({ item, total })) },
                {
                  onSuccess: (order) => window.location.assign(order.ApprovalUrl),
                  onError: (failure) => setError(errorMessage(t, failure)),
                },
              );
            }}
          >
            {t("enrollmentCheckout.payPaypal")}
          </Button>
        </div>
      )}
    </section>
  );
}

function Checkout({ userId, item, links }: { userId: number; item: CheckoutItem; links: CheckoutLinks }) {
  const { t } = useTranslation();
  const eligibility = useEligibility(userId, item);
  const [receipt, setReceipt] = useState<EnrollmentReceipt | null>(null);
  const [released, setReleased] = useState(false);
  if (receipt) {
    // The receipt names the course as billed (English); the checkout already has its title in the reader's language.
    const shown = eligibility.data?.Item.CourseId === receipt.CourseId ? eligibility.data.Item : undefined;
    return <EnrolledNotice receipt={receipt} title={shown} myCoursesPath={links.myCourses} />;
  }
  if (eligibility.isPending) {
    return (
      <p role="status" className="muted">
        {t("common.loading")}
      </p>
    );
  }
  if (eligibility.isError) {
    return (
      <div role="alert" className="card">
        <p>{errorMessage(t, eligibility.error)}</p>
        <Link to={links.courses}>{t("enrollmentCheckout.browse")}</Link>
      </div>
    );
  }
  const view = eligibility.data;
  return (
    <div className="enrollment-layout">
      <Summary view={view} />
      {released && view.IsEligible ? (
        <p role="status" className="muted">
          {t("enrollmentCheckout.pendingCancelled")}
        </p>
      ) : null}
      {view.IsEligible ? (
        <Payment userId={userId} item={item} view={view} onDone={setReceipt} />
      ) : view.PendingPayment ? (
        <PendingPaymentPanel
          userId={userId}
          item={item}
          pending={view.PendingPayment}
          onCancelled={() => setReleased(true)}
        />
      ) : (
        <Refusal view={view} links={links} />
      )}
    </div>
  );
}

function ManualBought({ receipt, links }: { receipt: ManualPurchaseReceipt; links: CheckoutLinks }) {
  const { t } = useTranslation();
  return (
    <section className="card enrollment-done" role="status" aria-labelledby="manual-bought-title">
      <h2 id="manual-bought-title">{t("enrollmentCheckout.manualBoughtTitle")}</h2>
      <p>{t("enrollmentCheckout.manualBought", { title: receipt.Title, id: receipt.PurchaseId })}</p>
      {receipt.InvoiceNumber ? <p>{t("enrollmentCheckout.manualInvoice", { number: receipt.InvoiceNumber })}</p> : null}
      <Link to={links.myManuals} className="ui-button ui-button--primary ui-button--md">
        {t("enrollmentCheckout.manualOpen")}
      </Link>
    </section>
  );
}

/**
 * ?manualId=: a digital manual bought by card (ADR 0039) or with PayPal (ADR 0051); one the member owns
 * already is not sold again.
 */
function ManualCheckout({ userId, manualId, links }: { userId: number; manualId: number; links: CheckoutLinks }) {
  const { t } = useTranslation();
  const manual = useManualForSale(manualId);
  const buy = useBuyManual();
  const paypal = useCreatePaypal();
  const keys = useIdempotencyKey();
  const paypalKeys = useIdempotencyKey();
  const [method, setMethod] = useState<PaymentMethod>("card");
  const methodName = useId();
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ManualPurchaseReceipt | null>(null);
  if (receipt) return <ManualBought receipt={receipt} links={links} />;
  if (manual.isPending) {
    return (
      <p role="status" className="muted">
        {t("common.loading")}
      </p>
    );
  }
  if (manual.isError) {
    return (
      <div role="alert" className="card">
        <p>{errorMessage(t, manual.error)}</p>
        <Link to={links.myManuals}>{t("enrollmentCheckout.manualOpen")}</Link>
      </div>
    );
  }
  const view = manual.data;
  const pay = (card: CardDetails | null) => {
    setError(null);
    const fingerprint = JSON.stringify({ manualId, price: view.Price, last4: card?.CardNumber.slice(-4) ?? null });
    buy.mutate(
      { manualId, amountPaid: view.Price, card, idempotencyKey: keys.keyFor(fingerprint) },
      {
        onSuccess: (result) => {
          keys.reset();
          setReceipt(result.Data);
        },
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    );
  };
  return (
    <div className="enrollment-layout">
      <section className="card enrollment-summary" aria-labelledby="manual-summary-title">
        <h2 id="manual-summary-title">{view.Title}</h2>
        {view.Description ? <p>{view.Description}</p> : null}
        <table className="enrollment-price">
          <caption className="visually-hidden">{t("enrollmentCheckout.priceCaption")}</caption>
          <tbody>
            <tr className="enrollment-price__total">
              <th scope="row">{t("enrollmentCheckout.total")}</th>
              <td>{formatPrice(cents(view.Price))}</td>
            </tr>
          </tbody>
        </table>
      </section>
      {view.Owned ? (
        <section className="card" role="status">
          <p>{t("enrollmentCheckout.manualOwned")}</p>
          <Link to={links.myManuals}>{t("enrollmentCheckout.manualOpen")}</Link>
        </section>
      ) : (
        <section className="card enrollment-pay" aria-labelledby="manual-pay-title">
          <h2 id="manual-pay-title">{t("enrollmentCheckout.payTitle")}</h2>
          {error ? (
            <p role="alert" className="enrollment-error">
              {error}
            </p>
          ) : null}
          {view.Price === 0 ? (
            <Button loading={buy.isPending} onClick={() => pay(null)}>
              {t("enrollmentCheckout.manualFree")}
            </Button>
          ) : (
            <>
              <PaymentMethodChoice name={methodName} method={method} onChange={setMethod} />
              {method === "card" ? (
                <CardForm onPay={pay} pending={buy.isPending} payLabel={t("enrollmentCheckout.manualPay")} />
              ) : (
                <div className="enrollment-paypal">
                  <p>{t("enrollmentCheckout.manualPaypalText")}</p>
                  <Button
                    loading={paypal.isPending}
                    onClick={() => {
                      setError(null);
                      const item = { manualId };
                      paypal.mutate(
                        {
                          userId,
                          item,
                          amountPaid: view.Price,
                          idempotencyKey: paypalKeys.keyFor(JSON.stringify({ item, price: view.Price })),
                        },
                        {
                          onSuccess: (order) => window.location.assign(order.ApprovalUrl),
                          onError: (failure) => setError(errorMessage(t, failure)),
                        },
                      );
                    }}
                  >
                    {t("enrollmentCheckout.payPaypal")}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}

/** /coursecheckout and /manualcheckout: one screen for a seminar place, a self-study course or a manual. */
export function CheckoutPage({ links }: { links: CheckoutLinks }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = checkoutItemFrom(params);
  useDocumentTitle(t("enrollmentCheckout.title"));
  return (
    <div className="container page enrollment">
      <header className="page-header">
        <h1>{t("enrollmentCheckout.title")}</h1>
        <p>{t(item !== null && "manualId" in item ? "enrollmentCheckout.manualIntro" : "enrollmentCheckout.intro")}</p>
      </header>
      {item !== null && "manualId" in item ? (
        <MemberGate title={t("enrollmentCheckout.title")} registerTo={links.register}>
          {(user) => <ManualCheckout userId={user.Id} manualId={item.manualId} links={links} />}
        </MemberGate>
      ) : item === null ? (
        <section className="card" role="status">
          <p>{t("enrollmentCheckout.nothing")}</p>
          <Link to={links.courses}>{t("enrollmentCheckout.browse")}</Link>
        </section>
      ) : (
        <MemberGate title={t("enrollmentCheckout.title")} registerTo={links.register}>
          {(user) => <Checkout userId={user.Id} item={item} links={links} />}
        </MemberGate>
      )}
    </div>
  );
}

/** Card or PayPal, as the course and the manual checkouts both offer them. */
function PaymentMethodChoice({
  name,
  method,
  onChange,
}: {
  name: string;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="enrollment-methods">
      <legend>{t("enrollmentCheckout.method")}</legend>
      {(["card", "paypal"] as const).map((value) => (
        <label key={value} className="enrollment-method">
          <input type="radio" name={name} value={value} checked={method === value} onChange={() => onChange(value)} />
          {t(value === "card" ? "enrollmentCheckout.methodCard" : "enrollmentCheckout.methodPaypal")}
        </label>
      ))}
    </fieldset>
  );
}
