/**
 * The PayPal port (ADR 0031), shaped after PayPal Orders v2: an order for an amount, approved by the payer on
 * PayPal's page, then captured once. Every call that moves money takes an idempotency key (PayPal-Request-Id),
 * so a retry or a parallel duplicate never captures twice.
 */
export type PaypalOrderStatus = "created" | "approved" | "cancelled" | "completed";

export type PaypalFailure = "notApproved" | "declined" | "unavailable";

export interface PaypalOrderInput {
  amountCents: number;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

export interface PayPal {
  readonly name: string;
  createOrder(
    order: PaypalOrderInput,
    idempotencyKey: string,
  ): Promise<{ ok: true; orderId: string; approvalUrl: string } | { ok: false; failure: PaypalFailure }>;
  getOrder(orderId: string): Promise<{ status: PaypalOrderStatus; amountCents: number } | undefined>;
  capture(
    orderId: string,
    idempotencyKey: string,
  ): Promise<{ ok: true; captureId: string; amountCents: number } | { ok: false; failure: PaypalFailure }>;
  /** Only the built-in sandbox: what its approval page shows and does. */
  readonly sandbox?: PaypalSandboxPage;
}

export interface PaypalSandboxPage {
  describe(orderId: string): Promise<{ amountCents: number; currency: string; description: string } | undefined>;
  /** Approves or cancels an order still waiting; answers where to send the browser. */
  decide(orderId: string, approve: boolean): Promise<string | undefined>;
}

/** The token PayPal appends to the return URL is the order id (`?token=<orderId>&PayerID=<payer>`). */
export function orderIdFromReturnUrl(url: string): string | undefined {
  try {
    const token = new URL(url, "http://return.invalid").searchParams.get("token") ?? "";
    return /^[A-Za-z0-9_-]{6,64}$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}
