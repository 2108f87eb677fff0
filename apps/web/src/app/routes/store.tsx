// Route module of the store catalogue (one lazy chunk): the store and the product page, whose "Add to cart"
// is the orders area's button (features do not import each other; they meet here).
import type { StoreProductDetail } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddToCartButton } from "../../features/orders/components/add-to-cart-button.tsx";
import { ProductDetailPage } from "../../features/store/components/product-detail-page.tsx";
import { routes } from "../paths.ts";

export { StorePage } from "../../features/store/components/store-page.tsx";

/** Kits for instructors are bought at the instructor price on their own checkout, not through the cart. */
function BuyProduct({ product }: { product: StoreProductDetail }) {
  const { t } = useTranslation();
  if (product.InstructorOnly)
    return <Link to={routes.instructorCheckout.pattern}>{t("storeDetail.instructorCheckout")}</Link>;
  return <AddToCartButton productId={product.Id} disabled={!product.InStock} />;
}

export function StoreDetailPage() {
  return <ProductDetailPage addToCart={(product) => <BuyProduct product={product} />} />;
}
