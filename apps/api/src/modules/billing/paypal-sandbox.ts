import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { paypalSandboxOrders } from "./billing.schema.ts";
import type { PayPal } from "./paypal.ts";

/**
 * The built-in PayPal sandbox (default; ADR 0031): orders live in the database, the approval page is served
 * by this server (`/paypal-sandbox/approve`), and a capture moves an approved order to completed exactly once,
 * whoever asks and however often.
 */
export function createSandboxPaypal(db: Db, clock: Clock, publicUrl: string): PayPal {
  const find = async (id: string) => {
    const [row] = await db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.id, id));
    return row;
  };
  return {
    name: "sandbox",
    async createOrder(order, idempotencyKey) {
      const [existing] = await db
        .select()
        .from(paypalSandboxOrders)
        .where(eq(paypalSandboxOrders.idempotencyKey, idempotencyKey));
      const approvalUrl = (id: string) => `${publicUrl}/paypal-sandbox/approve?token=${id}`;
      if (existing) return { ok: true, orderId: existing.id, approvalUrl: approvalUrl(existing.id) };
      const id = `SBX${randomBytes(8).toString("hex").toUpperCase()}`;
      const now = clock.now();
      try {
        await db.insert(paypalSandboxOrders).values({
          id,
          idempotencyKey,
          ...order,
          status: "created",
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return this.createOrder(order, idempotencyKey);
      }
      return { ok: true, orderId: id, approvalUrl: approvalUrl(id) };
    },
    async getOrder(orderId) {
      const row = await find(orderId);
      return row ? { status: row.status, amountCents: row.amountCents } : undefined;
    },
    async capture(orderId) {
      const captureId = `CAP${randomBytes(8).toString("hex").toUpperCase()}`;
      // The status guard makes the transition happen once; later captures read the first one's id.
      const [captured] = await db
        .update(paypalSandboxOrders)
        .set({ status: "completed", captureId, updatedAt: clock.now() })
        .where(and(eq(paypalSandboxOrders.id, orderId), eq(paypalSandboxOrders.status, "approved")))
        .returning();
      const row = captured ?? (await find(orderId));
      if (row?.status === "completed" && row.captureId) {
        return { ok: true, captureId: row.captureId, amountCents: row.amountCents };
      }
      return { ok: false, failure: "notApproved" };
    },
    sandbox: {
      async describe(orderId) {
        const row = await find(orderId);
        return row?.status === "created"
          ? { amountCents: row.amountCents, currency: row.currency, description: row.description }
          : undefined;
      },
      async decide(orderId, approve) {
        const payerId = `PAYER${randomBytes(5).toString("hex").toUpperCase()}`;
        const [row] = await db
          .update(paypalSandboxOrders)
          .set({
            status: approve ? "approved" : "cancelled",
            payerId: approve ? payerId : null,
            updatedAt: clock.now(),
          })
          .where(and(eq(paypalSandboxOrders.id, orderId), eq(paypalSandboxOrders.status, "created")))
          .returning();
        if (!row) return undefined;
        const target = new URL(approve ? row.returnUrl : row.cancelUrl);
        target.searchParams.set("token", row.id);
        if (approve) target.searchParams.set("PayerID", payerId);
        return target.toString();
      },
    },
  };
}
