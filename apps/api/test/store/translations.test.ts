import { storeAdminProductSchema, storeCategorySchema, storeProductSchema } from "@haa/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeRepository } from "../../src/modules/store/store.repository.ts";
import { seedStoreTranslations } from "../../src/modules/store/store.seed.ts";
import {
  PRODUCT_CATEGORY_TRANSLATIONS,
  PRODUCT_TRANSLATIONS,
} from "../../src/modules/store/store.seed-translations.ts";
import { contentTranslations } from "../../src/platform/translations/translations.schema.ts";
import { member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";
import { productInput, seedStore } from "./helpers.ts";

/** Products and categories in the reader's language (ADR 0097): saving, reading, search, the admin list, the seed. */
let server: TestServer;
let admin: string;
let memberToken: string;
let chartId: number;
let logId: number;
let chartsCategoryId: number;

type Product = {
  Id: number;
  Title: string;
  Summary: string;
  Description: string;
  Lang?: string;
  Category: { Id: number; Name: string; Lang?: string };
  Languages?: string[];
};

const save = (payload: Record<string, unknown>, token = admin) =>
  put(server, "/api/Translation/SaveTranslations", payload, { token });
const products = async (query: string, language = "en") => {
  const res = await get(server, `/api/Store/GetStoreProducts?pageSize=-1${query}`, { language });
  expect(res.statusCode).toBe(200);
  return body(res).Data.List as Product[];
};
const adminList = async (filters?: Record<string, unknown>) => {
  const query = filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : "";
  const res = await get(server, `/api/Store/AdminGetStoreProducts?pageSize=100${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return body(res).Data as { List: Product[]; TotalCount: number };
};
const rowsOf = (kind: string, id: number) =>
  server.runtime.deps.db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemId, id)));

beforeAll(async () => {
  server = await startTestServer();
  await seedStore(server);
  admin = (await adminToken(server)).token;
  memberToken = (await member(server, { level: 4 })).token;
  const all = await products("");
  const find = (title: string) => all.find((product) => product.Title === title) as Product;
  chartId = find("The Protocol Chart — Wall Edition").Id;
  chartsCategoryId = find("The Protocol Chart — Wall Edition").Category.Id;
  logId = find("Practitioner's Session Log").Id;
}, 240_000);
afterAll(() => server.close());

describe("product translations", () => {
  it("are saved by an administrator beside the English, and refused for a field the kind lacks, an unknown product, a member", async () => {
    const res = await save({
      Kind: "product",
      Id: chartId,
      Translations: {
        ja: { Title: "プロトコル・チャート（壁掛け版）", Summary: "施術室の壁に掛ける大判のチャート。" },
        de: { Title: "Die Protokolltafel – Wandausgabe" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).Data).toMatchObject({
      Kind: "product",
      Id: chartId,
      Source: { Title: "The Protocol Chart — Wall Edition" },
      Languages: ["de", "ja"],
    });

    const wrongField = await save({ Kind: "product", Id: chartId, Translations: { ja: { Name: "名前" } } });
    expect(wrongField.statusCode).toBe(400);
    expect(body(wrongField).Errors?.["Translations.ja.Name"]).toBe("This field cannot be translated.");
    expect((await save({ Kind: "product", Id: 999_999, Translations: { ja: { Title: "無い" } } })).statusCode).toBe(
      404,
    );
    expect(
      (await save({ Kind: "productCategory", Id: 999_999, Translations: { ja: { Name: "無い" } } })).statusCode,
    ).toBe(404);
    expect((await save({ Kind: "product", Id: chartId, Translations: {} }, memberToken)).statusCode).toBe(403);
  });

  it("show a reader the storefront, the product page and the categories in their language, English where none, with Lang", async () => {
    await save({ Kind: "productCategory", Id: chartsCategoryId, Translations: { ja: { Name: "チャート・ポスター" } } });
    const ja = await products("", "ja");
    for (const product of ja) storeProductSchema.strict().parse(product);
    expect(ja.find((product) => product.Id === chartId)).toMatchObject({
      Title: "プロトコル・チャート（壁掛け版）",
      Summary: "施術室の壁に掛ける大判のチャート。",
      Lang: "ja",
      Category: { Id: chartsCategoryId, Name: "チャート・ポスター", Lang: "ja" },
    });
    expect(ja.find((product) => product.Id === logId)).toMatchObject({
      Title: "Practitioner's Session Log",
      Lang: "en",
    });

    const detail = body(await get(server, `/api/Store/GetStoreProductsById?Id=${chartId}`, { language: "ja" })).Data;
    expect(detail).toMatchObject({ Title: "プロトコル・チャート（壁掛け版）", Lang: "ja" });
    // Only the title and summary were translated: the description falls back to the English.
    expect(detail.Description).toMatch(/^[A-Z]/);
    // A related product in the same category names the category in Japanese too.
    const related = (detail.RelatedProducts as Product[]).find((p) => p.Category.Id === chartsCategoryId);
    expect(related?.Category).toMatchObject({ Name: "チャート・ポスター", Lang: "ja" });

    // The answers are cached per language: the English reader still reads English.
    const en = body(await get(server, `/api/Store/GetStoreProductsById?Id=${chartId}`, { language: "en" })).Data;
    expect(en).toMatchObject({ Title: "The Protocol Chart — Wall Edition", Lang: "en" });
    const de = body(await get(server, `/api/Store/GetStoreProductsById?Id=${chartId}`, { language: "de" })).Data;
    expect(de).toMatchObject({ Title: "Die Protokolltafel – Wandausgabe", Lang: "de" });
    expect(de.Category).toMatchObject({ Lang: "en" });

    const categories = body(await get(server, "/api/Store/GetStoreProductCategory", { language: "ja" })).Data as {
      Id: number;
      Name: string;
      Lang: string;
    }[];
    for (const category of categories) storeCategorySchema.strict().parse(category);
    expect(categories.find((category) => category.Id === chartsCategoryId)).toMatchObject({
      Name: "チャート・ポスター",
      Lang: "ja",
    });
    expect(categories.find((category) => category.Id !== chartsCategoryId)?.Lang).toBe("en");
  });

  it("are found by the store's search in any language, and the English words still find the product", async () => {
    await save({
      Kind: "product",
      Id: logId,
      Translations: { de: { Title: "Sitzungsprotokoll für Praktizierende", Summary: "Ein Heft für Ihre Sitzungen." } },
    });
    const search = async (words: string, language = "en") =>
      (await products(`&search=${encodeURIComponent(words)}`, language)).map((product) => product.Id);
    expect(await search("Sitzungsprotokoll")).toEqual([logId]);
    // Stemmed in the reader's language: the plural finds the singular's product for a German reader.
    expect(await search("Sitzungen", "de")).toContain(logId);
    expect(await search("Session Log")).toContain(logId);
    expect(await search("プロトコル・チャート（壁掛け版）", "ja")).toContain(chartId);
    // The administrators' search finds it the same way.
    const res = await get(server, `/api/Store/AdminGetStoreProducts?search=Sitzungsprotokoll`, { token: admin });
    expect((body(res).Data.List as Product[]).map((product) => product.Id)).toEqual([logId]);
    expect(body(res).Data.TotalCount).toBe(1);
  });

  it("list in the administration as written, with their languages, filtered by a missing one", async () => {
    const all = await adminList();
    for (const product of all.List) storeAdminProductSchema.strict().parse(product);
    const chart = all.List.find((product) => product.Id === chartId);
    expect(chart).toMatchObject({ Title: "The Protocol Chart — Wall Edition", Languages: ["de", "ja"] });
    expect(all.List.find((product) => product.Id === logId)?.Languages).toEqual(["de"]);
    const missingJa = await adminList({ MissingLanguage: "ja" });
    expect(missingJa.List.map((product) => product.Id)).not.toContain(chartId);
    expect(missingJa.List.map((product) => product.Id)).toContain(logId);
    expect(missingJa.TotalCount).toBe(all.TotalCount - 1);
    const missingDe = await adminList({ MissingLanguage: "de" });
    expect(missingDe.TotalCount).toBe(all.TotalCount - 2);
    const bad = await get(
      server,
      `/api/Store/AdminGetStoreProducts?filters=${encodeURIComponent(JSON.stringify({ MissingLanguage: "xx" }))}`,
      { token: admin },
    );
    expect(bad.statusCode).toBe(400);

    const categories = body(await get(server, "/api/Store/GetAllStoreProductCategory", { token: admin })).Data as {
      Id: number;
      Name: string;
      Languages: string[];
    }[];
    expect(categories.find((category) => category.Id === chartsCategoryId)).toMatchObject({
      Name: "Charts and Posters",
      Languages: ["ja"],
    });
    // A product edited in the administration answers its languages too.
    const edited = await put(
      server,
      "/api/Store/AdminEditStoreProduct",
      { ...productInput({ CategoryId: chartsCategoryId }), Title: "The Protocol Chart — Wall Edition", Id: chartId },
      { token: admin },
    );
    expect(edited.statusCode).toBe(200);
    expect(body(edited).Data.Languages).toEqual(["de", "ja"]);
  });

  it("of a new product start empty; the store never deletes a product (it unpublishes it), so its words stay", async () => {
    const created = await post(server, "/api/Store/AdminAddStoreProduct", productInput(), { token: admin });
    const id = body(created).Data.Id as number;
    expect(body(created).Data.Languages).toEqual([]);
    await save({ Kind: "product", Id: id, Translations: { ja: { Title: "麻のボルスターカバー" } } });
    const hidden = await post(
      server,
      "/api/Store/AdminSetStoreProductPublished",
      { Id: id, IsPublished: false },
      {
        token: admin,
      },
    );
    expect(hidden.statusCode).toBe(200);
    expect(await rowsOf("product", id)).toHaveLength(1);
  });
});

describe("the demo store's translations", () => {
  it("name real demo products and categories, and are seeded onto them", async () => {
    const { db } = server.runtime.deps;
    const titles = new Set((await storeRepository.productsForSeed(db)).map((product) => product.title));
    const names = new Set((await storeRepository.categories(db, false)).map((category) => category.name));
    expect(Object.keys(PRODUCT_TRANSLATIONS).filter((title) => !titles.has(title))).toEqual([]);
    expect(Object.keys(PRODUCT_CATEGORY_TRANSLATIONS).filter((name) => !names.has(name))).toEqual([]);
    await seedStoreTranslations({ db });
    const [title, words] = Object.entries(PRODUCT_TRANSLATIONS).find(([, entry]) => entry.ja?.Title) ?? [];
    const list = await products("", "ja");
    expect(list.find((product) => product.Title === words?.ja?.Title)).toMatchObject({ Lang: "ja" });
    expect(title).toBeTruthy();
  });
});
