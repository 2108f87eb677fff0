import {
  PRODUCT_IMAGE_SLOTS,
  STORE_AUDIENCES,
  STORE_PRODUCT_KINDS,
  type StoreAudience,
  type StoreProductInput,
  type StoreProductKind,
  storeCategoryInputSchema,
  storeProductEditorSchema,
  type TranslationLanguage,
} from "@haa/domain";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import {
  Form,
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  useZodForm,
} from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import {
  MissingLanguageFilter,
  TranslatedLanguages,
  TranslationsEditor,
} from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Checkbox, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  FIRST_ADMIN_PRODUCTS,
  type StoreAdminProduct,
  useAddCategory,
  useAdminCurrencies,
  useAdminProducts,
  useAllCategories,
  useEditCategory,
  useReorderCategories,
  useSaveProduct,
  useSetPublished,
  useUpdateCurrency,
  useUploadDownload,
  useUploadPicture,
} from "../api/admin.ts";
import "./store.css";

/** The form's text state; numbers stay text until the schema reads them, so a half-typed price is not rewritten. */
interface Draft {
  Title: string;
  Summary: string;
  Description: string;
  CategoryId: string;
  Kind: StoreProductKind;
  Audience: StoreAudience;
  Price: string;
  InstructorPrice: string;
  Stock: string;
  WeightGrams: string;
  ManualId: string;
  IsPublished: boolean;
}

const emptyDraft: Draft = {
  Title: "",
  Summary: "",
  Description: "",
  CategoryId: "",
  Kind: "physical",
  Audience: "everyone",
  Price: "",
  InstructorPrice: "",
  Stock: "",
  WeightGrams: "0",
  ManualId: "",
  IsPublished: true,
};
const FIELDS = new Set(Object.keys(emptyDraft));
const productSchema = storeProductEditorSchema as unknown as z.ZodType<StoreProductInput, Draft>;

const draftOf = (p: StoreAdminProduct): Draft => ({
  Title: p.Title,
  Summary: p.Summary,
  Description: p.Description,
  CategoryId: String(p.Category.Id),
  Kind: p.Kind,
  Audience: p.Audience,
  Price: String(p.Price),
  InstructorPrice: p.InstructorPrice === null || p.InstructorPrice === p.Price ? "" : String(p.InstructorPrice),
  Stock: p.Stock === null ? "" : String(p.Stock),
  WeightGrams: String(p.WeightGrams),
  ManualId: p.ManualId === null ? "" : String(p.ManualId),
  IsPublished: p.IsPublished,
});

function ProductForm({
  initial,
  product,
  onDone,
}: {
  initial: Draft;
  product?: StoreAdminProduct;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(productSchema, { defaultValues: initial });
  const kind = useWatch({ control: form.control, name: "Kind" });
  const categories = useAllCategories();
  const save = useSaveProduct();
  const onValid = (values: StoreProductInput) =>
    save.mutate(product ? { ...values, Id: product.Id } : values, {
      onSuccess: (result) => {
        toast.success(result.Message || t("storeAdmin.saved"));
        onDone();
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(error instanceof ApiError ? error.errors : {})) {
          if (FIELDS.has(field)) form.setError(field as keyof Draft, { type: "server", message });
        }
        toast.error(errorMessage(t, error));
      },
    });
  const heading = product ? t("storeAdmin.form.editTitle", { title: initial.Title }) : t("storeAdmin.form.newTitle");
  return (
    <section className="card store-admin__form" aria-label={heading}>
      <h3>{heading}</h3>
      <Form form={form} onValid={onValid} className="store-admin__fields">
        <FormTextField
          control={form.control}
          name="Title"
          label={t("storeAdmin.form.title")}
          required
          maxLength={200}
        />
        <FormTextField control={form.control} name="Summary" label={t("storeAdmin.form.summary")} maxLength={500} />
        <FormTextArea control={form.control} name="Description" label={t("storeAdmin.form.description")} />
        <FormSelect
          control={form.control}
          name="CategoryId"
          label={t("storeAdmin.form.category")}
          placeholder="—"
          options={(categories.data ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))}
        />
        <FormSelect
          control={form.control}
          name="Kind"
          label={t("storeAdmin.form.kind")}
          options={STORE_PRODUCT_KINDS.map((value) => ({ value, label: t(`storeCatalogue.kinds.${value}`) }))}
        />
        <FormSelect
          control={form.control}
          name="Audience"
          label={t("storeAdmin.form.audience")}
          options={STORE_AUDIENCES.map((value) => ({ value, label: t(`storeAdmin.form.audiences.${value}`) }))}
        />
        <FormTextField
          control={form.control}
          name="Price"
          label={t("storeAdmin.form.price")}
          inputMode="decimal"
          required
        />
        <FormTextField
          control={form.control}
          name="InstructorPrice"
          label={t("storeAdmin.form.instructorPrice")}
          inputMode="decimal"
        />
        {kind === "physical" ? (
          <>
            <FormTextField
              control={form.control}
              name="Stock"
              label={t("storeAdmin.form.stock")}
              hint={t("storeAdmin.form.stockHint")}
              inputMode="numeric"
            />
            <FormTextField
              control={form.control}
              name="WeightGrams"
              label={t("storeAdmin.form.weight")}
              inputMode="numeric"
            />
          </>
        ) : null}
        {kind === "manual" ? (
          <FormTextField
            control={form.control}
            name="ManualId"
            label={t("storeAdmin.form.manualId")}
            inputMode="numeric"
          />
        ) : null}
        <FormCheckbox control={form.control} name="IsPublished" label={t("storeAdmin.form.isPublished")} />
        <div className="store-admin__actions">
          <Button type="submit" loading={save.isPending}>
            {t("storeAdmin.form.save")}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t("storeAdmin.form.cancel")}
          </Button>
        </div>
      </Form>
      {product ? <Pictures product={product} /> : null}
      {/* The product's words in the other languages, beside the English above, once it exists (ADR 0097). */}
      {product ? <TranslationsEditor kind="product" id={product.Id} /> : null}
    </section>
  );
}

