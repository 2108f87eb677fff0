import type { StoreAdminProduct } from "@haa/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminStorePage } from "./admin-store-page.tsx";

const PLACEHOLDER = "/images/product-placeholder.svg";
const product: StoreAdminProduct = {
  Id: 6,
  Title: "The Protocol Chart — Wall Edition",
  Summary: "The full protocol on one laminated chart.",
  Description: "Laminated.",
  Category: { Id: 2, Name: "Charts and Posters" },
  Kind: "physical",
  Audience: "everyone",
  InstructorOnly: false,
  Price: 48,
  InstructorPrice: 48,
  Stock: 35,
  InStock: true,
  Unlimited: false,
  StockState: "in_stock",
  WeightGrams: 600,
  CoverImage: PLACEHOLDER,
  CoverImageCard: PLACEHOLDER,
  CoverImageThumbnail: PLACEHOLDER,
  Image1: PLACEHOLDER,
  Image2: PLACEHOLDER,
  Image3: PLACEHOLDER,
  Image4: PLACEHOLDER,
  ImageCount: 0,
  IsPublished: true,
  ManualId: null,
  HasDigitalFile: false,
  SortOrder: 6,
  Languages: ["ja"],
};

const charts = {
  Id: 2,
  Name: "Charts and Posters",
  Slug: "charts",
  Description: "",
  SortOrder: 1,
  IsActive: true,
  ProductCount: 6,
  Languages: [],
};

