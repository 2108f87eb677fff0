import { type InterfaceLanguage, type Purchase, type PurchasePage, translate } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { orderInvoicePath } from "../orders/orders.links.ts";
import { billingRepository } from "./billing.repository.ts";
import { invoicePdfPath, levelName, shownCourseTitles } from "./invoices.ts";
import { type PurchaseRow, type PurchaseStatus, purchasesRepository } from "./purchases.repository.ts";

/** The API path of a donation's invoice PDF (served by the donations module). */
export const donationInvoicePath = (donationId: number) => `/api/Donation/DownloadDonationInvoicePdf/${donationId}`;
/** The web page of a store order (the orders module serves its invoice there). */
export const orderDetailPath = (orderId: number) => `/purchasedetail?orderId=${orderId}`;

/** Every status the repository lists has its own word; nothing falls back to "Paid". */
const STATUS: Record<PurchaseStatus, Purchase["Status"]> = { paid: "Paid", shipped: "Shipped", refunded: "Refunded" };

/** What a row's links need: the store order's invoice is a signed link, like the order page's. */
export interface PurchaseLinks {
  secret: string;
  now: Date;
}

/**
 * One row of the purchase history, in the reader's language; `shownTitle` names a seminar or course payment's course
 * in that language where it is translated (the row keeps the title the payment was issued with; ADR 0108).
 */
export function presentPurchase(
  row: PurchaseRow,
  language: InterfaceLanguage,
  links: PurchaseLinks,
  shownTitle?: string,
): Purchase {
  const base = {
    Id: row.id,
    Date: row.createdAt.toISOString(),
    Reference: row.reference,
    Amount: row.totalCents / 100,
    Currency: row.currency,
    Status: STATUS[row.status],
  };
  switch (row.source) {
    case "order":
      return {
        ...base,
        Key: `order-${row.id}`,
        Source: "StoreOrder",
        Title: row.title ?? translate(language, "purchaseHistory.storeOrder"),
        InvoiceUrl: orderInvoicePath(links.secret, row.id, links.now),
        DetailUrl: orderDetailPath(row.id),
      };
    case "donation":
      return {
        ...base,
        Key: `donation-${row.id}`,
        Source: "Donation",
        Title: translate(
          language,
          row.kind === "yearly" ? "purchaseHistory.yearlyDonation" : "purchaseHistory.donation",
        ),
        InvoiceUrl: donationInvoicePath(row.id),
        DetailUrl: null,
      };
    default: {
      const source =
        row.kind === "seminar"
          ? "Seminar"
          : row.kind === "course"
            ? "Course"
            : row.kind === "manual"
              ? "Manual"
              : "Membership";
      return {
        ...base,
        Key: `payment-${row.id}`,
        Source: source,
        Title:
          source === "Membership"
            ? translate(language, "membership.invoice.lineMembership", { level: levelName(row.levelId ?? 0) })
            : (shownTitle ?? row.title ?? ""),
        InvoiceUrl: invoicePdfPath(row.id),
        DetailUrl: null,
      };
    }
  }
}

/**
 * User/GetUserPurchaseAndBillings: every completed or refunded payment of the member, newest first (see
 * `PURCHASE_STATUSES`); TotalCount counts the same rows.
 */
export async function listPurchases(
  deps: Pick<Deps, "db" | "clock" | "config" | "accounts" | "translations">,
  userId: number,
  page: { page: number; pageSize: number },
  language: InterfaceLanguage,
): Promise<PurchasePage> {
  const { db } = deps;
  const user = await deps.accounts.find(db, userId);
  if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
  const { list, total } = await purchasesRepository.listByUser(db, userId, page);
  const links = { secret: deps.config.jwtSecret, now: deps.clock.now() };
  const payments = list.filter((row) => row.source === "payment" && (row.kind === "seminar" || row.kind === "course"));
  const titles =
    language === "en" || payments.length === 0
      ? new Map<number, string>()
      : await shownCourseTitles(
          db,
          deps.translations,
          language,
          await billingRepository.boughtCourses(
            db,
            payments.map((row) => row.id),
          ),
        );
  return {
    List: list.map((row) =>
      presentPurchase(row, language, links, row.source === "payment" ? titles.get(row.id) : undefined),
    ),
    TotalCount: total,
    Page: page.page,
    PageSize: page.pageSize,
  };
}
