import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Checkbox, Select, TextField } from "../../../shared/ui/fields.tsx";
import { type CouponInput, type CouponListItem, useSaveCoupon } from "../api/coupons.ts";

/** The ISO instant a coupon stops working when the administrator picks a day: the end of that local day. */
export function expiryFromDay(day: string): string | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The local day an ISO expiry falls on, for the date field. */
export function dayFromExpiry(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function CouponFormDialog({ coupon, onClose }: { coupon: CouponListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const [code, setCode] = useState(coupon?.Code ?? "");
  const [type, setType] = useState<CouponInput["Type"]>(coupon?.Type ?? "Membership");
  const [discountType, setDiscountType] = useState(String(coupon?.DiscountType ?? 1));
  const [value, setValue] = useState(coupon ? String(coupon.DiscountValue) : "");
  const [day, setDay] = useState(dayFromExpiry(coupon?.ExpiresAt ?? null));
  const [maxUses, setMaxUses] = useState(coupon?.MaxUses ? String(coupon.MaxUses) : "");
  const [active, setActive] = useState(coupon?.IsActive ?? true);

  // The server names the refused fields (Errors); each is shown under its own field.
  const fieldErrors = save.error instanceof ApiError ? save.error.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        Id: coupon?.Id,
        Code: code.trim(),
        Type: type,
        DiscountType: discountType === "2" ? 2 : 1,
        DiscountValue: Number(value),
        ExpiresAt: expiryFromDay(day),
        MaxUses: maxUses.trim() ? Number(maxUses) : null,
        IsActive: active,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      width={500}
      dismissible={!save.isPending}
      title={coupon ? t("couponsAdmin.editTitle", { code: coupon.Code }) : t("couponsAdmin.newTitle")}
    >
      <form className="coupons-form" onSubmit={submit} aria-label={t("couponsAdmin.newTitle")}>
        <TextField
          label={t("couponsAdmin.code")}
          error={fieldErrors.Code}
          value={code}
          required
          maxLength={30}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
        />
        <Select
          label={t("couponsAdmin.typeLabel")}
          value={type}
          onChange={(e) => setType(e.target.value as CouponInput["Type"])}
          options={[
            { value: "Membership", label: t("couponsAdmin.typeMembership") },
            { value: "Store", label: t("couponsAdmin.typeStore") },
          ]}
        />
        <Select
          label={t("couponsAdmin.discountType")}
          value={discountType}
          onChange={(e) => setDiscountType(e.target.value)}
          options={[
            { value: "1", label: t("couponsAdmin.typePercent") },
            { value: "2", label: t("couponsAdmin.typeFixed") },
          ]}
        />
        <TextField
          label={t("couponsAdmin.value")}
          error={fieldErrors.DiscountValue}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <TextField
          label={t("couponsAdmin.expiresAt")}
          error={fieldErrors.ExpiresAt}
          hint={t("couponsAdmin.expiresHint")}
          type="date"
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <TextField
          label={t("couponsAdmin.maxUses")}
          error={fieldErrors.MaxUses}
          hint={t("couponsAdmin.maxUsesHint")}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        <Checkbox label={t("couponsAdmin.active")} checked={active} onChange={(e) => setActive(e.target.checked)} />
        {save.isError ? (
          <p role="alert" className="coupons-error">
            {errorMessage(t, save.error)}
          </p>
        ) : null}
        <div className="coupons-actions">
          <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t("couponsAdmin.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("couponsAdmin.save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
