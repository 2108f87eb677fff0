import type { PayPal, PaypalFailure } from "./paypal.ts";

/**
 * The real PayPal adapter: Orders v2 over fetch, chosen when PAYPAL_CLIENT_ID and PAYPAL_SECRET are set
 * (PAYPAL_API_URL defaults to PayPal's sandbox, https://api-m.sandbox.paypal.com). PayPal-Request-Id carries
 * our idempotency key, so PayPal itself refuses a second capture. Never exercised by the tests (no internet).
 */
export function createRestPaypal(options: { clientId: string; secret: string; apiUrl: string }): PayPal {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await fetch(`${options.apiUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${options.clientId}:${options.secret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`PayPal token: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call(path: string, init: { method: string; body?: unknown; requestId?: string }) {
    const response = await fetch(`${options.apiUrl}${path}`, {
      method: init.method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        "Content-Type": "application/json",
        ...(init.requestId ? { "PayPal-Request-Id": init.requestId } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  }

  const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
  const failure = (status: number): PaypalFailure =>
    status >= 500 ? "unavailable" : status === 422 ? "notApproved" : "declined";
  const statusOf = (status: unknown) =>
    status === "COMPLETED"
      ? "completed"
      : status === "APPROVED"
        ? "approved"
        : status === "VOIDED"
          ? "cancelled"
          : "created";

  return {
    name: "paypal",
    async createOrder(order, idempotencyKey) {
      try {
        const answer = await call("/v2/checkout/orders", {
          method: "POST",
          requestId: idempotencyKey,
          body: {
            intent: "CAPTURE",
            purchase_units: [
              {
                description: order.description.slice(0, 127),
                amount: { currency_code: order.currency, value: (order.amountCents / 100).toFixed(2) },
              },
            ],
            application_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl, user_action: "PAY_NOW" },
          },
        });
        if (answer.status >= 300) return { ok: false, failure: failure(answer.status) };
        const links = (answer.body.links ?? []) as { rel: string; href: string }[];
        const approval = links.find((link) => link.rel === "approve" || link.rel === "payer-action");
        if (!approval) return { ok: false, failure: "unavailable" };
        return { ok: true, orderId: String(answer.body.id), approvalUrl: approval.href };
      } catch {
        return { ok: false, failure: "unavailable" };
      }
    },
    async getOrder(orderId) {
      const answer = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: "GET" });
      if (answer.status === 404) return undefined;
      const units = (answer.body.purchase_units ?? []) as { amount?: { value?: string } }[];
      return { status: statusOf(answer.body.status), amountCents: cents(units[0]?.amount?.value) };
    },
    async capture(orderId, idempotencyKey) {
      try {
        const answer = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
          method: "POST",
          requestId: idempotencyKey,
        });
        if (answer.status >= 300) return { ok: false, failure: failure(answer.status) };
        const units = (answer.body.purchase_units ?? []) as {
          payments?: { captures?: { id: string; amount?: { value?: string } }[] };
        }[];
        const capture = units[0]?.payments?.captures?.[0];
        if (!capture) return { ok: false, failure: "unavailable" };
        return { ok: true, captureId: capture.id, amountCents: cents(capture.amount?.value) };
      } catch {
        return { ok: false, failure: "unavailable" };
      }
    },
  };
}
