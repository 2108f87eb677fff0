import { type InterfaceLanguage, type InvoicePage, normalizeLanguage } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { presentInvoice } from "../membership/membership.presenter.ts";
import { billingRepository as repo } from "./billing.repository.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { shownCourseTitles, verifyInvoiceToken } from "./invoices.ts";

/** Invoices: the member's list and the PDF download. */
export function createInvoiceService(deps: Pick<Deps, "db" | "clock" | "config" | "accounts" | "translations">) {
  const { db, clock, config } = deps;

  return {
    async list(
      userId: number,
      options: { page: number; pageSize: number },
      language: InterfaceLanguage,
    ): Promise<InvoicePage> {
      const user = await deps.accounts.find(db, userId);
      if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
      const { list, total } = await repo.listPayments(db, userId, options);
      const titles = await shownCourseTitles(db, deps.translations, language, list);
      return {
        List: list.map((payment) => presentInvoice(payment, language, titles.get(payment.id))),
        TotalCount: total,
        Page: options.page,
        PageSize: options.pageSize,
      };
    },

    /**
     * The PDF of one invoice: "authorized" when the route's access rule accepted the caller (owner or
     * administrator, billing.policy.ts), or the signed link of the receipt mail.
     */
    async pdf(invoiceId: number, access: "authorized" | { token: string }, language: InterfaceLanguage) {
      const payment = await repo.findPayment(db, invoiceId);
      if (!payment) throw notFound("INVOICE_NOT_FOUND", "membership.invoiceNotFound");
      // A bad link looks the same as a missing invoice: ids are not probed.
      if (access !== "authorized" && !verifyInvoiceToken(config, payment, access.token, clock.now())) {
        throw notFound("INVOICE_NOT_FOUND", "membership.invoiceNotFound");
      }
      const user = await deps.accounts.find(db, payment.userId);
      if (!user) throw notFound("INVOICE_NOT_FOUND", "membership.invoiceNotFound");
      const pdfLanguage = access === "authorized" ? language : user.language;
      return {
        fileName: `${payment.invoiceNumber}.pdf`,
        bytes: await renderInvoicePdf(payment, user, normalizeLanguage(pdfLanguage)),
      };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
