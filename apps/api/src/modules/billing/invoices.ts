import {
  findLevel,
  formatInvoiceNumber,
  formatLongDate,
  formatUsd,
  type InterfaceLanguage,
  normalizeLanguage,
  type PriceBreakdown,
  translate,
} from "@haa/domain";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/types.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import type { ContentTranslations } from "../../platform/translations/translations.ts";
import { expiresAt, expiringToken, linkSigner, verifyExpiringToken } from "../../shared/signed-link.ts";
import type { Account } from "../account/accounts.port.ts";
import { type PaymentRow, billingRepository as repo } from "./billing.repository.ts";
import type { InvoiceLine, PaymentKindColumn } from "./billing.schema.ts";

/** An invoice line as the buying modules write it (`recordItemPayment`). */
export type { InvoiceLine };

/** A signed invoice link stays valid this long, so the receipt mail's link works without logging in. */
export const INVOICE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** The lines of an invoice from a price breakdown: the level, then what was added and taken off. */
export function invoiceLines(
  quote: PriceBreakdown,
  context: { levelId: number; couponCode?: string | null; country?: string | null; months?: number },
): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ kind: "membership", levelId: context.levelId, amountCents: quote.base }];
  if (quote.licensingFee > 0) lines.push({ kind: "licensingFee", amountCents: quote.licensingFee });
  if (quote.credits > 0) lines.push({ kind: "credits", amountCents: -quote.credits });
  if (quote.proratedAdjustment > 0) {
    lines.push({ kind: "proratedAdjustment", amountCents: -quote.proratedAdjustment, months: context.months ?? 0 });
  }
  if (quote.couponDiscount > 0) {
    lines.push({ kind: "coupon", amountCents: -quote.couponDiscount, code: context.couponCode ?? "" });
  }
  if (quote.countryDiscount > 0) {
    lines.push({ kind: "countryDiscount", amountCents: -quote.countryDiscount, country: context.country ?? "" });
  }
  return lines;
}

/** Writes the payment and its invoice number (HAA-2026-000123) inside the caller's transaction. */
export async function recordPayment(
  tx: Db,
  payment: {
    userId: number;
    userMembershipId: number | null;
    levelId: number;
    kind: PaymentKindColumn;
    quote: PriceBreakdown;
    lines: InvoiceLine[];
    couponCode?: string | null;
    countryCode?: string | null;
    card: { brand: string; last4: string } | null;
    chargeId: string | null;
    periodStart: Date | null;
    periodEnd: Date | null;
    now: Date;
  },
): Promise<PaymentRow> {
  const id = await repo.nextPaymentId(tx);
  const subtotal = payment.quote.base + payment.quote.licensingFee;
  return repo.insertPayment(tx, {
    id,
    invoiceNumber: formatInvoiceNumber(payment.now, id),
    userId: payment.userId,
    userMembershipId: payment.userMembershipId,
    membershipId: payment.levelId,
    kind: payment.kind,
    lines: payment.lines,
    subtotalCents: subtotal,
    discountCents: subtotal - payment.quote.total,
    totalCents: payment.quote.total,
    couponCode: payment.couponCode ?? null,
    countryCode: payment.countryCode ?? null,
    cardBrand: payment.card?.brand ?? null,
    last4: payment.card?.last4 ?? null,
    gatewayChargeId: payment.chargeId,
    status: "paid",
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    createdAt: payment.now,
  });
}

const invoiceSigner = (config: Config) => linkSigner(`invoice-link:${config.jwtSecret}`);
const invoicePayload = (payment: { id: number; userId: number }) => (expires: number) =>
  `${payment.id}:${payment.userId}:${expires}`;

/** The API path of an invoice's PDF (needs the API key and the owner's or an administrator's token). */
export const invoicePdfPath = (paymentId: number) => `/api/Invoices/DownloadInvoicePdf/${paymentId}`;

/** A link to the invoice PDF that works from an e-mail: signed for the owner, valid for a year. */
export function signedInvoiceUrl(config: Config, payment: { id: number; userId: number }, now: Date): string {
  const token = expiringToken(invoiceSigner(config), invoicePayload(payment), expiresAt(now, INVOICE_LINK_TTL_MS));
  return `${config.publicUrl}${invoicePdfPath(payment.id)}?token=${token}`;
}

