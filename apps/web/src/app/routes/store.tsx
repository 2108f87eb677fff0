// Route module of the store catalogue (one lazy chunk): the store and the product page. The cart belongs to
// the orders area; until it is wired, the product page shows a disabled "Add to cart" button.
import type { StoreProductDetail } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { ProductDetailPage } from "../../features/store/components/product-detail-page.tsx";
import { Button } from "../../shared/ui/button.tsx";

export { StorePage } from "../../features/store/components/store-page.tsx";

function AddToCartPending(_: { product: StoreProductDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="button" disabled aria-describedby="store-cart-soon">
        {t("storeDetail.addToCart")}
      </Button>
      <p id="store-cart-soon" className="muted">
        {t("storeDetail.cartSoon")}
      </p>
    </>
  );
}

export function StoreDetailPage() {
  return <ProductDetailPage addToCart={(product) => <AddToCartPending product={product} />} />;
}
