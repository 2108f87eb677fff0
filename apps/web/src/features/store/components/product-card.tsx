import { type Currency, formatLocalPrice, type StoreProduct, storeProductPath } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPrice } from "../../../shared/i18n/format.ts";

const cents = (dollars: number) => Math.round(dollars * 100);

/** The USD price and, when the visitor chose another currency, the approximate local price beside it. */
export function ProductPrice({ product, currency }: { product: StoreProduct; currency: Currency | null }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="store-price">
      <strong>{formatPrice(cents(product.Price))}</strong>
      {currency && currency.CurrencyCode !== "USD" ? (
        <span className="store-price__local muted">
          {" "}
          {t("storeCatalogue.approx", { price: formatLocalPrice(cents(product.Price), currency, i18n.language) })}
        </span>
      ) : null}
      {product.InstructorPrice !== null && product.InstructorPrice !== product.Price ? (
        <span className="store-price__instructor">
          {t("storeCatalogue.instructorPrice", { price: formatPrice(cents(product.InstructorPrice)) })}
        </span>
      ) : null}
    </p>
  );
}

/** The stock and audience badges: out of stock, a few left, instructors only. */
export function ProductBadges({ product }: { product: StoreProduct }) {
  const { t } = useTranslation();
  return (
    <p className="store-badges">
      {product.StockState === "out_of_stock" ? (
        <span className="store-badge store-badge--out">{t("storeCatalogue.outOfStock")}</span>
      ) : null}
      {product.StockState === "low_stock" ? (
        <span className="store-badge store-badge--low">
          {t("storeCatalogue.lowStock", { count: product.Stock ?? 0 })}
        </span>
      ) : null}
      {product.InstructorOnly ? (
        <span className="store-badge store-badge--instructors">{t("storeCatalogue.instructorsOnly")}</span>
      ) : null}
    </p>
  );
}

/**
 * A product in a list: cover, badges, title linked to its page, summary, price. The title and summary carry the
 * language they are shown in (the reader's where translated, else English; ADR 0097) for screen readers.
 */
export function ProductCard({
  product,
  currency,
  headingLevel = 2,
}: {
  product: StoreProduct;
  currency: Currency | null;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `product-${product.Id}-title`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <img className="store-card__image" src={product.CoverImageCard} alt="" loading="lazy" width={480} height={480} />
      <div className="store-card__body">
        <ProductBadges product={product} />
        <Heading id={headingId} className="store-card__title" lang={product.Lang}>
          <Link to={storeProductPath(product.Id)}>{product.Title}</Link>
        </Heading>
        <p className="store-card__summary" lang={product.Lang}>
          {product.Summary}
        </p>
        <ProductPrice product={product} currency={currency} />
      </div>
    </article>
  );
}