/** Whether a link token was signed by us for this invoice and owner and has not expired. */
export function verifyInvoiceToken(
  config: Config,
  payment: { id: number; userId: number },
  token: string,
  now: Date,
): boolean {
  return verifyExpiringToken(invoiceSigner(config), invoicePayload(payment), token, now);
}

/** The level's display name (plan names are proper names and stay untranslated). */
export const levelName = (levelId: number) => findLevel(levelId)?.name ?? String(levelId);

/**
 * What a seminar or course payment bought, as a page of invoices or purchases shows it (ADR 0108): the course's
 * title in the reader's language where the course has one, read through the courses' translations (ADR 0097), by
 * the payment's `courseId`. The payment keeps the title it was issued with, which the invoice PDF prints; only the
 * lists show the reader's words. Answers the shown title by payment id (none in English).
 */
export async function shownCourseTitles(
  db: Db,
  translations: ContentTranslations,
  language: InterfaceLanguage,
  bought: readonly Pick<PaymentRow, "id" | "kind" | "courseId">[],
): Promise<Map<number, string>> {
  const courses = bought.filter(
    (payment): payment is typeof payment & { courseId: number } =>
      (payment.kind === "seminar" || payment.kind === "course") && payment.courseId !== null,
  );
  const words = await translations.overlay(db, "course", language, [...new Set(courses.map((p) => p.courseId))]);
  const shown = new Map<number, string>();
  for (const payment of courses) {
    const title = words.get(payment.courseId)?.Title;
    if (title) shown.set(payment.id, title);
  }
  return shown;
}

/**
 * The words of one invoice line in a language; `shownTitle` replaces the issued title of a seminar or course line
 * on a page (`shownCourseTitles`), never on the invoice itself.
 */
export function describeLine(line: InvoiceLine, language: InterfaceLanguage, shownTitle?: string): string {
  switch (line.kind) {
    case "membership":
      return translate(language, "membership.invoice.lineMembership", { level: levelName(line.levelId ?? 0) });
    case "licensingFee":
      return translate(language, "membership.invoice.lineLicensingFee");
    case "credits":
      return translate(language, "membership.invoice.lineCredits");
    case "proratedAdjustment":
      return translate(language, "membership.invoice.lineProrated", { months: line.months ?? 0 });
    case "coupon":
      return translate(language, "membership.invoice.lineCoupon", { code: line.code ?? "" });
    case "countryDiscount":
      return translate(language, "membership.invoice.lineCountryDiscount", { country: line.country ?? "" });
    case "seminar":
      return translate(language, "enrollmentInvoice.lineSeminar", { title: shownTitle ?? line.title ?? "" });
    case "course":
      return translate(language, "enrollmentInvoice.lineCourse", { title: shownTitle ?? line.title ?? "" });
    case "manual":
      return translate(language, "enrollmentInvoice.lineManual", { title: line.title ?? "" });
    case "retakeDiscount":
      return translate(language, "enrollmentInvoice.lineRetake", { percent: line.percent ?? 0 });
  }
}

/** Whether a payment bought a seminar, a course or a manual rather than a membership. */
export const isItemPayment = (payment: Pick<PaymentRow, "kind">) =>
  payment.kind === "seminar" || payment.kind === "course" || payment.kind === "manual";

/**
 * Writes an item's payment (a seminar, a course, a manual; ADR 0031, 0077) with its invoice number inside the
 * caller's transaction, and queues its receipt mail in the payer's language: one invoice and one mail per payment.
 * The payment is generic: a kind, a title and the invoice lines the buying module wrote, plus an optional
 * reference to what was bought; the subtotal is what the lines add, the discount what they take off.
 */
