import { useState } from "react";
import { useTranslation } from "react-i18next";
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
import { type CouponListItem, FIRST_COUPONS_PAGE, useAdminCoupons, useCouponAction } from "../api/coupons.ts";
import { CouponFormDialog } from "./coupon-form-dialog.tsx";
import "./coupons.css";

const dollars = (value: number, language: string) =>
  numberFormat(language, { style: "currency", currency: "USD" }).format(value);

function ExpireDialog({ coupon, onClose }: { coupon: CouponListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useCouponAction();
  return (
    <Dialog
      open
      onClose={onClose}
      width={460}
      dismissible={!action.isPending}
      title={t("couponsAdmin.expire")}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={action.isPending}>
            {t("couponsAdmin.cancel")}
          </Button>
          <Button
            type="button"
            variant="danger"
            data-autofocus
            loading={action.isPending}
            onClick={() => action.mutate({ id: coupon.Id, action: "expire" }, { onSuccess: onClose })}
          >
            {t("couponsAdmin.expire")}
          </Button>
        </>
      }
    >
      <p>{t("couponsAdmin.expireConfirm", { code: coupon.Code })}</p>
      {action.isError ? (
        <p role="alert" className="coupons-error">
          {errorMessage(t, action.error)}
        </p>
      ) : null}
    </Dialog>
  );
}

function CouponRow({ coupon, onEdit, onExpire }: { coupon: CouponListItem; onEdit: () => void; onExpire: () => void }) {
  const { t, i18n } = useTranslation();
  const toggle = useCouponAction();
  return (
    <tr>
      <td>
        <strong>{coupon.Code}</strong>
      </td>
      <td>{coupon.Type === "Store" ? t("couponsAdmin.typeStore") : t("couponsAdmin.typeMembership")}</td>
      <td>
        {coupon.DiscountType === 1
          ? t("couponsAdmin.percent", { value: coupon.DiscountValue })
          : dollars(coupon.DiscountValue, i18n.language)}
      </td>
      <td>{coupon.ExpiresAt ? formatDate(coupon.ExpiresAt) : t("couponsAdmin.never")}</td>
      <td>
        {coupon.MaxUses === null
          ? t("couponsAdmin.unlimited", { used: coupon.TimesUsed })
          : `${coupon.TimesUsed} / ${coupon.MaxUses}`}
      </td>
      <td>{t(`couponsAdmin.status${coupon.Status}`)}</td>
      <td>
        <div className="coupons-actions">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={`${t("couponsAdmin.edit")} ${coupon.Code}`}
          >
            {t("couponsAdmin.edit")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            loading={toggle.isPending}
            aria-label={`${coupon.IsActive ? t("couponsAdmin.deactivate") : t("couponsAdmin.activate")} ${coupon.Code}`}
            onClick={() => toggle.mutate({ id: coupon.Id, action: "active", active: !coupon.IsActive })}
          >
            {coupon.IsActive ? t("couponsAdmin.deactivate") : t("couponsAdmin.activate")}
          </Button>
          {coupon.Status === "Expired" ? null : (
            <Button
              type="button"
              size="sm"
              variant="danger"
              onClick={onExpire}
              aria-label={`${t("couponsAdmin.expire")} ${coupon.Code}`}
            >
              {t("couponsAdmin.expire")}
            </Button>
          )}
        </div>
        {toggle.isError ? (
          <p role="alert" className="coupons-error">
            {errorMessage(t, toggle.error)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

type Editing = { kind: "new" } | { kind: "edit"; coupon: CouponListItem } | { kind: "expire"; coupon: CouponListItem };

function CouponsAdmin() {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_COUPONS_PAGE.page);
  const [search, setSearch] = useState(FIRST_COUPONS_PAGE.search);
  const [applied, setApplied] = useState(FIRST_COUPONS_PAGE.search);
  const [type, setType] = useState(FIRST_COUPONS_PAGE.type);
  const [editing, setEditing] = useState<Editing | null>(null);
  const coupons = useAdminCoupons({ page, search: applied, type });
  const pages = coupons.data ? Math.max(1, Math.ceil(coupons.data.TotalCount / coupons.data.PageSize)) : 1;
  return (
    <>
      <div className="coupons-toolbar">
        <form
          className="coupons-filters"
          aria-label={t("couponsAdmin.searchButton")}
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setApplied(search.trim());
          }}
        >
          <TextField
            label={t("couponsAdmin.search")}
            value={search}
            type="search"
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={t("couponsAdmin.typeLabel")}
            value={type}
            onChange={(event) => {
              setPage(1);
              setType(event.target.value as typeof type);
            }}
            options={[
              { value: "", label: t("couponsAdmin.allTypes") },
              { value: "Membership", label: t("couponsAdmin.typeMembership") },
              { value: "Store", label: t("couponsAdmin.typeStore") },
            ]}
          />
          <Button type="submit" variant="secondary">
            {t("couponsAdmin.searchButton")}
          </Button>
        </form>
        <Button type="button" onClick={() => setEditing({ kind: "new" })}>
          {t("couponsAdmin.newCoupon")}
        </Button>
      </div>
      {coupons.isError ? (
        <p role="alert" className="coupons-error">
          {errorMessage(t, coupons.error)}
        </p>
      ) : null}
      <DataTable
        caption={t("couponsAdmin.caption")}
        columns={[
          t("couponsAdmin.code"),
          t("couponsAdmin.typeLabel"),
          t("couponsAdmin.discount"),
          t("couponsAdmin.expires"),
          t("couponsAdmin.uses"),
          t("couponsAdmin.statusLabel"),
          t("couponsAdmin.actions"),
        ]}
        pending={coupons.isPending}
        busy={coupons.isFetching}
        empty={t("couponsAdmin.empty")}
        isEmpty={(coupons.data?.List.length ?? 0) === 0}
        minWidth="56rem"
      >
        {coupons.data?.List.map((coupon) => (
          <CouponRow
            key={coupon.Id}
            coupon={coupon}
            onEdit={() => setEditing({ kind: "edit", coupon })}
            onExpire={() => setEditing({ kind: "expire", coupon })}
          />
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("couponsAdmin.pages")} onPage={setPage} />
      {editing?.kind === "new" ? <CouponFormDialog coupon={null} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === "edit" ? <CouponFormDialog coupon={editing.coupon} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === "expire" ? <ExpireDialog coupon={editing.coupon} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** /admin/coupons: the discount codes with their uses; create, edit, expire, (de)activate (ADR 0048). */
export function AdminCouponsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("couponsAdmin.title"));
  return (
    <div className="container coupons-page">
      <h1>{t("couponsAdmin.title")}</h1>
      <AdminGate
        forbiddenTitle={t("couponsAdmin.forbiddenTitle")}
        forbiddenText={t("couponsAdmin.forbiddenText")}
        loginText={t("couponsAdmin.loginText")}
      >
        <CouponsAdmin />
      </AdminGate>
    </div>
  );
}
