import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { numberFormat } from "../../../shared/i18n/intl.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  ADMIN_DONATIONS_PAGE_SIZE,
  type AdminDonation,
  type AdminDonationFilters,
  adminDonationParams,
  useAdminCancelPlan,
  useAdminDonations,
  useExportDonations,
  useRefundDonation,
} from "../api/donations.ts";
import "./admin-donations.css";

const dollars = (value: number, language: string) =>
  numberFormat(language, { style: "currency", currency: "USD" }).format(value);

const FILTER_KEYS = ["Frequency", "Status", "From", "To", "search"] as const;

/** The list's state lives in the URL (?page, ?Frequency, ?Status, ?From, ?To, ?search): shareable, back works. */
function useDonationQuery() {
  const [params, setParams] = useSearchParams();
  const listParams = adminDonationParams(params);
  const { page, pageSize: _pageSize, ...filters } = listParams;
  const hrefFor = (nextPage: number) => {
    const next = new URLSearchParams(params);
    if (nextPage === 1) next.delete("page");
    else next.set("page", String(nextPage));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const apply = (next: AdminDonationFilters) => {
    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) query.set(key, next[key]);
    setParams(query);
  };
  return { listParams, page, filters, hrefFor, apply, key: params.toString() };
}

type Pending = { kind: "refund" | "stop"; donation: AdminDonation };

function ConfirmDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const refund = useRefundDonation();
  const stop = useAdminCancelPlan();
  const action = pending.kind === "refund" ? refund : stop;
  const { donation } = pending;
  const run = () => {
    if (pending.kind === "refund") {
      refund.mutate(donation.Id, {
        onSuccess: () => {
          toast.success(t("donationAdmin.refundedToast", { number: donation.DonationNumber }));
          onClose();
        },
      });
    } else if (donation.PlanId !== null) {
      stop.mutate(donation.PlanId, {
        onSuccess: () => {
          toast.success(t("donationAdmin.stoppedToast"));
          onClose();
        },
      });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      width={460}
      dismissible={!action.isPending}
      title={
        pending.kind === "refund"
          ? t("donationAdmin.refundTitle", { number: donation.DonationNumber })
          : t("donationAdmin.stopTitle", { name: donation.Name })
      }
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={action.isPending}>
            {t("donationAdmin.keep")}
          </Button>
          <Button type="button" variant="danger" data-autofocus loading={action.isPending} onClick={run}>
            {pending.kind === "refund" ? t("donationAdmin.confirmRefund") : t("donationAdmin.confirmStop")}
          </Button>
        </>
      }
    >
      <p>
        {pending.kind === "refund"
          ? t("donationAdmin.refundText", { amount: dollars(donation.Amount, i18n.language), name: donation.Name })
          : t("donationAdmin.stopText")}
      </p>
      {action.isError ? (
        <p role="alert" className="donation-admin__error">
          {errorMessage(t, action.error)}
        </p>
      ) : null}
    </Dialog>
  );
}