describe("/admin/store", () => {
  it("asks visitors to log in", () => {
    renderRoute(<AdminStorePage />, { path: "/admin/store" });
    expect(screen.getByText("Log in as an administrator to manage the store.")).toBeInTheDocument();
  });

  it("lists products, edits one and saves a currency rate", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Store/AdminGetStoreProducts": { body: envelope({ List: [product], TotalCount: 1, Page: 1, PageSize: 20 }) },
      "GET Store/GetAllStoreProductCategory": { body: envelope([charts]) },
      "GET Currency/AdminGetCurrencies": {
        body: envelope([
          { CurrencyCode: "USD", Name: "US dollar", Symbol: "$", Rate: 1, Decimals: 2, IsActive: true },
          { CurrencyCode: "EUR", Name: "Euro", Symbol: "€", Rate: 0.92, Decimals: 2, IsActive: true },
        ]),
      },
      "PUT Store/AdminEditStoreProduct": { body: { ...envelope(product), Message: "The product has been updated." } },
      "PUT Currency/AdminUpdateCurrency": { body: { ...envelope(null), Message: "The currency has been updated." } },
    });
    renderRoute(<AdminStorePage />, { path: "/admin/store" });
    const table = await screen.findByRole("table", { name: /Products: 1/ });
    const row = within(table).getByRole("row", { name: /The Protocol Chart/ });
    expect(row).toHaveTextContent("$48");
    await userEvent.click(within(row).getByRole("button", { name: "Edit: The Protocol Chart — Wall Edition" }));
    const form = screen.getByRole("region", { name: "Edit The Protocol Chart — Wall Edition" });
    const price = within(form).getByLabelText("Price (USD)");
    fireEvent.change(price, { target: { value: "52.5" } });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await screen.findByText("The product has been updated.");
    expect(jsonBody(sentTo(sent, "PUT Store/AdminEditStoreProduct")[0])).toMatchObject({
      Id: 6,
      Price: 52.5,
      Stock: 35,
      InstructorPrice: null,
      CategoryId: 2,
    });

    const rate = screen.getByLabelText("Rate per US dollar: EUR");
    fireEvent.change(rate, { target: { value: "0.95" } });
    await userEvent.click(screen.getByRole("button", { name: "Save: EUR" }));
    await screen.findByText("The currency has been updated.");
    expect(jsonBody(sentTo(sent, "PUT Currency/AdminUpdateCurrency")[0])).toEqual({
      CurrencyCode: "EUR",
      Rate: 0.95,
      IsActive: true,
    });
    expect(screen.getByLabelText("Rate per US dollar: USD")).toBeDisabled();
  }, 20_000);

  it("checks a new product against the contract's rules in the fields and sends nothing", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Store/AdminGetStoreProducts": { body: envelope({ List: [product], TotalCount: 1, Page: 1, PageSize: 20 }) },
      "GET Store/GetAllStoreProductCategory": {
        body: envelope([
          { Id: 2, Name: "Manuals", Slug: "manuals", Description: "", SortOrder: 1, IsActive: true, ProductCount: 0 },
        ]),
      },
      "GET Currency/AdminGetCurrencies": { body: envelope([]) },
      "POST Store/AdminAddStoreProduct": { body: envelope(product) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminStorePage />, { path: "/admin/store" });
    await user.click(await screen.findByRole("button", { name: "New product" }));
    const form = screen.getByRole("region", { name: "New product" });
    await user.selectOptions(within(form).getByLabelText(/^Kind/), "manual");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Please give the product a title.")).toBeInTheDocument();
    expect(within(form).getByText("Please enter a price.")).toBeInTheDocument();
    expect(within(form).getByText("Choose a category.")).toBeInTheDocument();
    // With the fields right, the rule across them: a manual's product names its manual.
    await user.type(within(form).getByLabelText(/^Title/), "Working with Groups");
    await user.type(within(form).getByLabelText(/^Price \(USD\)/), "29");
    await user.selectOptions(within(form).getByLabelText(/^Category/), "2");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("A manual product needs the manual it grants.")).toBeInTheDocument();
    expect(within(form).queryByText("Please give the product a title.")).toBeNull();
    expect(sentTo(sent, "POST Store/AdminAddStoreProduct")).toHaveLength(0);

    // The new category's name, by the same contract.
    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(await screen.findByText("Please name the category.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Store/AdminAddStoreProductCategory")).toHaveLength(0);
  }, 20_000);

  it("translates a product beside its English words and lists the products missing a language", async () => {
    logInAs({ AccountType: 99 });
    const source = { Title: product.Title, Summary: product.Summary, Description: product.Description };
    const sent = stubApi({
      "GET Store/AdminGetStoreProducts": { body: envelope({ List: [product], TotalCount: 1, Page: 1, PageSize: 20 }) },
      "GET Store/GetAllStoreProductCategory": { body: envelope([charts]) },
      "GET Currency/AdminGetCurrencies": { body: envelope([]) },
      "GET Translation/GetTranslations": {
        body: envelope({
          Kind: "product",
          Id: 6,
          Source: source,
          Translations: { ja: { Title: "プロトコル・チャート" } },
          Languages: ["ja"],
        }),
      },
      "PUT Translation/SaveTranslations": {
        body: envelope({
          Kind: "product",
          Id: 6,
          Source: source,
          Translations: { ja: { Title: "プロトコル・チャート" }, de: { Title: "Die Protokolltafel – Wandausgabe" } },
          Languages: ["de", "ja"],
        }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminStorePage />, { path: "/admin/store" });
    const table = await screen.findByRole("table", { name: /Products: 1/ });
    const row = within(table).getByRole("row", { name: /The Protocol Chart/ });
    expect(row).toHaveTextContent("JA");

    await user.selectOptions(screen.getByLabelText("Missing a language"), "de");
    await waitFor(() =>
      expect(
        sentTo(sent, "GET Store/AdminGetStoreProducts").some(
          (request) => queryOf(request).filters === JSON.stringify({ MissingLanguage: "de" }),
        ),
      ).toBe(true),
    );

    await user.click(within(row).getByRole("button", { name: "Edit: The Protocol Chart — Wall Edition" }));
    const translations = await screen.findByRole("region", { name: "Translations" });
    expect(queryOf(sentTo(sent, "GET Translation/GetTranslations")[0])).toEqual({ Kind: "product", Id: "6" });
    // The first language not translated yet is chosen; the English original stands beside each field.
    expect(within(translations).getByLabelText("Language")).toHaveValue("es");
    await user.selectOptions(within(translations).getByLabelText("Language"), "de");
    expect(within(translations).getByText(product.Summary)).toHaveAttribute("lang", "en");
    const title = within(translations).getByLabelText(/^Title \(Deutsch\)/);
    expect(title).toHaveAttribute("lang", "de");
    await user.type(title, "Die Protokolltafel – Wandausgabe");
    await user.click(within(translations).getByRole("button", { name: "Save translations" }));
    await screen.findByText("Translations saved.");
    expect(jsonBody(sentTo(sent, "PUT Translation/SaveTranslations")[0])).toEqual({
      Kind: "product",
      Id: 6,
      Translations: { de: { Title: "Die Protokolltafel – Wandausgabe", Summary: "", Description: "" } },
    });
    // The editor sits below the product's form, not inside it: saving the translation saved no product.
    expect(sentTo(sent, "PUT Store/AdminEditStoreProduct")).toHaveLength(0);
  }, 20_000);
});
