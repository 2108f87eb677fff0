import type { Currency, StoreProduct, StoreProductDetail } from "@haa/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { ProductDetailPage } from "./product-detail-page.tsx";
import { StorePage } from "./store-page.tsx";

const PLACEHOLDER = "/images/product-placeholder.svg";

function product(overrides: Partial<StoreProduct> = {}): StoreProduct {
  return {
    Id: 6,
    Title: "The Protocol Chart — Wall Edition",
    Summary: "The full protocol on one laminated chart.",
    Description: "Laminated, 60 × 90 cm.\n\nShipped <b>rolled</b> in a tube.",
    Category: { Id: 2, Name: "Charts and Posters" },
    Kind: "physical",
    Audience: "everyone",
    InstructorOnly: false,
    Price: 48,
    InstructorPrice: null,
    Stock: 35,
    InStock: true,
    Unlimited: false,
    StockState: "in_stock",
    WeightGrams: 600,
    CoverImage: "/uploads/store/a-full.webp",
    CoverImageCard: "/uploads/store/a-card.webp",
    CoverImageThumbnail: "/uploads/store/a-thumbnail.webp",
    Image1: "/uploads/store/b-full.webp",
    Image2: "/uploads/store/c-full.webp",
    Image3: PLACEHOLDER,
    Image4: PLACEHOLDER,
    ImageCount: 2,
    IsPublished: true,
    ...overrides,
  };
}

const currencies: Currency[] = [
  { CurrencyCode: "USD", Name: "US dollar", Symbol: "$", Rate: 1, Decimals: 2, IsActive: true },
  { CurrencyCode: "EUR", Name: "Euro", Symbol: "€", Rate: 0.92, Decimals: 2, IsActive: true },
];

const categories = [
  { Id: 2, Name: "Charts and Posters", Slug: "charts", Description: "", SortOrder: 2, IsActive: true, ProductCount: 7 },
  {
    Id: 5,
    Name: "Instructor Training Kits",
    Slug: "training-kits",
    Description: "",
    SortOrder: 5,
    IsActive: true,
    ProductCount: 6,
  },
];

afterEach(() => localStorage.clear());