/** One upload per picture slot, and the download file of a digital product. */
function Pictures({ product }: { product: StoreAdminProduct }) {
  const { t } = useTranslation();
  const picture = useUploadPicture();
  const download = useUploadDownload();
  const done = {
    onSuccess: () => toast.success(t("storeAdmin.uploaded")),
    onError: (error: Error) => toast.error(errorMessage(t, error)),
  };
  const current: Record<string, string> = {
    cover: product.CoverImageThumbnail,
    image1: product.Image1,
    image2: product.Image2,
    image3: product.Image3,
    image4: product.Image4,
  };
  return (
    <div className="store-admin__pictures">
      <h4>{t("storeAdmin.pictures")}</h4>
      <ul className="store-admin__slots">
        {PRODUCT_IMAGE_SLOTS.map((slot) => (
          <li key={slot}>
            <img src={current[slot]} alt="" width={72} height={72} />
            <label className="ui-field__label">
              {t("storeAdmin.upload", { slot: t(`storeAdmin.slots.${slot}`) })}
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) picture.mutate({ id: product.Id, slot, file }, done);
                  e.target.value = "";
                }}
              />
            </label>
          </li>
        ))}
      </ul>
      {product.Kind === "digital" ? (
        <p>
          <label className="ui-field__label">
            {t("storeAdmin.file")}
            <input
              type="file"
              accept="application/pdf,application/zip,.pdf,.zip"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) download.mutate({ id: product.Id, file }, done);
                e.target.value = "";
              }}
            />
          </label>
          <span className="muted"> {product.HasDigitalFile ? t("storeAdmin.hasFile") : t("storeAdmin.noFile")}</span>
        </p>
      ) : null}
    </div>
  );
}

