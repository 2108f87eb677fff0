import type { CardDetails, ErrorCode } from "@haa/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { hasCode } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useIdempotencyKey } from "../../../shared/api/idempotency.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { rememberRedirectTarget } from "../../../shared/session/redirect.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { type CheckoutChoice, quoteQuery, useCart, useCartOwner, useProcessPayment, useQuote } from "../api/orders.ts";
import { CardForm } from "./card-form.tsx";
import { CartLines } from "./cart-page.tsx";
import { usd } from "./money.ts";
import { ShippingAddress, useShippingAddress } from "./shipping-address.tsx";
import { Totals } from "./totals.tsx";
import "./orders.css";

export interface CheckoutLinks {
  cart: string;
  store: string;
  checkout: string;
  /** Where the browser goes after the payment: it forwards to the receipt or to the error page. */
  redirect: string;
}

/** Card refusals and a lost race for the last item go to the payment-failed page; the cart is untouched. */
const PAYMENT_FAILURES = [
  "CARD_DECLINED",
  "INSUFFICIENT_FUNDS",
  "EXPIRED_CARD",
  "INCORRECT_CVV",
  "GATEWAY_UNAVAILABLE",
  "SOLD_OUT",
  "TOO_MANY_FAILED_PAYMENTS",
] as const satisfies readonly ErrorCode[];

/**
 * The coupon box: a code is applied only once the server has quoted it; a refused code is said here and the totals
 * stay those of the code applied before (none at first), so the Pay button keeps its amount.
 */
function CouponBox({ onApply }: { onApply: (code: string | undefined) => Promise<string | null> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = async () => {
    setChecking(true);
    setRefusal(await onApply(code.trim() || undefined));
    setChecking(false);
  };
  return (
    <>
      <div className="orders-coupon">
        <TextField
          label={t("ordersCheckout.coupon")}
          value={code}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="button" variant="secondary" loading={checking} onClick={() => void apply()}>
          {t("ordersCheckout.applyCoupon")}
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className="orders-error">
          {refusal}
        </p>
      ) : null}
    </>
  );
}

/** /checkout: address (saved or typed), e-mail for a guest, coupon, the server's totals, the card. */
export function CheckoutPage({ links }: { links: CheckoutLinks }) {
  const { t } = useTranslation();
  useDocumentTitle(t("ordersCheckout.title"));
  const navigate = useNavigate();
  const { user } = useSession();
  const owner = useCartOwner();
  const cart = useCart(owner);
  const shipping = useShippingAddress(user?.Id ?? null);
  const { addressId, address } = shipping;
  const [email, setEmail] = useState("");
  const [coupon, setCoupon] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const pay = useProcessPayment();
  const keys = useIdempotencyKey();

  const needsAddress = cart.data?.Items.some((item) => item.Product.Kind === "physical") ?? false;
  const quoteChoice: CheckoutChoice = {
    AddressId: addressId,
    CountryCode: addressId === undefined && address.CountryCode ? address.CountryCode : undefined,
    CouponCode: coupon,
  };
  const hasItems = (cart.data?.Items.length ?? 0) > 0;
  const quote = useQuote(owner, quoteChoice, hasItems);
  const queryClient = useQueryClient();

  /** Asks the server's quote with the code; only a quoted code is applied. Answers the refusal, if any. */
  const applyCoupon = async (code: string | undefined): Promise<string | null> => {
    try {
      await queryClient.fetchQuery({ ...quoteQuery(owner, { ...quoteChoice, CouponCode: code }), retry: false });
      setCoupon(code);
      return null;
    } catch (refusal) {
      return errorMessage(t, refusal);
    }
  };

  if (cart.isPending) return <div className="container orders-page">{t("ordersCommon.loading")}</div>;
  if (!hasItems || !cart.data) {
    return (
      <div className="container orders-page">
        <h1>{t("ordersCheckout.title")}</h1>
        <section className="card orders-empty">
          <p>{t("ordersCart.empty")}</p>
          <ButtonLink to={links.store}>{t("ordersCart.browse")}</ButtonLink>
        </section>
      </div>
    );
  }

  const onPay = (card: CardDetails) => {
    if (!quote.data) return;
    setError(null);
    const choice: CheckoutChoice = {
      ...(needsAddress ? (addressId !== undefined ? { AddressId: addressId } : { Address: address }) : {}),
      CouponCode: coupon,
    };
    const fingerprint = JSON.stringify({
      owner,
      choice,
      email,
      total: quote.data.Total,
      last4: card.CardNumber.slice(-4),
    });
    pay.mutate(
      {
        owner,
        choice,
        email: user ? undefined : email,
        amountPaid: quote.data.Total,
        card,
        idempotencyKey: keys.keyFor(fingerprint),
      },
      {
        onSuccess: (result) => {
          keys.reset();
          navigate(`${links.redirect}?orderId=${result.Data.Id}`, { replace: true });
        },
        onError: (failure) => {
          const message = errorMessage(t, failure);
          if (hasCode(failure, ...PAYMENT_FAILURES)) {
            navigate(`${links.redirect}?failed=1`, { state: { message } });
            return;
          }
          setError(message);
        },
      },
    );
  };

  const login = () => {
    rememberRedirectTarget(links.checkout);
    openLogin();
  };

  return (
    <div className="container orders-page">
      <h1>{t("ordersCheckout.title")}</h1>
      <div className="orders-layout">
        <section className="card" aria-labelledby="orders-summary">
          <h2 id="orders-summary">{t("ordersCheckout.summary")}</h2>
          <CartLines cart={cart.data} editable={false} />
          <CouponBox onApply={applyCoupon} />
          {quote.isError ? (
            <p role="alert" className="orders-error">
              {errorMessage(t, quote.error)}
            </p>
          ) : null}
          <Totals quote={quote.data} pending={quote.isFetching} />
        </section>
        <section className="card" aria-labelledby="orders-pay">
          <h2 id="orders-pay">{t("ordersCheckout.details")}</h2>
          {!user ? (
            <div className="orders-guest">
              <p>
                {t("ordersCheckout.guestIntro")}{" "}
                <Button type="button" variant="link" onClick={login}>
                  {t("ordersCheckout.login")}
                </Button>
              </p>
              <TextField
                label={t("ordersCheckout.email")}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
          ) : null}
          {needsAddress ? (
            <ShippingAddress choice={shipping} />
          ) : (
            <p className="orders-note">{t("ordersCheckout.nothingShips")}</p>
          )}
          {error ? (
            <p role="alert" className="orders-error">
              {error}
            </p>
          ) : null}
          <CardForm
            onPay={onPay}
            pending={pay.isPending}
            payLabel={
              quote.data ? t("ordersCheckout.pay", { total: usd(quote.data.Total) }) : t("ordersCheckout.payPlain")
            }
          />
        </section>
      </div>
    </div>
  );
}
