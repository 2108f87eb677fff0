// Route module of the store catalogue (one lazy chunk): the store and the product page, whose "Add to cart" is
// the orders area's button (features do not import each other; they meet here), and their loaders.
import type { StoreProductDetail } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { idFrom, isItemId } from "../../shared/api/url-params.ts";
import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import { AddToCartButton } from "../orders/components/add-to-cart-button.tsx";
import { ordersRoutes } from "../orders/manifest.ts";
import {
  currenciesQuery,
  storeCategoriesQuery,
  storeListParams,
  storeProductQuery,
  storeProductsQuery,
} from "./api/catalogue.ts";
import { ProductDetailPage } from "./components/product-detail-page.tsx";

export { StorePage } from "./components/store-page.tsx";

/** Kits for instructors are bought at the instructor price on their own checkout, not through the cart. */
function BuyProduct({ product }: { product: StoreProductDetail }) {
  const { t } = useTranslation();
  if (product.InstructorOnly)
    return <Link to={ordersRoutes.to("instructorCheckout")}>{t("storeDetail.instructorCheckout")}</Link>;
  return <AddToCartButton productId={product.Id} disabled={!product.InStock} />;
}

export function StoreDetailPage() {
  return <ProductDetailPage addToCart={(product) => <BuyProduct product={product} />} />;
}

/** /store: the categories, the display currencies and the page of products the URL names, as the reader sees it. */
const storeLoader = screenLoader(({ client, url }) => [
  client.ensureQueryData(storeCategoriesQuery()),
  client.ensureQueryData(currenciesQuery()),
  client.ensureQueryData(storeProductsQuery(storeListParams(url.searchParams), readSession().user?.Id ?? null)),
]);

/** A product's page (an instructor's price is their own) and the currencies its price is shown in. */
const storeDetailsLoader = screenLoader(({ client, params }) => {
  const id = idFrom(params.id);
  if (!isItemId(id)) return [];
  return [
    client.ensureQueryData(storeProductQuery(id, readSession().user?.Id ?? null)),
    client.ensureQueryData(currenciesQuery()),
  ];
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  store: storeLoader,
  storeDetails: storeDetailsLoader,
};