export async function recordItemPayment(
  tx: Db,
  config: Config,
  user: Pick<Account, "id" | "email" | "language" | "firstName">,
  payment: {
    kind: "seminar" | "course" | "manual";
    title: string;
    /**
     * The item's title in the payer's language for the receipt mail, where the buying module has one (ADR 0097);
     * the invoice keeps `title`, the words it was bought under.
     */
    receiptTitle?: string;
    lines: InvoiceLine[];
    totalCents: number;
    /** What was bought, when the buyer's module names it (ids without foreign keys). */
    item?: { seminarId?: number | null; courseId?: number | null };
    /** The payer's plan level whose price applied; 0 when no plan price did. */
    levelId?: number;
    method: "card" | "paypal";
    card: { brand: string; last4: string } | null;
    chargeId: string | null;
    now: Date;
    /** False for demo history: the seed writes invoices without mailing anyone. */
    sendReceipt?: boolean;
  },
): Promise<PaymentRow> {
  const id = await repo.nextPaymentId(tx);
  const subtotal = payment.lines.reduce((sum, line) => sum + Math.max(0, line.amountCents), 0);
  const row = await repo.insertPayment(tx, {
    id,
    invoiceNumber: formatInvoiceNumber(payment.now, id),
    userId: user.id,
    userMembershipId: null,
    membershipId: payment.levelId ?? 0,
    kind: payment.kind,
    seminarId: payment.item?.seminarId ?? null,
    courseId: payment.item?.courseId ?? null,
    itemTitle: payment.title,
    method: payment.method,
    lines: payment.lines,
    subtotalCents: subtotal,
    discountCents: subtotal - payment.totalCents,
    totalCents: payment.totalCents,
    cardBrand: payment.card?.brand ?? null,
    last4: payment.card?.last4 ?? null,
    gatewayChargeId: payment.chargeId,
    status: "paid",
    periodStart: null,
    periodEnd: null,
    createdAt: payment.now,
  });
  if (payment.sendReceipt === false) return row;
  const language = normalizeLanguage(user.language);
  await queueMail(
    tx,
    user.email,
    renderMail(language, user.firstName, {
      subject: "email.receiptSubject",
      intro: [
        payment.kind === "manual" ? "manualMessages.receiptIntro" : "enrollmentEmail.receiptIntro",
        payment.method === "paypal" ? "enrollmentEmail.receiptPaypal" : row.last4 ? "email.receiptCard" : "",
      ].filter((key) => key !== ""),
      action: { label: "email.receiptAction", url: signedInvoiceUrl(config, row, payment.now) },
      outro: [payment.kind === "manual" ? "manualMessages.receiptManage" : "enrollmentEmail.receiptManage"],
      params: {
        invoiceNumber: row.invoiceNumber,
        amount: formatUsd(row.totalCents, language),
        title: payment.receiptTitle ?? payment.title,
        last4: row.last4 ?? "—",
        coursesUrl: `${config.publicUrl}/profile/courses`,
        manualsUrl: `${config.publicUrl}/mymanuals`,
      },
    }),
  );
  return row;
}

/**
 * Queues the receipt e-mail (in the member's communication language) with the signed PDF link, inside the
 * payment's transaction.
 */
export async function queueReceiptMail(
  tx: Db,
  config: Config,
  user: Account,
  payment: PaymentRow,
  context: { endDateTime: Date; automatic: boolean; now: Date },
): Promise<void> {
  const language = normalizeLanguage(user.language);
  await queueMail(
    tx,
    user.email,
    renderMail(language, user.firstName, {
      subject: "email.receiptSubject",
      intro: [
        context.automatic ? "email.receiptRenewedIntro" : "email.receiptIntro",
        ...(payment.totalCents > 0 && payment.last4 ? ["email.receiptCard"] : []),
      ],
      action: { label: "email.receiptAction", url: signedInvoiceUrl(config, payment, context.now) },
      outro: ["email.receiptManage"],
      params: {
        invoiceNumber: payment.invoiceNumber,
        amount: formatUsd(payment.totalCents, language),
        level: levelName(payment.membershipId),
        endDate: formatLongDate(context.endDateTime, language),
        last4: payment.last4 ?? "—",
        manageUrl: `${config.publicUrl}/managemembership`,
      },
    }),
  );
}