function DonationRow({ donation, onAction }: { donation: AdminDonation; onAction: (pending: Pending) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <th scope="row">{donation.DonationNumber}</th>
      <td>{formatDate(donation.Date)}</td>
      <td>
        {donation.Name}
        <br />
        <span className="muted">{donation.Email}</span>
      </td>
      <td>{dollars(donation.Amount, i18n.language)}</td>
      <td>
        {donation.Frequency === "Yearly" ? t("donationAdmin.yearly") : t("donationAdmin.oneOff")}
        {donation.PlanStatus ? (
          <>
            <br />
            <span className="muted">{t(`donationAdmin.plan${donation.PlanStatus}`)}</span>
          </>
        ) : null}
      </td>
      <td>
        {donation.Status === "Refunded" ? (
          <span className="donation-admin__refunded">
            {t("donationAdmin.refunded")}
            {donation.RefundedAt ? ` (${formatDate(donation.RefundedAt)})` : ""}
          </span>
        ) : (
          t("donationAdmin.paid")
        )}
      </td>
      <td>
        <div className="donation-admin__actions">
          {donation.Status === "Paid" ? (
            <Button
              type="button"
              size="sm"
              variant="danger"
              aria-label={`${t("donationAdmin.refund")} ${donation.DonationNumber}`}
              onClick={() => onAction({ kind: "refund", donation })}
            >
              {t("donationAdmin.refund")}
            </Button>
          ) : null}
          {donation.PlanStatus === "Active" ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`${t("donationAdmin.stopPlan")} ${donation.DonationNumber}`}
              onClick={() => onAction({ kind: "stop", donation })}
            >
              {t("donationAdmin.stopPlan")}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function Filters({ filters, onApply }: { filters: AdminDonationFilters; onApply: (f: AdminDonationFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof AdminDonationFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  return (
    <search>
      <form
        className="donation-admin__filters"
        aria-label={t("donationAdmin.filters")}
        onSubmit={(event) => {
          event.preventDefault();
          onApply({ ...draft, search: draft.search.trim() });
        }}
      >
        <TextField label={t("donationAdmin.search")} type="search" value={draft.search} onChange={set("search")} />
        <Select
          label={t("donationAdmin.frequency")}
          value={draft.Frequency}
          onChange={set("Frequency")}
          options={[
            { value: "", label: t("donationAdmin.all") },
            { value: "OneOff", label: t("donationAdmin.oneOff") },
            { value: "Yearly", label: t("donationAdmin.yearly") },
          ]}
        />
        <Select
          label={t("donationAdmin.status")}
          value={draft.Status}
          onChange={set("Status")}
          options={[
            { value: "", label: t("donationAdmin.all") },
            { value: "Paid", label: t("donationAdmin.paid") },
            { value: "Refunded", label: t("donationAdmin.refunded") },
          ]}
        />
        <TextField label={t("donationAdmin.from")} type="date" value={draft.From} onChange={set("From")} />
        <TextField label={t("donationAdmin.to")} type="date" value={draft.To} onChange={set("To")} />
        <Button type="submit" variant="secondary">
          {t("donationAdmin.apply")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => onApply({ Frequency: "", Status: "", From: "", To: "", search: "" })}
        >
          {t("donationAdmin.clear")}
        </Button>
      </form>
    </search>
  );
}

function DonationsAdmin() {
  const { t, i18n } = useTranslation();
  const { listParams, page, filters, hrefFor, apply, key } = useDonationQuery();
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useAdminDonations(listParams);
  const download = useExportDonations();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / ADMIN_DONATIONS_PAGE_SIZE)) : 1;
  const money = (value: number) => dollars(value, i18n.language);
  return (
    <>
      <Filters key={key} filters={filters} onApply={apply} />
      {list.isError ? (
        <p role="alert" className="donation-admin__error">
          {errorMessage(t, list.error)}
        </p>
      ) : null}
      {data ? (
        <section aria-label={t("donationAdmin.totals")}>
          <dl className="donation-admin__totals">
            <div>
              <dt>{t("donationAdmin.matches")}</dt>
              <dd>{data.TotalCount}</dd>
            </div>
            <div>
              <dt>{t("donationAdmin.received")}</dt>
              <dd>{money(data.TotalAmount)}</dd>
            </div>
            <div>
              <dt>{t("donationAdmin.oneOffAmount")}</dt>
              <dd>{money(data.OneOffAmount)}</dd>
            </div>
            <div>
              <dt>{t("donationAdmin.yearlyAmount")}</dt>
              <dd>{money(data.YearlyAmount)}</dd>
            </div>
            <div>
              <dt>{t("donationAdmin.refundedAmount")}</dt>
              <dd>{money(data.RefundedAmount)}</dd>
            </div>
            <div>
              <dt>{t("donationAdmin.activePlans")}</dt>
              <dd>{data.ActiveYearlyPlans}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <div className="donation-admin__export">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={download.isPending}
          disabled={!data || data.TotalCount === 0}
          onClick={() => download.mutate(filters)}
        >
          {t("donationAdmin.export")}
        </Button>
        {download.isError ? (
          <p role="alert" className="donation-admin__error">
            {errorMessage(t, download.error)}
          </p>
        ) : null}
      </div>
      <DataTable
        caption={t("donationAdmin.caption")}
        columns={[
          t("donationAdmin.number"),
          t("donationAdmin.date"),
          t("donationAdmin.donor"),
          t("donationAdmin.amount"),
          t("donationAdmin.frequency"),
          t("donationAdmin.status"),
          t("donationAdmin.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("donationAdmin.empty")}
        isEmpty={(data?.List.length ?? 0) === 0}
        minWidth="56rem"
      >
        {data?.List.map((donation) => (
          <DonationRow key={donation.Id} donation={donation} onAction={setPending} />
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("donationAdmin.pages")} hrefFor={hrefFor} />
      {pending ? <ConfirmDialog pending={pending} onClose={() => setPending(null)} /> : null}
    </>
  );
}

/** /admin/donations: every gift, filtered and totalled; refund one, stop a yearly plan, export CSV (ADR 0052). */
export function AdminDonationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("donationAdmin.title"));
  return (
    <div className="container donation-admin">
      <h1>{t("donationAdmin.title")}</h1>
      <AdminGate
        forbiddenTitle={t("donationAdmin.forbiddenTitle")}
        forbiddenText={t("donationAdmin.forbiddenText")}
        loginText={t("donationAdmin.loginText")}
      >
        <DonationsAdmin />
      </AdminGate>
    </div>
  );
}
