import { randomBytes } from "node:crypto";
import { cardBrand, isExpiryCurrent, isLuhnValid, lastFour } from "@haa/domain";
import { eq } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { gatewaySandboxOperations, gatewaySandboxTokens } from "./billing.schema.ts";
import type {
  AuthorizeResult,
  CardInput,
  ChargeAndStoreResult,
  ChargeResult,
  DeclineCode,
  PaymentGateway,
  RefundResult,
  StoreCardResult,
} from "./gateway.ts";

/**
 * The built-in `sandbox` gateway: behaves like the card networks' public test numbers (architecture
 * "Payments"). Its state (stored cards, operations by idempotency key) lives in the database, so it survives
 * restarts and is shared by every API process. It keeps no card number and no CVV.
 */
type Behaviour = DeclineCode | "failLater";

/** The test numbers with a behaviour; any other Luhn-valid number succeeds. */
export const SANDBOX_CARDS: Readonly<Record<string, Behaviour>> = {
  "4000000000000002": "declined",
  "4000000000009995": "insufficientFunds",
  "4000000000000069": "expiredCard",
  "4000000000000127": "incorrectCvv",
  /** Stores fine, and the first payment with the typed card goes through; every later stored charge fails. */
  "4000000000000341": "failLater",
};

type Operation = (typeof gatewaySandboxOperations.$inferInsert)["operation"];
type Status = (typeof gatewaySandboxOperations.$inferInsert)["status"];

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("hex")}`;

export function createSandboxGateway(db: Db, clock: Clock): PaymentGateway {
  /** Why the typed card is refused, or its behaviour for later stored charges. */
  function check(card: CardInput): { decline: DeclineCode } | { behaviour: "succeed" | "failLater" } {
    const number = card.number.replace(/\D/g, "");
    const expiry = `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
    if (!isLuhnValid(number) || number.length < 15 || number.length > 16) return { decline: "declined" };
    const behaviour = SANDBOX_CARDS[number];
    if (behaviour && behaviour !== "failLater") return { decline: behaviour };
    if (!isExpiryCurrent(expiry, clock.now())) return { decline: "expiredCard" };
    const cvvLength = number.length === 15 ? 4 : 3;
    if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) return { decline: "incorrectCvv" };
    return { behaviour: behaviour === "failLater" ? "failLater" : "succeed" };
  }

  /**
   * Runs an operation once per idempotency key: the first call records its result, later calls (from any
   * process) get that result back. `effects` writes the operation's own rows in the same transaction.
   */
  async function once<T extends object>(
    idempotencyKey: string,
    operation: Operation,
    compute: () => Promise<{
      result: T;
      status: Status;
      id?: string;
      amountCents?: number;
      token?: string;
      reference?: string;
      effects?: (tx: Db) => Promise<void>;
    }>,
  ): Promise<T> {
    const replay = async () => {
      const [row] = await db
        .select({ result: gatewaySandboxOperations.result })
        .from(gatewaySandboxOperations)
        .where(eq(gatewaySandboxOperations.idempotencyKey, idempotencyKey));
      return row?.result as T | undefined;
    };
    const earlier = await replay();
    if (earlier) return earlier;
    const outcome = await compute();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(gatewaySandboxOperations).values({
          id: outcome.id ?? newId("op"),
          idempotencyKey,
          operation,
          amountCents: outcome.amountCents ?? null,
          token: outcome.token ?? null,
          reference: outcome.reference ?? null,
          status: outcome.status,
          result: outcome.result,
          createdAt: clock.now(),
        });
        await outcome.effects?.(tx);
      });
      return outcome.result;
    } catch (error) {
      // Another process ran the same key first: its result is the answer.
      if (isUniqueViolation(error)) {
        const first = await replay();
        if (first) return first;
      }
      throw error;
    }
  }

  async function findOperation(id: string) {
    const [row] = await db.select().from(gatewaySandboxOperations).where(eq(gatewaySandboxOperations.id, id));
    return row;
  }

  function storedCardOf(card: CardInput, token: string) {
    const number = card.number.replace(/\D/g, "");
    return {
      token,
      brand: cardBrand(number),
      last4: lastFour(number),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  const tokenRow = (stored: ReturnType<typeof storedCardOf>, behaviour: "succeed" | "failLater") => ({
    ...stored,
    behaviour,
    createdAt: clock.now(),
  });

  function chargeCard(card: CardInput, amountCents: number, idempotencyKey: string): Promise<ChargeResult>;
  function chargeCard(
    card: CardInput,
    amountCents: number,
    idempotencyKey: string,
    options: { saveCard: true },
  ): Promise<ChargeAndStoreResult>;
  function chargeCard(
    card: CardInput,
    amountCents: number,
    idempotencyKey: string,
    options?: { saveCard: true },
  ): Promise<ChargeResult | ChargeAndStoreResult> {
    return once<ChargeResult | ChargeAndStoreResult>(idempotencyKey, "charge", async () => {
      const checked = check(card);
      if ("decline" in checked) return { result: { ok: false, decline: checked.decline }, status: "failed" };
      const chargeId = newId("ch");
      if (!options?.saveCard) {
        return { id: chargeId, result: { ok: true, chargeId, amountCents }, status: "succeeded", amountCents };
      }
      const stored = storedCardOf(card, newId("tok"));
      return {
        id: chargeId,
        result: { ok: true, chargeId, amountCents, card: stored },
        status: "succeeded",
        amountCents,
        token: stored.token,
        effects: async (tx) => {
          await tx.insert(gatewaySandboxTokens).values(tokenRow(stored, checked.behaviour));
        },
      };
    });
  }

  return {
    name: "sandbox",

    authorize(card, amountCents, idempotencyKey) {
      return once<AuthorizeResult>(idempotencyKey, "authorize", async () => {
        const checked = check(card);
        if ("decline" in checked) return { result: { ok: false, decline: checked.decline }, status: "failed" };
        const authorizationId = newId("auth");
        return {
          id: authorizationId,
          result: { ok: true, authorizationId, amountCents },
          status: "authorized",
          amountCents,
        };
      });
    },

    capture(authorizationId, idempotencyKey) {
      return once<ChargeResult>(idempotencyKey, "capture", async () => {
        const authorization = await findOperation(authorizationId);
        if (authorization?.status !== "authorized") {
          return { result: { ok: false, decline: "declined" }, status: "failed" };
        }
        const amountCents = authorization.amountCents ?? 0;
        return {
          result: { ok: true, chargeId: authorizationId, amountCents },
          status: "captured",
          reference: authorizationId,
          amountCents,
          effects: async (tx) => {
            await tx
              .update(gatewaySandboxOperations)
              .set({ status: "captured" })
              .where(eq(gatewaySandboxOperations.id, authorizationId));
          },
        };
      });
    },

    charge: chargeCard,

    storeCard(card, idempotencyKey) {
      return once<StoreCardResult>(idempotencyKey, "storeCard", async () => {
        const checked = check(card);
        if ("decline" in checked) return { result: { ok: false, decline: checked.decline }, status: "failed" };
        const stored = storedCardOf(card, newId("tok"));
        return {
          result: { ok: true, ...stored },
          status: "succeeded",
          token: stored.token,
          effects: async (tx) => {
            await tx.insert(gatewaySandboxTokens).values(tokenRow(stored, checked.behaviour));
          },
        };
      });
    },

    chargeStored(token, amountCents, idempotencyKey) {
      return once<ChargeResult>(idempotencyKey, "chargeStored", async () => {
        const [stored] = await db.select().from(gatewaySandboxTokens).where(eq(gatewaySandboxTokens.token, token));
        const expiry = stored
          ? `${String(stored.expMonth).padStart(2, "0")}/${String(stored.expYear % 100).padStart(2, "0")}`
          : "";
        const decline: DeclineCode | null = !stored
          ? "declined"
          : stored.behaviour === "failLater"
            ? "declined"
            : !isExpiryCurrent(expiry, clock.now())
              ? "expiredCard"
              : null;
        if (decline) return { result: { ok: false, decline }, status: "failed", token, amountCents };
        const chargeId = newId("ch");
        return { id: chargeId, result: { ok: true, chargeId, amountCents }, status: "succeeded", token, amountCents };
      });
    },

    async forgetCard(token) {
      await db.delete(gatewaySandboxTokens).where(eq(gatewaySandboxTokens.token, token));
    },

    refund(chargeId, idempotencyKey) {
      return once<RefundResult>(idempotencyKey, "refund", async () => {
        const charge = await findOperation(chargeId);
        if (!charge || (charge.status !== "succeeded" && charge.status !== "captured")) {
          return { result: { ok: false, decline: "declined" }, status: "failed", reference: chargeId };
        }
        const refundId = newId("re");
        return {
          id: refundId,
          result: { ok: true, refundId },
          status: "refunded",
          reference: chargeId,
          amountCents: charge.amountCents ?? 0,
          effects: async (tx) => {
            await tx
              .update(gatewaySandboxOperations)
              .set({ status: "refunded" })
              .where(eq(gatewaySandboxOperations.id, chargeId));
          },
        };
      });
    },
  };
}
