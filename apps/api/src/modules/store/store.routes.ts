import { contract, DIGITAL_FILE_MAX_BYTES, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { readSingleFile } from "../../http/input.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { IMAGE_MAX_BYTES } from "../../platform/storage/images.ts";
import {
  presentAdminProduct,
  presentAdminStoreCategory,
  presentCurrency,
  presentProduct,
  presentProductDetail,
  presentStoreCategory,
} from "./store.presenter.ts";
import type { StoreService } from "./store.service.ts";

/** Public catalogue reads per address (memory limiter, ADR 0015): a search costs a full-text query. */
export const STORE_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

export function storeRoutes(app: FastifyInstance, deps: Deps, store: StoreService) {
  const tags = ["Store"];
  const limit = (request: FastifyRequest) => deps.readLimiter.hit(`store:ip:${request.ip}`, STORE_READ_LIMIT);

  route(
    app,
    contract.store.getStoreProducts,
    {
      access: publicAccess("the catalogue; an instructor's or administrator's bearer adds InstructorPrice"),
      tags,
      summary:
        "Published products of active categories in catalogue order: page, pageSize (default 12, at most 100; -1 = all), search (full text over title, summary, description, and their translations in any language), filters {Category: id, Kind: physical|digital|manual, InStock: true|false, Audience: everyone|instructors}. Titles, summaries, descriptions and category names in the reader's language (Accept-Language) where translated, English otherwise; Lang says which (ADR 0097)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const instructor = await store.seesInstructorPrice(await viewerOf(deps, request));
        const { list, total } = await store.list(request.query, request.language);
        const words = await store.words(request.language, { products: list });
        return ok(
          listData(
            list.map((row) => presentProduct(row, instructor, words)),
            total,
            request.query,
          ),
        );
      });
    },
  );

  route(
    app,
    contract.store.getStoreProductsById,
    {
      access: publicAccess(
        "a product's id, not a user's: anyone reads a published product; an instructor's or administrator's bearer adds InstructorPrice",
      ),
      tags,
      summary:
        "One published product with RelatedProducts (up to 4 published products, its own category first, never itself): Id, Web=true (accepted). Unknown or unpublished: 404. In the reader's language where translated; Lang says which (ADR 0097)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const viewer = await viewerOf(deps, request);
        const { product, related } = await store.get(request.query.Id, viewer);
        const words = await store.words(request.language, { products: [product, ...related] });
        return ok(presentProductDetail(product, related, await store.seesInstructorPrice(viewer), words));
      });
    },
  );

  route(
    app,
    contract.store.getStoreProductCategory,
    {
      access: publicAccess(),
      tags,
      summary:
        "Active categories in their order, with the number of published products in each; names and descriptions in the reader's language where translated, Lang says which (ADR 0097)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const rows = await store.categories(true);
        const words = await store.words(request.language, { categoryIds: rows.map((row) => row.id) });
        return ok(rows.map((row) => presentStoreCategory(row, words)));
      });
    },
  );

  route(
    app,
    contract.store.getAllStoreProductCategory,
    {
      // Hidden categories are unpublished plans: visitors and members see the active ones (GetStoreProductCategory).
      access: adminAccess,
      tags,
      summary:
        "Administrators: every category, hidden ones too (IsActive), in their order, for the store's forms, as written, with Languages (those it is translated into); everyone else reads GetStoreProductCategory",
    },
    async () => {
      const rows = await store.categories(false);
      const languages = await store.languages(
        "productCategory",
        rows.map((row) => row.id),
      );
      return ok(rows.map((row) => presentAdminStoreCategory(row, languages)));
    },
  );

  route(
    app,
    contract.store.getCurrencies,
    {
      access: publicAccess(),
      tags: ["Currency"],
      summary:
        "Active display currencies, US dollar first: CurrencyCode, Name, Symbol, Rate (units per US dollar), Decimals. Prices are charged in USD; a local price is approximate",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        return ok((await store.currencies(true)).map(presentCurrency));
      });
    },
  );

  // Administration (ours: the spec lists no administrator calls for the store; ADR 0036).
  const adminTags = ["Store administration"];

  route(
    app,
    contract.store.adminGetStoreProducts,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Every product, published or not, as written, with Languages (those its title is translated into): the filters of GetStoreProducts plus Published: true|false and MissingLanguage (a language it is not translated into yet)",
    },
    async (request) => {
      const { list, total, languages } = await store.listAll(request.query, request.language);
      return ok(
        listData(
          list.map((row) => presentAdminProduct(row, languages.get(row.id))),
          total,
          request.query,
        ),
      );
    },
  );

  route(
    app,
    contract.store.adminAddStoreProduct,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Create a product: Title, Summary, Description (plain text), CategoryId, Kind (manual needs ManualId), Audience, Price and InstructorPrice (dollars), Stock (null = unlimited), WeightGrams, IsPublished",
    },
    async (request) => {
      const row = await store.create(request.body);
      return ok(presentAdminProduct(row), translate(request.language, "storeSuccess.created"));
    },
  );

  route(
    app,
    contract.store.adminEditStoreProduct,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Change a product: Id plus every field of AdminAddStoreProduct",
    },
    async (request) => {
      const row = await store.update(request.body.Id, request.body);
      const languages = await store.languages("product", [row.id]);
      return ok(presentAdminProduct(row, languages.get(row.id)), translate(request.language, "storeSuccess.updated"));
    },
  );

  route(
    app,
    contract.store.adminSetStoreProductPublished,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Publish or unpublish a product: Id, IsPublished. An unpublished product leaves every public read",
    },
    async (request) => {
      await store.setPublished(request.body.Id, request.body.IsPublished);
      const key = request.body.IsPublished ? "storeSuccess.published" : "storeSuccess.unpublished";
      return ok(null, translate(request.language, key));
    },
  );

  route(
    app,
    contract.store.adminUploadStoreProductImage,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Set a product picture, slot cover|image1|image2|image3|image4 (multipart field File: JPEG, PNG, GIF or WebP up to 5 MB, checked by content, stored as WebP in three sizes); every size of the replaced picture is deleted",
    },
    async (request) => {
      const { id, slot } = request.params;
      const urls = await store.uploadImage(
        id,
        slot,
        await readSingleFile(request, { field: "File", maxBytes: IMAGE_MAX_BYTES }),
      );
      return ok(
        { Slot: slot, Full: urls.full, Card: urls.card, Thumbnail: urls.thumbnail },
        translate(request.language, "storeSuccess.imageUploaded"),
      );
    },
  );

  route(
    app,
    contract.store.adminUploadStoreProductFile,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Set a digital product's download (multipart field File: PDF or ZIP up to 50 MB, checked by content, kept in private storage; buyers get a signed, expiring link)",
    },
    async (request) => {
      const file = await store.uploadDigitalFile(
        request.params.id,
        await readSingleFile(request, { field: "File", maxBytes: DIGITAL_FILE_MAX_BYTES }),
      );
      return ok({ Kind: file.kind, Bytes: file.bytes }, translate(request.language, "storeSuccess.fileUploaded"));
    },
  );

  route(
    app,
    contract.store.adminAddStoreProductCategory,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Create a category (last in the order): Name, Description",
    },
    async (request) => {
      const row = await store.addCategory(request.body);
      return ok(presentStoreCategory(row), translate(request.language, "storeSuccess.categoryCreated"));
    },
  );

  route(
    app,
    contract.store.adminEditStoreProductCategory,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Rename or hide a category: Id, Name, Description, IsActive (a hidden category's products leave the storefront; its slug stays)",
    },
    async (request) => {
      await store.editCategory(request.body);
      return ok(null, translate(request.language, "storeSuccess.categoryUpdated"));
    },
  );

  route(
    app,
    contract.store.adminReorderStoreProductCategories,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Put the categories in a new order: Ids, every category id once",
    },
    async (request) => {
      const rows = await store.reorderCategories(request.body.Ids);
      return ok(
        rows.map((row) => presentStoreCategory(row)),
        translate(request.language, "storeSuccess.categoriesReordered"),
      );
    },
  );

  route(
    app,
    contract.store.adminGetCurrencies,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Every display currency, inactive ones too",
    },
    async () => ok((await store.currencies(false)).map(presentCurrency)),
  );

  route(
    app,
    contract.store.adminUpdateCurrency,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Set a currency's rate (units per US dollar) and whether the store offers it; USD stays 1 and active",
    },
    async (request) => {
      const row = await store.updateCurrency(request.body);
      return ok(presentCurrency(row), translate(request.language, "storeSuccess.currencyUpdated"));
    },
  );
}
