import { type CouponForm, type CouponFormOutput, couponFormSchema, dayFromExpiry } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormCheckbox, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { type CouponListItem, useSaveCoupon } from "../api/coupons.ts";

const valuesOf = (coupon: CouponListItem | null): CouponForm => ({
  Code: coupon?.Code ?? "",
  Type: coupon?.Type ?? "Membership",
  DiscountType: String(coupon?.DiscountType ?? 1),
  DiscountValue: coupon ? String(coupon.DiscountValue) : "",
  ExpiresAt: dayFromExpiry(coupon?.ExpiresAt ?? null),
  MaxUses: coupon?.MaxUses ? String(coupon.MaxUses) : "",
  IsActive: coupon?.IsActive ?? true,
});
const FIELDS = new Set(Object.keys(valuesOf(null)));

export function CouponFormDialog({ coupon, onClose }: { coupon: CouponListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  // The add/update body's rules over the typed fields (ADR 0038); the server checks them again.
  const form = useZodForm(couponFormSchema, { defaultValues: valuesOf(coupon) });

  const submit = (values: CouponFormOutput) =>
    save.mutate(
      { ...values, Id: coupon?.Id, ExpiresAt: values.ExpiresAt ?? null, MaxUses: values.MaxUses ?? null },
      {
        onSuccess: onClose,
        // The server names the refused fields (Errors); each is shown under its own field, as the schema's are.
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of Object.entries(error.errors)) {
            if (FIELDS.has(field)) form.setError(field as keyof CouponForm, { type: "server", message });
          }
        },
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      width={500}
      dismissible={!save.isPending}
      title={coupon ? t("couponsAdmin.editTitle", { code: coupon.Code }) : t("couponsAdmin.newTitle")}
    >
      <Form form={form} onValid={submit} className="coupons-form" aria-label={t("couponsAdmin.newTitle")}>
        <FormTextField
          control={form.control}
          name="Code"
          label={t("couponsAdmin.code")}
          required
          maxLength={30}
          autoComplete="off"
        />
        <FormSelect
          control={form.control}
          name="Type"
          label={t("couponsAdmin.typeLabel")}
          options={[
            { value: "Membership", label: t("couponsAdmin.typeMembership") },
            { value: "Store", label: t("couponsAdmin.typeStore") },
          ]}
        />
        <FormSelect
          control={form.control}
          name="DiscountType"
          label={t("couponsAdmin.discountType")}
          options={[
            { value: "1", label: t("couponsAdmin.typePercent") },
            { value: "2", label: t("couponsAdmin.typeFixed") },
          ]}
        />
        <FormTextField
          control={form.control}
          name="DiscountValue"
          label={t("couponsAdmin.value")}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          required
        />
        <FormTextField
          control={form.control}
          name="ExpiresAt"
          label={t("couponsAdmin.expiresAt")}
          hint={t("couponsAdmin.expiresHint")}
          type="date"
        />
        <FormTextField
          control={form.control}
          name="MaxUses"
          label={t("couponsAdmin.maxUses")}
          hint={t("couponsAdmin.maxUsesHint")}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
        />
        <FormCheckbox control={form.control} name="IsActive" label={t("couponsAdmin.active")} />
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
      </Form>
    </Dialog>
  );
}
