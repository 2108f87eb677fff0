import type { CardDetails } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useIdempotencyKey } from "../../../shared/api/idempotency.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import type { StoredUser } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { useInstructorCheckout, useInstructorKits, useInstructorQuote } from "../api/orders.ts";
import { CardForm } from "./card-form.tsx";
import { usd } from "./money.ts";
import { ShippingAddress, useShippingAddress } from "./shipping-address.tsx";
import { Totals } from "./totals.tsx";
import "./orders.css";

export interface InstructorCheckoutLinks {
  register: string;
  redirect: string;
}

function InstructorCheckout({ user, links }: { user: StoredUser; links: InstructorCheckoutLinks }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kits = useInstructorKits(user.Id);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  // The kits ship like a store order: to the instructor's saved default address unless they choose another.
  const shipping = useShippingAddress(user.Id);
  const { addressId, address } = shipping;
  const [error, setError] = useState<string | null>(null);
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ ProductId: Number(id), Quantity: quantity }));
  const chosen = (kits.data ?? []).filter((kit) => (quantities[kit.Id] ?? 0) > 0);
  const ships = chosen.some((kit) => kit.Kind === "physical");
  const choice = {
    AddressId: ships ? addressId : undefined,
    CountryCode: ships && addressId === undefined && address.CountryCode ? address.CountryCode : undefined,
  };
  const quote = useInstructorQuote(user.Id, items, choice);
  const checkout = useInstructorCheckout();
  const keys = useIdempotencyKey();

  if (kits.isPending) return <p>{t("ordersCommon.loading")}</p>;
  if (kits.isError)
    return (
      <p role="alert" className="card orders-failed">
        {errorMessage(t, kits.error)}
      </p>
    );

  const set = (id: number, delta: number) =>
    setQuantities((current) => ({ ...current, [id]: Math.min(20, Math.max(0, (current[id] ?? 0) + delta)) }));

  const onPay = (card: CardDetails) => {
    if (!quote.data) return;
    setError(null);
    const body = ships ? (addressId !== undefined ? { AddressId: addressId } : { Address: address }) : {};
    checkout.mutate(
      {
        userId: user.Id,
        items,
        choice: body,
        amountPaid: quote.data.Total,
        card,
        idempotencyKey: keys.keyFor(
          JSON.stringify({ items, body, total: quote.data.Total, last4: card.CardNumber.slice(-4) }),
        ),
      },
      {
        onSuccess: (result) => {
          keys.reset();
          navigate(`${links.redirect}?orderId=${result.Data.Id}`, { replace: true });
        },
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    );
  };

  return (
    <div className="orders-layout">
      <section className="card" aria-labelledby="kits-title">
        <h2 id="kits-title">{t("ordersInstructor.kits")}</h2>
        <ul className="orders-lines">
          {kits.data.map((kit) => (
            <li key={kit.Id} className="orders-line">
              <div className="orders-line__text">
                <span className="orders-line__title" lang={kit.Lang}>
                  {kit.Title}
                </span>
                <span className="orders-line__price">
                  {t("ordersInstructor.price", { price: usd(kit.InstructorPrice), regular: usd(kit.Price) })}
                </span>
                {!kit.InStock ? <span className="orders-line__warning">{t("ordersCart.unavailable")}</span> : null}
              </div>
              <fieldset className="orders-qty" aria-label={t("ordersCart.quantityOf", { title: kit.Title })}>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t("ordersCart.decrease", { title: kit.Title })}
                  onClick={() => set(kit.Id, -1)}
                >
                  −
                </Button>
                <output aria-live="polite" className="orders-qty__value">
                  {quantities[kit.Id] ?? 0}
                </output>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={!kit.InStock}
                  aria-label={t("ordersCart.increase", { title: kit.Title })}
                  onClick={() => set(kit.Id, 1)}
                >
                  +
                </Button>
              </fieldset>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="kits-pay">
        <h2 id="kits-pay">{t("ordersCheckout.details")}</h2>
        {items.length === 0 ? (
          <p>{t("ordersInstructor.choose")}</p>
        ) : (
          <>
            {ships ? <ShippingAddress choice={shipping} /> : null}
            {quote.isError ? (
              <p role="alert" className="orders-error">
                {errorMessage(t, quote.error)}
              </p>
            ) : null}
            <Totals quote={quote.data} pending={quote.isFetching} />
            {error ? (
              <p role="alert" className="orders-error">
                {error}
              </p>
            ) : null}
            <CardForm
              onPay={onPay}
              pending={checkout.isPending}
              payLabel={
                quote.data ? t("ordersCheckout.pay", { total: usd(quote.data.Total) }) : t("ordersCheckout.payPlain")
              }
            />
          </>
        )}
      </section>
    </div>
  );
}

/** /instructorcheckout: instructors buy training kits at the instructor price. */
export function InstructorCheckoutPage({ links }: { links: InstructorCheckoutLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersInstructor.title"));
  return (
    <div className="container orders-page">
      <h1>{t("ordersInstructor.title")}</h1>
      <p className="orders-lead">{t("ordersInstructor.intro")}</p>
      <MemberGate
        title={t("ordersInstructor.title")}
        text={t("ordersInstructor.loginText")}
        registerTo={links.register}
      >
        {(user) => <InstructorCheckout user={user} links={links} />}
      </MemberGate>
    </div>
  );
}