describe("/store", () => {
  it("sends page, search, category, kind and stock from the URL and shows cards with badges", async () => {
    const sent = stubApi({
      "GET Store/GetStoreProducts": {
        body: envelope({
          List: [
            product(),
            product({
              Id: 24,
              Title: "Anatomy Teaching Kit",
              InstructorOnly: true,
              Audience: "instructors",
              Stock: 0,
              InStock: false,
              StockState: "out_of_stock",
            }),
          ],
          TotalCount: 14,
          Page: 2,
          PageSize: 12,
        }),
      },
      "GET Store/GetStoreProductCategory": { body: envelope(categories) },
      "GET Currency/GetCurrencies": { body: envelope(currencies) },
    });
    renderRoute(<StorePage />, {
      path: "/store",
      url: "/store?page=2&search=chart&category=2&kind=physical&instock=1",
    });
    const card = await screen.findByRole("article", { name: "The Protocol Chart — Wall Edition" });
    expect(within(card).getByRole("link", { name: "The Protocol Chart — Wall Edition" })).toHaveAttribute(
      "href",
      "/store/storedetails/6",
    );
    expect(card).toHaveTextContent("$48");
    const kit = screen.getByRole("article", { name: "Anatomy Teaching Kit" });
    expect(kit).toHaveTextContent("Out of stock");
    expect(kit).toHaveTextContent("Instructors only");
    const query = queryOf(sentTo(sent, "GET Store/GetStoreProducts")[0]);
    expect(query).toMatchObject({ page: "2", search: "chart" });
    expect(JSON.parse(query.filters ?? "{}")).toEqual({ Category: 2, Kind: "physical", InStock: true });
    expect(screen.getByRole("status")).toHaveTextContent("Products found: 14");
    const nav = screen.getByRole("navigation", { name: "Categories" });
    expect(await within(nav).findByRole("link", { name: /Charts and Posters/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("shows an approximate local price in the currency the visitor picks, and remembers it", async () => {
    stubApi({
      "GET Store/GetStoreProducts": { body: envelope({ List: [product()], TotalCount: 1, Page: 1, PageSize: 12 }) },
      "GET Store/GetStoreProductCategory": { body: envelope(categories) },
      "GET Currency/GetCurrencies": { body: envelope(currencies) },
    });
    renderRoute(<StorePage />, { path: "/store", url: "/store" });
    const card = await screen.findByRole("article", { name: "The Protocol Chart — Wall Edition" });
    expect(card).not.toHaveTextContent("≈");
    const select = screen.getByRole("combobox", { name: "Show prices also in" });
    await screen.findByRole("option", { name: "EUR — Euro" });
    fireEvent.change(select, { target: { value: "EUR" } });
    expect(card).toHaveTextContent("≈ €44.16");
    expect(localStorage.getItem("haa.store.currency")).toBe("EUR");
    expect(screen.getByText("Approximate prices in Euro; you pay in US dollars.")).toBeInTheDocument();
  });

  it("names the currencies in the reader's language", async () => {
    stubApi({
      "GET Store/GetStoreProducts": { body: envelope({ List: [product()], TotalCount: 1, Page: 1, PageSize: 12 }) },
      "GET Store/GetStoreProductCategory": { body: envelope(categories) },
      "GET Currency/GetCurrencies": { body: envelope(currencies) },
    });
    await changeLanguage("ja");
    try {
      renderRoute(<StorePage />, { path: "/store", url: "/store" });
      expect(await screen.findByRole("option", { name: "EUR — ユーロ" })).toBeInTheDocument();
      expect(screen.getByRole("option", { name: "USD — 米ドル" })).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  });
});

describe("/store/storedetails/{id}", () => {
  const detail = (overrides: Partial<StoreProductDetail> = {}): StoreProductDetail => ({
    ...product(),
    RelatedProducts: [product({ Id: 7, Title: "The Protocol Chart — Pocket Edition" })],
    ...overrides,
  });

  it("shows the gallery, moves through it with the arrow keys, and renders the cart slot and related products", async () => {
    stubApi({ "GET Store/GetStoreProductsById": { body: envelope(detail()) } });
    renderRoute(<ProductDetailPage addToCart={(p) => <button type="button">Add {p.Title}</button>} />, {
      path: "/store/storedetails/:id",
      url: "/store/storedetails/6",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "The Protocol Chart — Wall Edition" }),
    ).toBeInTheDocument();
    // Cover and the two uploaded pictures; the placeholders are left out.
    const main = screen.getByRole("img", { name: "Picture 1 of 3" });
    expect(main).toHaveAttribute("src", "/uploads/store/a-full.webp");
    const toolbar = screen.getByRole("toolbar");
    const next = within(toolbar).getByRole("button", { name: "Next picture" });
    next.focus();
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(screen.getByRole("img", { name: "Picture 2 of 3" })).toHaveAttribute("src", "/uploads/store/b-full.webp");
    fireEvent.keyDown(next, { key: "End" });
    expect(screen.getByRole("img", { name: "Picture 3 of 3" })).toBeInTheDocument();
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(screen.getByRole("img", { name: "Picture 1 of 3" })).toBeInTheDocument();
    fireEvent.click(within(toolbar).getByRole("button", { name: "Show picture 3" }));
    expect(within(toolbar).getByRole("button", { name: "Show picture 3" })).toHaveAttribute("aria-current", "true");

    expect(screen.getByRole("button", { name: "Add The Protocol Chart — Wall Edition" })).toBeInTheDocument();
    expect(screen.getByText("Shipped <b>rolled</b> in a tube.")).toBeInTheDocument();
    expect(screen.getByText("Shipping weight: 600 g")).toBeInTheDocument();
    const related = screen.getByRole("region", { name: "You may also like" });
    expect(within(related).getByRole("link", { name: "The Protocol Chart — Pocket Edition" })).toHaveAttribute(
      "href",
      "/store/storedetails/7",
    );
  });

  it("says when a product does not exist", async () => {
    stubApi({
      "GET Store/GetStoreProductsById": {
        status: 404,
        body: { Status: false, Message: "This product does not exist or is not available.", Data: null },
      },
    });
    renderRoute(<ProductDetailPage addToCart={() => null} />, {
      path: "/store/storedetails/:id",
      url: "/store/storedetails/999",
    });
    expect(
      await screen.findByRole("heading", { name: "This product does not exist or is no longer available." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Back to the store" })).toHaveAttribute("href", "/store");
  });
});
