import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { useAddToCart, useCartOwner } from "../api/orders.ts";

/**
 * "Add to cart" for the product page (the catalogue renders it): adds one to the member's cart, or the visitor's
 * guest cart, and says so in a live region.
 */
export function AddToCartButton({ productId, disabled = false }: { productId: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const add = useAddToCart();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className="orders-add">
      <Button
        type="button"
        disabled={disabled}
        loading={add.isPending}
        onClick={() =>
          add.mutate(
            { owner, productId, quantity: 1 },
            {
              onSuccess: (result) => setStatus({ ok: true, text: result.Message }),
              onError: (error) => setStatus({ ok: false, text: errorMessage(t, error) }),
            },
          )
        }
      >
        {t("ordersCart.add")}
      </Button>
      <p className={status?.ok === false ? "orders-add__error" : "orders-add__ok"} role="status" aria-live="polite">
        {status?.text ?? ""}
      </p>
    </div>
  );
}
