import { asc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import {
  billingDetails,
  coupons,
  gatewaySandboxOperations,
  outbox,
  payments,
  renewalCharges,
  userMemberships,
} from "../../src/db/schema.ts";
import type { PaymentGateway } from "../../src/modules/billing/gateway.ts";
import { createSandboxGateway } from "../../src/modules/billing/sandbox-gateway.ts";
import type { TestServer } from "../harness.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A Brazilian and a Japanese address in the offline IP database; loopback has no country. */
export const BR_IP = "200.147.67.142";
export const JP_IP = "133.242.0.3";
export const US_IP = "8.8.8.8";

export const CARDS = {
  visa: "4242424242424242",
  amex: "378282246310005",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  expired: "4000000000000069",
  incorrectCvv: "4000000000000127",
  failsLater: "4000000000000341",
} as const;

/** Card fields of the payment form, valid by default. */
export function cardFields(overrides: Record<string, string> = {}) {
  return { CardHolderName: "Ana Souza", CardNumber: CARDS.visa, ExpiryDate: "12/30", CVV: "123", ...overrides };
}

type Body = Record<string, unknown>;

export interface CallOptions {
  token?: string;
  key?: string;
  ip?: string;
  language?: string;
}

function headers(options: CallOptions) {
  return {
    ...(options.key ? { "idempotency-key": options.key } : {}),
    ...(options.language ? { "accept-language": options.language } : {}),
  };
}

export function post(server: TestServer, url: string, payload: Body, options: CallOptions = {}) {
  return server.call({
    method: "POST",
    url,
    payload,
    token: options.token,
    headers: headers(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function put(server: TestServer, url: string, payload: Body | undefined, options: CallOptions = {}) {
  return server.call({
    method: "PUT",
    url,
    ...(payload ? { payload } : {}),
    token: options.token,
    headers: headers(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function get(server: TestServer, url: string, options: CallOptions = {}) {
  return server.call({
    method: "GET",
    url,
    token: options.token,
    headers: headers(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export interface EnvelopeBody {
  Status: boolean;
  Message: string;
  Code?: string;
  Errors?: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the call returns
  Data: any;
  [extra: string]: unknown;
}

export const body = (res: LightMyRequestResponse) => res.json() as EnvelopeBody;

/** Stores a card for auto-renewals through the real call. */
export async function storeCard(server: TestServer, user: { id: number; token: string }, number: string = CARDS.visa) {
  const res = await put(
    server,
    "/api/Membership/UpdateBillingDetails",
    { UserId: user.id, ...cardFields({ CardNumber: number, CVV: number.length === 15 ? "1234" : "123" }) },
    { token: user.token },
  );
  if (res.statusCode !== 200) throw new Error(`storing the card failed: ${res.body}`);
  return res;
}

export async function couponUses(server: TestServer, code: string) {
  const [row] = await server.runtime.deps.db.select().from(coupons).where(eq(coupons.code, code));
  return row?.timesUsed;
}

/** Every mail to an address, oldest first, read from the outbox itself (the dev mailbox shows the last 100). */
export async function outboxTo(server: TestServer, email: string) {
  return server.runtime.deps.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase())).orderBy(asc(outbox.id));
}

/**
 * How many charges of `kind` this server's /metrics counts with `outcome` (ADR 0084). The server must be started
 * with `config: { metricsToken: token }`.
 */
export async function paymentsCounted(
  server: TestServer,
  token: string,
  kind: "membership" | "renewal",
  outcome: "paid" | "declined" | "error" | "refunded",
): Promise<number> {
  const res = await server.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  const series = `haa_payments_total{kind="${kind}",outcome="${outcome}"} `;
  const line = res.body.split("\n").find((l) => l.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

export async function invoicesOf(server: TestServer, userId: number) {
  return server.runtime.deps.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.id));
}

export async function membershipOf(server: TestServer, userId: number) {
  const [row] = await server.runtime.deps.db.select().from(userMemberships).where(eq(userMemberships.userId, userId));
  if (!row) throw new Error("no membership");
  return row;
}

export async function billingOf(server: TestServer, userId: number) {
  const [row] = await server.runtime.deps.db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return row;
}

export async function renewalsOf(server: TestServer, userMembershipId: number) {
  return server.runtime.deps.db
    .select()
    .from(renewalCharges)
    .where(eq(renewalCharges.userMembershipId, userMembershipId))
    .orderBy(asc(renewalCharges.id));
}

/** Money-moving sandbox operations that succeeded (charges, stored-card charges, captures). */
export async function successfulCharges(server: TestServer) {
  const result = await server.runtime.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(gatewaySandboxOperations)
    .where(
      sql`${gatewaySandboxOperations.operation} in ('charge', 'chargeStored', 'capture') and (${gatewaySandboxOperations.result} ->> 'ok')::boolean`,
    );
  return result[0]?.n ?? 0;
}

/**
 * A gateway that records every call and delegates to the sandbox on the test database; `before` hooks let a
 * test act between the charge and the transaction (e.g. make it fail).
 */
export function spyGateway() {
  let inner: PaymentGateway | undefined;
  const calls: { method: string; args: unknown[] }[] = [];
  const hooks: { afterCharge?: () => Promise<void> } = {};
  const target = () => {
    if (!inner) throw new Error("spy gateway not attached");
    return inner;
  };
  const gateway: PaymentGateway = {
    name: "spy",
    authorize: (...args) => {
      calls.push({ method: "authorize", args });
      return target().authorize(...args);
    },
    capture: (...args) => {
      calls.push({ method: "capture", args });
      return target().capture(...args);
    },
    charge: (async (...args: Parameters<PaymentGateway["charge"]>) => {
      calls.push({ method: "charge", args });
      const result = await (target().charge as (...a: unknown[]) => Promise<unknown>)(...args);
      await hooks.afterCharge?.();
      return result;
    }) as PaymentGateway["charge"],
    storeCard: (...args) => {
      calls.push({ method: "storeCard", args });
      return target().storeCard(...args);
    },
    chargeStored: (...args) => {
      calls.push({ method: "chargeStored", args });
      return target().chargeStored(...args);
    },
    refund: (...args) => {
      calls.push({ method: "refund", args });
      return target().refund(...args);
    },
    forgetCard: (...args) => {
      calls.push({ method: "forgetCard", args });
      return target().forgetCard(...args);
    },
  };
  return {
    gateway,
    calls,
    hooks,
    attach(server: TestServer) {
      inner = createSandboxGateway(server.runtime.deps.db, server.clock);
    },
  };
}