function Products() {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_ADMIN_PRODUCTS.page);
  const [search, setSearch] = useState(FIRST_ADMIN_PRODUCTS.search);
  const [draftSearch, setDraftSearch] = useState(FIRST_ADMIN_PRODUCTS.search);
  const [editing, setEditing] = useState<StoreAdminProduct | "new" | null>(null);
  const [missingLanguage, setMissingLanguage] = useState(FIRST_ADMIN_PRODUCTS.missingLanguage);
  const list = useAdminProducts(page, ADMIN_PRODUCTS_PAGE_SIZE, search, missingLanguage);
  const publish = useSetPublished();
  const total = list.data?.TotalCount ?? 0;
  const items = list.data?.List ?? [];
  const current = editing && editing !== "new" ? (items.find((p) => p.Id === editing.Id) ?? editing) : undefined;
  return (
    <section aria-labelledby="store-admin-products">
      <h2 id="store-admin-products">{t("storeAdmin.products")}</h2>
      <search>
        <form
          className="store-search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(draftSearch.trim());
            setPage(1);
          }}
        >
          <TextField
            label={t("storeAdmin.search")}
            type="search"
            value={draftSearch}
            onChange={(e) => setDraftSearch(e.target.value)}
          />
          <MissingLanguageFilter
            value={missingLanguage}
            onChange={(language) => {
              setMissingLanguage(language);
              setPage(1);
            }}
          />
          <Button type="submit" variant="secondary">
            {t("storeCatalogue.searchButton")}
          </Button>
          <Button type="button" onClick={() => setEditing("new")}>
            {t("storeAdmin.newProduct")}
          </Button>
        </form>
      </search>
      {editing ? (
        <ProductForm
          key={editing === "new" ? "new" : editing.Id}
          initial={editing === "new" ? emptyDraft : draftOf(editing)}
          product={current}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <DataTable
        caption={t("storeAdmin.caption", { count: total })}
        columns={[
          t("storeAdmin.columns.title"),
          t("storeAdmin.columns.category"),
          t("storeAdmin.columns.price"),
          t("storeAdmin.columns.stock"),
          t("storeAdmin.columns.status"),
          t("translations.languagesColumn"),
          t("storeAdmin.columns.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("storeAdmin.empty")}
        isEmpty={items.length === 0}
        minWidth="48rem"
      >
        {items.map((p) => (
          <tr key={p.Id}>
            <th scope="row">{p.Title}</th>
            <td>{p.Category.Name}</td>
            <td>{formatPrice(Math.round(p.Price * 100))}</td>
            <td>{p.Stock === null ? t("storeAdmin.unlimited") : p.Stock}</td>
            <td>{p.IsPublished ? t("storeAdmin.published") : t("storeAdmin.hidden")}</td>
            <td>
              <TranslatedLanguages languages={p.Languages} />
            </td>
            <td className="store-admin__actions">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(p)}
                aria-label={`${t("storeAdmin.edit")}: ${p.Title}`}
              >
                {t("storeAdmin.edit")}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${t(p.IsPublished ? "storeAdmin.unpublish" : "storeAdmin.publish")}: ${p.Title}`}
                onClick={() =>
                  publish.mutate(
                    { Id: p.Id, IsPublished: !p.IsPublished },
                    {
                      onSuccess: (result) => toast.success(result.Message || t("storeAdmin.saved")),
                      onError: (error) => toast.error(errorMessage(t, error)),
                    },
                  )
                }
              >
                {t(p.IsPublished ? "storeAdmin.unpublish" : "storeAdmin.publish")}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE))}
        label={t("storeAdmin.pagination")}
        onPage={setPage}
      />
    </section>
  );
}

function CategoryRow({
  category,
  first,
  last,
  onMove,
}: {
  category: {
    Id: number;
    Name: string;
    Description: string;
    IsActive: boolean;
    Languages?: TranslationLanguage[] | undefined;
  };
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(category.Name);
  const [active, setActive] = useState(category.IsActive);
  const [translating, setTranslating] = useState(false);
  const edit = useEditCategory();
  return (
    <li className="store-admin__category">
      <TranslatedLanguages languages={category.Languages ?? []} />
      <TextField
        label={t("storeAdmin.categoryName")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={80}
      />
      <Checkbox label={t("storeAdmin.active")} checked={active} onChange={(e) => setActive(e.target.checked)} />
      <Button
        size="sm"
        aria-label={`${t("storeAdmin.save")}: ${category.Name}`}
        onClick={() =>
          edit.mutate(
            { Id: category.Id, Name: name, Description: category.Description, IsActive: active },
            {
              onSuccess: (result) => toast.success(result.Message || t("storeAdmin.saved")),
              onError: (error) => toast.error(errorMessage(t, error)),
            },
          )
        }
      >
        {t("storeAdmin.save")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={t("storeAdmin.moveUp", { name: category.Name })}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={t("storeAdmin.moveDown", { name: category.Name })}
      >
        ↓
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={translating}
        aria-label={`${t("translations.heading")}: ${category.Name}`}
        onClick={() => setTranslating(!translating)}
      >
        {t("translations.heading")}
      </Button>
      {/* The category's name and description in the other languages (ADR 0097). */}
      {translating ? (
        <div className="store-admin__category-translations">
          <TranslationsEditor kind="productCategory" id={category.Id} />
        </div>
      ) : null}
    </li>
  );
}

type CategoryFields = { Name: string; Description: string };
const categorySchema = storeCategoryInputSchema as unknown as z.ZodType<CategoryFields, CategoryFields>;

function Categories() {
  const { t } = useTranslation();
  const categories = useAllCategories();
  const reorder = useReorderCategories();
  const add = useAddCategory();
  const addForm = useZodForm(categorySchema, { defaultValues: { Name: "", Description: "" } });
  const list = categories.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.Id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    reorder.mutate(ids, { onError: (error) => toast.error(errorMessage(t, error)) });
  };
  return (
    <section aria-labelledby="store-admin-categories">
      <h2 id="store-admin-categories">{t("storeAdmin.categories")}</h2>
      <ol className="store-admin__categories">
        {list.map((category, index) => (
          <CategoryRow
            key={`${category.Id}-${category.Name}-${category.IsActive}`}
            category={category}
            first={index === 0}
            last={index === list.length - 1}
            onMove={(by) => move(index, by)}
          />
        ))}
      </ol>
      <Form
        form={addForm}
        className="store-search"
        onValid={(values) =>
          add.mutate(values, {
            onSuccess: (result) => {
              toast.success(result.Message || t("storeAdmin.saved"));
              addForm.reset();
            },
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      >
        <FormTextField control={addForm.control} name="Name" label={t("storeAdmin.categoryName")} maxLength={80} />
        <Button type="submit">{t("storeAdmin.addCategory")}</Button>
      </Form>
    </section>
  );
}

function CurrencyRow({
  currency,
}: {
  currency: { CurrencyCode: string; Name: string; Rate: number; IsActive: boolean };
}) {
  const { t } = useTranslation();
  const [rate, setRate] = useState(String(currency.Rate));
  const [active, setActive] = useState(currency.IsActive);
  const update = useUpdateCurrency();
  const base = currency.CurrencyCode === "USD";
  return (
    <tr>
      <th scope="row">{currency.CurrencyCode}</th>
      <td>{currency.Name}</td>
      <td>
        <input
          className="ui-input"
          aria-label={`${t("storeAdmin.rate")}: ${currency.CurrencyCode}`}
          inputMode="decimal"
          value={rate}
          disabled={base}
          onChange={(e) => setRate(e.target.value)}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`${t("storeAdmin.active")}: ${currency.CurrencyCode}`}
          checked={active}
          disabled={base}
          onChange={(e) => setActive(e.target.checked)}
        />
      </td>
      <td>
        <Button
          size="sm"
          disabled={base}
          aria-label={`${t("storeAdmin.save")}: ${currency.CurrencyCode}`}
          onClick={() =>
            update.mutate(
              { CurrencyCode: currency.CurrencyCode, Rate: Number(rate), IsActive: active },
              {
                onSuccess: (result) => toast.success(result.Message || t("storeAdmin.saved")),
                onError: (error) => toast.error(errorMessage(t, error)),
              },
            )
          }
        >
          {t("storeAdmin.save")}
        </Button>
      </td>
    </tr>
  );
}

function Currencies() {
  const { t } = useTranslation();
  const currencies = useAdminCurrencies();
  const list = currencies.data ?? [];
  return (
    <section aria-labelledby="store-admin-currencies">
      <h2 id="store-admin-currencies">{t("storeAdmin.currencies")}</h2>
      <DataTable
        caption={t("storeAdmin.currencies")}
        columns={[
          t("storeAdmin.code"),
          t("storeAdmin.name"),
          t("storeAdmin.rate"),
          t("storeAdmin.active"),
          t("storeAdmin.columns.actions"),
        ]}
        pending={currencies.isPending}
        empty="—"
        isEmpty={list.length === 0}
      >
        {list.map((currency) => (
          <CurrencyRow key={`${currency.CurrencyCode}-${currency.Rate}-${currency.IsActive}`} currency={currency} />
        ))}
      </DataTable>
    </section>
  );
}

/** /admin/store (administrators): products with their pictures and downloads, categories and currency rates. */
export function AdminStorePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("storeAdmin.title"));
  return (
    <div className="container page store store-admin">
      <header className="page-header">
        <span className="eyebrow">{t("storeAdmin.eyebrow")}</span>
        <h1>{t("storeAdmin.title")}</h1>
      </header>
      <AdminGate
        forbiddenTitle={t("storeAdmin.forbiddenTitle")}
        forbiddenText={t("storeAdmin.forbiddenText")}
        loginText={t("storeAdmin.loginText")}
      >
        <Products />
        <Categories />
        <Currencies />
      </AdminGate>
    </div>
  );
}
