import {
  categorySlug,
  DIGITAL_FILE_MAX_BYTES,
  digitalFileKind,
  type InterfaceLanguage,
  MembershipId,
  type ProductImageSlot,
  RELATED_PRODUCTS_MAX,
  type StoreAdminFilters,
  type StoreProductFilters,
  type StoreProductInput,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { deleteImage, storeImage } from "../../platform/storage/images.ts";
import { can } from "./store.policy.ts";
import { presentAdminProduct, presentCurrency, presentStoreCategory, type StoreWords } from "./store.presenter.ts";
import { type ProductValues, type ProductView, storeRepository as repo } from "./store.repository.ts";

type ListPage = { page: number; pageSize: number; search: string };

const productNotFound = () => notFound("PRODUCT_NOT_FOUND", "storeErrors.productNotFound");
const fieldError = (field: string, key: string) => new AppError(400, "VALIDATION", key, {}, { [field]: key });
const cents = (dollars: number) => Math.round(dollars * 100);

/** The store catalogue: public reads, the instructor's view, the administrator's editing (ADR 0036). */
export function createStoreService(
  deps: Pick<Deps, "db" | "clock" | "storage" | "memberAccess" | "audit" | "translations">,
) {
  const { db, clock, storage, audit, translations } = deps;

  async function checkedValues(tx: Db, input: StoreProductInput): Promise<ProductValues> {
    if (!(await repo.categoryExists(tx, input.CategoryId))) {
      throw fieldError("CategoryId", "storeErrors.categoryNotFound");
    }
    if (input.Kind === "manual" && (input.ManualId === null || !(await repo.manualExists(tx, input.ManualId)))) {
      throw fieldError("ManualId", "storeErrors.manualNotFound");
    }
    return {
      categoryId: input.CategoryId,
      title: input.Title,
      summary: input.Summary,
      description: input.Description,
      kind: input.Kind,
      audience: input.Audience,
      priceCents: cents(input.Price),
      instructorPriceCents: input.InstructorPrice === null ? null : cents(input.InstructorPrice),
      // Digital goods and manuals are never out of stock, whatever the form says.
      stock: input.Kind === "physical" ? input.Stock : null,
      weightGrams: input.Kind === "physical" ? input.WeightGrams : 0,
      manualId: input.Kind === "manual" ? input.ManualId : null,
      published: input.IsPublished,
    };
  }

  async function stored(id: number) {
    const product = await repo.find(db, id);
    if (!product) throw productNotFound();
    return product;
  }

  return {
    /** Whether the caller sees instructor prices: an administrator, or a member on a running instructor plan. */
    async seesInstructorPrice(actor: Actor | undefined): Promise<boolean> {
      if (!actor) return false;
      if (actor.isAdmin) return true;
      const instructor = (await deps.memberAccess.planOf(db, actor.user.id, clock.now())) === MembershipId.Instructor;
      return can(actor, "see-instructor-price", { instructor });
    },

    /** A page of the storefront; its search matches the English words and the translated ones (ADR 0097). */
    list(query: ListPage & { filters: StoreProductFilters }, lang: InterfaceLanguage) {
      const { Category, Kind, InStock, Audience } = query.filters;
      return repo.list(db, query, { category: Category, kind: Kind, inStock: InStock, audience: Audience }, lang);
    },

    /** The administrators' page, with the languages each product is translated into (one statement a page). */
    async listAll(query: ListPage & { filters: StoreAdminFilters }, lang: InterfaceLanguage) {
      const { Category, Kind, InStock, Audience, Published, MissingLanguage } = query.filters;
      const page = await repo.list(
        db,
        query,
        {
          category: Category,
          kind: Kind,
          inStock: InStock,
          audience: Audience,
          published: Published,
          includeUnpublished: true,
          missingLanguage: MissingLanguage,
        },
        lang,
      );
      return {
        ...page,
        languages: await translations.languages(
          db,
          "product",
          page.list.map((row) => row.id),
        ),
      };
    },

    /** The languages these items are translated into, for an administrator's answer. */
    languages(kind: "product" | "productCategory", ids: number[]) {
      return translations.languages(db, kind, ids);
    },

    /**
     * The reader's words for a page of products and for the categories they name, or for categories alone: one
     * statement per kind, none in English.
     */
    async words(
      lang: InterfaceLanguage,
      page: { products?: readonly ProductView[]; categoryIds?: readonly number[] },
    ): Promise<StoreWords> {
      const rows = page.products ?? [];
      const categoryIds = [...new Set([...(page.categoryIds ?? []), ...rows.map((row) => row.categoryId)])];
      const [productWords, categoryWords] = await Promise.all([
        translations.overlay(
          db,
          "product",
          lang,
          rows.map((row) => row.id),
        ),
        translations.overlay(db, "productCategory", lang, categoryIds),
      ]);
      return { lang, products: productWords, categories: categoryWords };
    },

    /** One product and its related products; unpublished (or in a hidden category) is 404 but for admins. */
    async get(id: number, actor: Actor | undefined) {
      const product = await repo.find(db, id);
      const visible = product?.published && product.categoryActive;
      if (!product || (!visible && !can(actor, "read-unpublished"))) throw productNotFound();
      return { product, related: await repo.related(db, product, RELATED_PRODUCTS_MAX) };
    },

    categories(activeOnly: boolean) {
      return repo.categories(db, activeOnly);
    },

    currencies(activeOnly: boolean) {
      return repo.currencies(db, activeOnly);
    },

    async create(input: StoreProductInput) {
      const id = await db.transaction(async (tx) => {
        const values = await checkedValues(tx, input);
        const now = clock.now();
        const row = await repo.insertProduct(tx, {
          ...values,
          sortOrder: await repo.nextProductOrder(tx),
          createdAt: now,
          updatedAt: now,
        });
        return row.id;
      });
      return stored(id);
    },

    async update(id: number, input: StoreProductInput) {
      // The audit log's "before" (ADR 0088): the product as the administrator's list shows it.
      if (audit.recording()) audit.before({ kind: "product", id }, presentAdminProduct(await stored(id)));
      await db.transaction(async (tx) => {
        const values = await checkedValues(tx, input);
        if (!(await repo.updateProduct(tx, id, values, clock.now()))) throw productNotFound();
      });
      return stored(id);
    },

    async setPublished(id: number, published: boolean) {
      if (audit.recording()) audit.before({ kind: "product", id }, presentAdminProduct(await stored(id)));
      if (!(await repo.setPublished(db, id, published, clock.now()))) throw productNotFound();
    },

    /** Stores a new picture in every size, then deletes every size of the one it replaces. */
    async uploadImage(id: number, slot: ProductImageSlot, bytes: Buffer | undefined) {
      const product = await stored(id);
      if (!bytes || bytes.length === 0) throw fieldError("File", "validation.imageType");
      const urls = await storeImage(storage, "store", bytes, { field: "File" });
      const images = product.images ?? {};
      const previous = images[slot];
      audit.before({ kind: "product", id }, { Slot: slot, Image: previous?.full ?? null });
      await repo.setImage(db, id, slot, urls, images, clock.now());
      if (previous) await deleteImage(storage, previous);
      return urls;
    },

    /** A digital product's file: PDF or ZIP by content, kept privately; the previous file is deleted. */
    async uploadDigitalFile(id: number, bytes: Buffer | undefined) {
      const product = await stored(id);
      if (product.kind !== "digital") throw new AppError(400, "PRODUCT_NOT_DIGITAL", "storeErrors.notDigital");
      if (!bytes || bytes.length === 0) throw fieldError("File", "storeErrors.fileRequired");
      if (bytes.length > DIGITAL_FILE_MAX_BYTES) throw fieldError("File", "storeErrors.fileTooLarge");
      const kind = digitalFileKind(bytes);
      if (!kind) throw fieldError("File", "storeErrors.fileType");
      const url = await storage.put("private/store", kind, bytes);
      await repo.setDigitalFile(db, id, url, clock.now());
      if (product.digitalFileUrl) await storage.delete(product.digitalFileUrl);
      return { kind, bytes: bytes.length };
    },

    async addCategory(input: { Name: string; Description: string }) {
      return db.transaction(async (tx) => {
        const slugs = await repo.categorySlugs(tx);
        const base = categorySlug(input.Name);
        let slug = base;
        for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
        const row = await repo.insertCategory(tx, {
          name: input.Name,
          description: input.Description,
          slug,
          sortOrder: await repo.nextCategoryOrder(tx),
        });
        return { ...row, productCount: 0 };
      });
    },

    async editCategory(input: { Id: number; Name: string; Description: string; IsActive: boolean }) {
      if (audit.recording()) {
        const category = (await repo.categories(db, false)).find((row) => row.id === input.Id);
        audit.before({ kind: "productCategory", id: input.Id }, category ? presentStoreCategory(category) : null);
      }
      const changed = await repo.updateCategory(db, input.Id, {
        name: input.Name,
        description: input.Description,
        isActive: input.IsActive,
      });
      if (!changed) throw notFound("PRODUCT_CATEGORY_NOT_FOUND", "storeErrors.categoryNotFound");
    },

    /** The new order must name every category once, so none is left without a place. */
    async reorderCategories(ids: number[]) {
      await db.transaction(async (tx) => {
        const existing = await repo.categoryIds(tx);
        const sameSet = existing.length === ids.length && existing.every((id) => ids.includes(id));
        if (!sameSet) throw new AppError(400, "PRODUCT_CATEGORY_ORDER", "storeErrors.orderIncomplete");
        // The audit log's "before": the order the call replaces (ADR 0088).
        if (audit.recording()) {
          const order = (await repo.categories(tx, false)).map((row) => row.id);
          audit.before({ kind: "productCategories", id: "order" }, { Ids: order });
        }
        await repo.reorderCategories(tx, ids);
      });
      return repo.categories(db, false);
    },

    /** The US dollar is the unit every price is kept in: its rate stays 1 and it stays active. */
    async updateCurrency(input: { CurrencyCode: string; Rate: number; IsActive: boolean }) {
      if (input.CurrencyCode === "USD" && (input.Rate !== 1 || !input.IsActive)) {
        throw new AppError(400, "CURRENCY_BASE", "storeErrors.baseCurrency");
      }
      if (audit.recording()) {
        const current = (await repo.currencies(db, false)).find((row) => row.code === input.CurrencyCode);
        audit.before({ kind: "currency", id: input.CurrencyCode }, current ? presentCurrency(current) : null);
      }
      const row = await repo.updateCurrency(
        db,
        input.CurrencyCode,
        { ratePerUsd: input.Rate, isActive: input.IsActive },
        clock.now(),
      );
      if (!row) throw notFound("CURRENCY_NOT_FOUND", "storeErrors.currencyNotFound");
      return row;
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
