import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { pageFrom } from "../../../shared/api/url-params.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useDownloadInvoicePdf } from "../api/download-invoice-pdf.ts";
import { PURCHASES_PAGE_SIZE, type Purchase, useUserPurchases } from "../api/get-user-purchase-and-billings.ts";
import { LoadError, MemberPage } from "./member-page.tsx";

function Purchases({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const purchases = useUserPurchases(userId, page);
  const download = useDownloadInvoicePdf();

  if (purchases.isError) return <LoadError onRetry={() => void purchases.refetch()} />;
  const data = purchases.data;
  const list = data?.List ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / PURCHASES_PAGE_SIZE)) : 1;
  const save = (purchase: Purchase) => {
    if (!purchase.InvoiceUrl) return;
    download.mutate(
      { PdfUrl: purchase.InvoiceUrl, InvoiceNumber: purchase.Reference },
      { onError: (error) => toast.error(errorMessage(t, error)) },
    );
  };

  return (
    <>
      <DataTable
        caption={t("purchases.caption", { count: data?.TotalCount ?? 0 })}
        columns={[
          t("purchases.columns.date"),
          t("purchases.columns.what"),
          t("purchases.columns.reference"),
          t("purchases.columns.amount"),
          t("purchases.columns.status"),
          t("purchases.columns.invoice"),
        ]}
        pending={purchases.isPending}
        busy={purchases.isFetching}
        isEmpty={list.length === 0}
        empty={t("purchases.empty")}
        minWidth="48rem"
      >
        {list.map((purchase) => (
          <tr key={purchase.Key}>
            <td>{formatDate(purchase.Date)}</td>
            <th scope="row">
              <span className="purchase__source">{t(`purchases.sources.${purchase.Source}`)}</span>
              <span>{purchase.Title}</span>
            </th>
            <td>{purchase.Reference}</td>
            <td>{formatPrice(Math.round(purchase.Amount * 100))}</td>
            <td>{t(`purchases.status.${purchase.Status}`)}</td>
            <td>
              {purchase.InvoiceUrl ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => save(purchase)}
                  loading={download.isPending && download.variables?.PdfUrl === purchase.InvoiceUrl}
                >
                  {t("purchases.pdf")}
                  <span className="visually-hidden"> {t("purchases.invoiceOf", { number: purchase.Reference })}</span>
                </Button>
              ) : null}
              {/* A store order has both: its invoice and its page (tracking, downloads). */}
              {purchase.DetailUrl ? (
                <Link to={purchase.DetailUrl}>
                  {t("purchases.details")}
                  <span className="visually-hidden"> {t("purchases.orderOf", { number: purchase.Reference })}</span>
                </Link>
              ) : null}
              {!purchase.InvoiceUrl && !purchase.DetailUrl ? "—" : null}
            </td>
          </tr>
        ))}
      </DataTable>
      {pages > 1 ? (
        <Pager
          page={page}
          pages={pages}
          label={t("purchases.pagination")}
          hrefFor={(to) => (to === 1 ? "?" : `?page=${to}`)}
        />
      ) : null}
    </>
  );
}

/** /profile/purchases: every payment of the member (memberships, seminars, courses, store orders, donations). */
export function PurchasesPage() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t("purchases.title")} lead={t("purchases.lead")}>
      {(user) => (
        <div className="purchases">
          <Purchases userId={user.Id} />
        </div>
      )}
    </MemberPage>
  );
}
