import { STORE_PAGE_SIZE, STORE_PRODUCT_KINDS } from "@haa/domain";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { displayName } from "../../../shared/i18n/intl.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Checkbox, Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { storeListParams, useStoreCategories, useStoreProducts } from "../api/catalogue.ts";
import { useDisplayCurrency } from "./currency.ts";
import { ProductCard } from "./product-card.tsx";
import "./store.css";

/** A currency's name in the reader's language ("日本円"), or the catalogue's English one where the browser has none. */
function currencyName(code: string, language: string, english: string): string {
  return language === "en" ? english : displayName(language, "currency", code, english);
}

/** The store's state lives in the URL (?page, ?search, ?category, ?kind, ?instock): shareable, and back works. */
function useStoreQuery() {
  const [params, setParams] = useSearchParams();
  const list = storeListParams(params);
  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const go = (changes: Record<string, string | number | null>) =>
    setParams(new URLSearchParams(hrefWith({ ...changes, page: 1 }).slice(1)));
  return { list, hrefWith, go };
}

/** /store: categories, search, filters (kind, in stock), paging in the URL, and a display currency. */
export function StorePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("storeCatalogue.title"));
  const { list: listParams, hrefWith, go } = useStoreQuery();
  const { page, search, category, kind, inStock } = listParams;
  const [draft, setDraft] = useState(search);
  const categories = useStoreCategories();
  const { currencies, currency, code, setCode } = useDisplayCurrency();
  // The server's and the browser's Intl data differ in version: the names are the catalogue's English ones until
  // the page is hydrated, then the reader's (a name that differed would fail the hydration, ADR 0096).
  const namesIn = useDeferredValue(i18n.language, "en");
  const list = useStoreProducts(listParams);
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / STORE_PAGE_SIZE));
  const filtered = Boolean(search || category || kind || inStock);
  const products = list.data?.List ?? [];

  return (
    <div className="container page store">
      <header className="page-header">
        <span className="eyebrow">{t("storeCatalogue.eyebrow")}</span>
        <h1>{t("storeCatalogue.title")}</h1>
        <p className="muted">{t("storeCatalogue.lead")}</p>
      </header>

      <div className="store-layout">
        <nav className="store-categories" aria-label={t("storeCatalogue.categories")}>
          <h2 className="store-categories__title">{t("storeCatalogue.categories")}</h2>
          <ul>
            <li>
              <Link to={hrefWith({ category: null, page: 1 })} aria-current={category === null ? "page" : undefined}>
                {t("storeCatalogue.allProducts")}
              </Link>
            </li>
            {(categories.data ?? []).map((c) => (
              <li key={c.Id}>
                <Link to={hrefWith({ category: c.Id, page: 1 })} aria-current={category === c.Id ? "page" : undefined}>
                  <span lang={c.Lang}>{c.Name}</span> <span className="muted">({c.ProductCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="store-main">
          <search className="store-filters">
            <form
              className="store-search"
              onSubmit={(event) => {
                event.preventDefault();
                go({ search: draft.trim() });
              }}
            >
              <TextField
                label={t("storeCatalogue.search")}
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t("storeCatalogue.searchPlaceholder")}
                maxLength={200}
              />
              <Button type="submit">{t("storeCatalogue.searchButton")}</Button>
            </form>
            <div className="store-selects">
              <Select
                label={t("storeCatalogue.kind")}
                value={kind ?? ""}
                onChange={(event) => go({ kind: event.target.value || null })}
                options={[
                  { value: "", label: t("storeCatalogue.allKinds") },
                  ...STORE_PRODUCT_KINDS.map((value) => ({ value, label: t(`storeCatalogue.kinds.${value}`) })),
                ]}
              />
              <Select
                label={t("storeCatalogue.currency")}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                options={(currencies.length > 0 ? currencies : [{ CurrencyCode: "USD", Name: "US dollar" }]).map(
                  (c) => ({
                    value: c.CurrencyCode,
                    label: `${c.CurrencyCode} — ${currencyName(c.CurrencyCode, namesIn, c.Name)}`,
                  }),
                )}
              />
              <Checkbox
                label={t("storeCatalogue.inStockOnly")}
                checked={inStock}
                onChange={(event) => go({ instock: event.target.checked ? "1" : null })}
              />
            </div>
          </search>

          {currency && currency.CurrencyCode !== "USD" ? (
            <p className="muted store-note">
              {t("storeCatalogue.approxNote", {
                currency: currencyName(currency.CurrencyCode, namesIn, currency.Name),
              })}
            </p>
          ) : null}

          {filtered ? (
            <p className="store-results" role="status">
              {t("storeCatalogue.results", { count: total })} <Link to="?">{t("storeCatalogue.clearFilters")}</Link>
            </p>
          ) : null}

          {list.isError ? (
            <p role="alert" className="store-error">
              {errorMessage(t, list.error)}
            </p>
          ) : list.isPending ? (
            <p aria-live="polite">{t("storeCatalogue.loading")}</p>
          ) : products.length === 0 ? (
            <p>{t("storeCatalogue.empty")}</p>
          ) : (
            <div className="store-grid" aria-busy={list.isFetching || undefined}>
              {products.map((product) => (
                <ProductCard key={product.Id} product={product} currency={currency} />
              ))}
            </div>
          )}

          <Pager page={page} pages={pages} label={t("storeCatalogue.title")} hrefFor={(to) => hrefWith({ page: to })} />
        </div>
      </div>
    </div>
  );
}
