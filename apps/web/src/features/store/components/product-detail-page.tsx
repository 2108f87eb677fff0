import { PRODUCT_PLACEHOLDER_IMAGE, type StoreProductDetail } from "@haa/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { idFrom } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { useStoreProduct } from "../api/catalogue.ts";
import { useDisplayCurrency } from "./currency.ts";
import { Gallery } from "./gallery.tsx";
import { ProductBadges, ProductCard, ProductPrice } from "./product-card.tsx";
import "./store.css";
import { storeRoutes } from "../manifest.ts";

/** The cover and the pictures actually uploaded (placeholders are left out of the gallery). */
export function picturesOf(product: StoreProductDetail): string[] {
  const all = [product.CoverImage, product.Image1, product.Image2, product.Image3, product.Image4];
  const real = all.filter((src) => src !== PRODUCT_PLACEHOLDER_IMAGE);
  return real.length > 0 ? real : [PRODUCT_PLACEHOLDER_IMAGE];
}

export interface ProductDetailPageProps {
  /**
   * The "Add to cart" control. The cart belongs to the orders area, which renders it (POST Store/AddToCart);
   * the catalogue only gives it the product.
   */
  addToCart: (product: StoreProductDetail) => ReactNode;
}

/** /store/storedetails/{id}: gallery, description, stock state, price, add to cart, related products. */
export function ProductDetailPage({ addToCart }: ProductDetailPageProps) {
  const { t } = useTranslation();
  const id = idFrom(useParams().id);
  const query = useStoreProduct(id);
  const { currency } = useDisplayCurrency();
  const product = query.data;
  useDocumentTitle(product?.Title ?? t("storeCatalogue.title"));

  const back = (
    <p>
      <Link to={storeRoutes.to("store")}>← {t("storeDetail.back")}</Link>
    </p>
  );
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.isError && query.error instanceof ApiError && query.error.status === 404)
  ) {
    return (
      <div className="container page store">
        <h1>{t("storeDetail.notFound")}</h1>
        {back}
      </div>
    );
  }
  if (query.isError)
    return (
      <div className="container page store">
        <p role="alert">{errorMessage(t, query.error)}</p>
      </div>
    );
  if (!product)
    return (
      <div className="container page store">
        <p aria-live="polite">{t("storeDetail.loading")}</p>
      </div>
    );

  const stockText =
    product.StockState === "out_of_stock"
      ? t("storeCatalogue.outOfStock")
      : product.StockState === "low_stock"
        ? t("storeCatalogue.lowStock", { count: product.Stock ?? 0 })
        : product.StockState === "unlimited"
          ? t("storeCatalogue.available")
          : t("storeCatalogue.inStock");
  return (
    <article className="container page store store-detail" aria-labelledby="product-title">
      {back}
      <div className="store-detail__layout">
        <Gallery key={product.Id} title={product.Title} pictures={picturesOf(product)} />
        <div className="store-detail__info">
          <span className="eyebrow" lang={product.Category.Lang}>
            {product.Category.Name}
          </span>
          <h1 id="product-title" lang={product.Lang}>
            {product.Title}
          </h1>
          <ProductBadges product={product} />
          <p className="lead" lang={product.Lang}>
            {product.Summary}
          </p>
          <ProductPrice product={product} currency={currency} />
          <dl className="store-detail__facts">
            <dt>{t("storeDetail.stock")}</dt>
            <dd>{stockText}</dd>
          </dl>
          {product.Kind === "physical" && product.WeightGrams > 0 ? (
            <p className="muted">{t("storeDetail.weight", { grams: product.WeightGrams })}</p>
          ) : null}
          {product.Kind === "digital" ? <p className="muted">{t("storeDetail.digital")}</p> : null}
          {product.Kind === "manual" ? <p className="muted">{t("storeDetail.manual")}</p> : null}
          {product.InstructorOnly ? <p className="muted">{t("storeDetail.instructorOnlyNote")}</p> : null}
          <div className="store-detail__cart">{addToCart(product)}</div>
        </div>
      </div>

      <section className="store-detail__description" aria-labelledby="product-description">
        <h2 id="product-description">{t("storeDetail.description")}</h2>
        <div lang={product.Lang}>
          {product.Description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      {product.RelatedProducts.length > 0 ? (
        <section aria-labelledby="related-products">
          <h2 id="related-products">{t("storeDetail.related")}</h2>
          <div className="store-grid">
            {product.RelatedProducts.map((related) => (
              <ProductCard key={related.Id} product={related} currency={currency} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
