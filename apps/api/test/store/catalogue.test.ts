import { currencySchema, storeCategorySchema, storeProductDetailSchema, storeProductSchema } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { instructor, member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post } from "../membership/helpers.ts";
import { seedStore } from "./helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let memberToken: string;
let instructorToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedStore(server, { pictures: true });
  admin = await adminToken(server);
  memberToken = (await member(server, { level: 4 })).token;
  instructorToken = (await instructor(server)).token;
}, 240_000);
afterAll(() => server.close());

type Product = { Id: number; Title: string; Category: { Id: number; Name: string } } & Record<string, unknown>;
const list = async (query = "", token?: string) => {
  const res = await get(server, `/api/Store/GetStoreProducts${query}`, token ? { token } : {});
  expect(res.statusCode).toBe(200);
  return body(res).Data as { List: Product[]; TotalCount: number; Page: number; PageSize: number };
};
const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
const idOf = async (title: string) => (await list("?pageSize=-1")).List.find((p) => p.Title === title)?.Id as number;

describe("Store/GetStoreProducts", () => {
  it("pages the 30 published products, 12 by default, every answer in the declared shape", async () => {
    const first = await list();
    expect(first).toMatchObject({ TotalCount: 30, Page: 1, PageSize: 12 });
    expect(first.List).toHaveLength(12);
    for (const product of first.List) storeProductSchema.strict().parse(product);
    const third = await list("?page=3");
    expect(third.List).toHaveLength(6);
    expect(new Set([...first.List, ...(await list("?page=2")).List, ...third.List].map((p) => p.Id)).size).toBe(30);
  });

  it("answers the pictures, the stock state and the badges' facts", async () => {
    const all = (await list("?pageSize=-1")).List;
    const chart = all.find((p) => p.Title === "The Protocol Chart — Wall Edition");
    expect(chart).toMatchObject({ Price: 48, Stock: 35, InStock: true, Unlimited: false, StockState: "in_stock" });
    expect(chart?.CoverImage).toMatch(/^\/uploads\/store\/[a-z0-9-]+-full\.webp$/);
    expect(chart?.ImageCount).toBeGreaterThanOrEqual(2);
    const out = all.find((p) => p.Title === "Study Group Workbook");
    expect(out).toMatchObject({ Stock: 0, InStock: false, StockState: "out_of_stock" });
    const digital = all.find((p) => p.Kind === "digital");
    expect(digital).toMatchObject({ Stock: null, Unlimited: true, InStock: true, StockState: "unlimited" });
    const kit = all.find((p) => p.Title === "Access Technique Teaching Kit");
    expect(kit).toMatchObject({ Audience: "instructors", InstructorOnly: true, InstructorPrice: null });
    // Never the private file.
    expect(JSON.stringify(all)).not.toContain("private");
  });

  it("filters by category, kind, stock and audience, and combines them", async () => {
    const categories = body(await get(server, "/api/Store/GetStoreProductCategory")).Data as {
      Id: number;
      Name: string;
    }[];
    const books = categories.find((c) => c.Name === "Books")?.Id;
    const inBooks = await list(`?pageSize=-1&${filters({ Category: books })}`);
    expect(inBooks.TotalCount).toBeGreaterThan(0);
    expect(inBooks.List.every((p) => p.Category.Id === books)).toBe(true);
    expect((await list(`?${filters({ Kind: "digital" })}`)).TotalCount).toBe(2);
    const inStock = await list(`?pageSize=-1&${filters({ InStock: true })}`);
    expect(inStock.List.every((p) => p.InStock)).toBe(true);
    const outOfStock = await list(`?pageSize=-1&${filters({ InStock: false })}`);
    expect(outOfStock.TotalCount + inStock.TotalCount).toBe(30);
    expect(outOfStock.TotalCount).toBeGreaterThan(0);
    const kits = await list(`?pageSize=-1&${filters({ Audience: "instructors", InStock: true })}`);
    expect(kits.List.every((p) => p.InstructorOnly && p.InStock)).toBe(true);
  });

  it("searches the full text and treats hostile search text as words", async () => {
    const found = await list("?search=anatomy");
    expect(found.TotalCount).toBeGreaterThanOrEqual(3);
    expect(found.List.some((p) => p.Title.includes("Anatomy"))).toBe(true);
    expect((await list(`?search=${encodeURIComponent('"protocol chart"')}`)).TotalCount).toBeGreaterThanOrEqual(2);
    for (const payload of [...XSS_PAYLOADS.slice(0, 10), "'; drop table products; --", "%_\\", "!!! & | :*"]) {
      const res = await get(server, `/api/Store/GetStoreProducts?search=${encodeURIComponent(payload)}`);
      expect(res.statusCode, payload).toBe(200);
    }
    expect((await list("?pageSize=-1")).TotalCount).toBe(30);
  });

  it("refuses bad paging and filters with a translated 400", async () => {
    for (const query of [
      "?page=0",
      "?pageSize=101",
      `?${filters({ Kind: "service" })}`,
      `?${filters({ InStock: "yes" })}`,
      `?${filters({ Category: -1 })}`,
      `?${filters({ Price: 3 })}`,
      "?filters=%7Bnot-json",
    ]) {
      const res = await get(server, `/api/Store/GetStoreProducts${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).Code).toBe("VALIDATION");
    }
    const german = await server.call({
      method: "GET",
      url: `/api/Store/GetStoreProducts?${filters({ Kind: 1 })}`,
      headers: { "accept-language": "de" },
    });
    expect(body(german).Errors).toBeDefined();
    expect(JSON.stringify(body(german).Errors)).not.toContain("validation.");
  });

  it("shows the instructor price to instructors and administrators only", async () => {
    const kit = (token?: string) =>
      list(`?${filters({ Audience: "instructors" })}`, token).then((d) =>
        d.List.find((p) => p.Title === "Access Technique Teaching Kit"),
      );
    expect((await kit())?.InstructorPrice).toBeNull();
    expect((await kit(memberToken))?.InstructorPrice).toBeNull();
    expect((await kit(instructorToken))?.InstructorPrice).toBe(180);
    expect((await kit(admin.token))?.InstructorPrice).toBe(180);
    // A product without an instructor price: the instructor pays the normal price.
    const book = (await list(`?search=Listening`, instructorToken)).List.find((p) => p.Title === "The Listening Body");
    expect(book?.InstructorPrice).toBe(21);
  });
});

describe("Store/GetStoreProductsById", () => {
  it("answers one product with up to 4 related products, its own category first, never itself", async () => {
    const id = await idOf("Anatomy Poster: The Muscular System");
    const res = await get(server, `/api/Store/GetStoreProductsById?Id=${id}&Web=true`);
    expect(res.statusCode).toBe(200);
    const detail = storeProductDetailSchema.strict().parse(body(res).Data);
    expect(detail.Title).toBe("Anatomy Poster: The Muscular System");
    expect(detail.Description).toContain("printed on matte paper");
    expect(detail.RelatedProducts).toHaveLength(4);
    expect(detail.RelatedProducts.map((p) => p.Id)).not.toContain(id);
    expect(detail.RelatedProducts.every((p) => p.Category.Id === detail.Category.Id)).toBe(true);
  });

  it("fills the related products from other categories when its own has too few", async () => {
    const id = await idOf("Printable Home-Care Sheets");
    const detail = body(await get(server, `/api/Store/GetStoreProductsById?Id=${id}`)).Data as {
      Category: { Id: number };
      RelatedProducts: Product[];
    };
    expect(detail.RelatedProducts).toHaveLength(4);
    expect(detail.RelatedProducts[0]?.Category.Id).toBe(detail.Category.Id);
    expect(detail.RelatedProducts.slice(1).every((p) => p.Category.Id !== detail.Category.Id)).toBe(true);
  });

  it("404s an unknown id and 400s a malformed one", async () => {
    const unknown = await get(server, "/api/Store/GetStoreProductsById?Id=999999");
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({
      Code: "PRODUCT_NOT_FOUND",
      Message: "This product does not exist or is not available.",
    });
    for (const id of ["abc", "-1", "0", "1.5", "99999999999"]) {
      expect((await get(server, `/api/Store/GetStoreProductsById?Id=${id}`)).statusCode, id).toBe(400);
    }
    expect((await get(server, "/api/Store/GetStoreProductsById")).statusCode).toBe(400);
  });

  it("hides an unpublished product from the public (detail, list, related) but not from an administrator", async () => {
    const id = await idOf("Five Elements Reference Chart");
    await post(
      server,
      "/api/Store/AdminSetStoreProductPublished",
      { Id: id, IsPublished: false },
      { token: admin.token },
    );
    expect((await get(server, `/api/Store/GetStoreProductsById?Id=${id}`)).statusCode).toBe(404);
    expect((await get(server, `/api/Store/GetStoreProductsById?Id=${id}`, { token: memberToken })).statusCode).toBe(
      404,
    );
    expect((await get(server, `/api/Store/GetStoreProductsById?Id=${id}`, { token: admin.token })).statusCode).toBe(
      200,
    );
    expect((await list("?pageSize=-1")).TotalCount).toBe(29);
    const other = await idOf("The Protocol Chart — Wall Edition");
    const related = (
      body(await get(server, `/api/Store/GetStoreProductsById?Id=${other}`)).Data as { RelatedProducts: Product[] }
    ).RelatedProducts;
    expect(related.map((p) => p.Id)).not.toContain(id);
    await post(
      server,
      "/api/Store/AdminSetStoreProductPublished",
      { Id: id, IsPublished: true },
      { token: admin.token },
    );
    expect((await get(server, `/api/Store/GetStoreProductsById?Id=${id}`)).statusCode).toBe(200);
  });
});

describe("categories and currencies", () => {
  it("lists the active categories with their product counts", async () => {
    const res = await get(server, "/api/Store/GetStoreProductCategory");
    const categories = (body(res).Data as unknown[]).map((c) => storeCategorySchema.strict().parse(c));
    expect(categories.map((c) => c.Name)).toEqual([
      "Manuals and Workbooks",
      "Charts and Posters",
      "Books",
      "Practice Supplies",
      "Instructor Training Kits",
      "Digital Downloads",
    ]);
    expect(categories.reduce((sum, c) => sum + c.ProductCount, 0)).toBe(30);
    expect(categories.find((c) => c.Name === "Digital Downloads")?.ProductCount).toBe(2);
  });

  it("lists every category, hidden ones too, to administrators only", async () => {
    const url = "/api/Store/GetAllStoreProductCategory";
    const visitor = await get(server, url);
    expect(visitor.statusCode).toBe(401);
    const asMember = await get(server, url, { token: memberToken });
    expect(asMember.statusCode).toBe(403);
    expect(body(asMember).Data).toBeNull();
    const asAdmin = await get(server, url, { token: admin.token });
    expect(asAdmin.statusCode).toBe(200);
    for (const category of body(asAdmin).Data as unknown[]) storeCategorySchema.strict().parse(category);
  });

  it("lists every category for the administrator's forms, and hidden ones leave the storefront", async () => {
    const all = () =>
      get(server, "/api/Store/GetAllStoreProductCategory", { token: admin.token }).then(
        (r) => body(r).Data as { Id: number; Name: string; IsActive: boolean }[],
      );
    const digital = (await all()).find((c) => c.Name === "Digital Downloads");
    if (!digital) throw new Error("no digital category");
    await server.call({
      method: "PUT",
      url: "/api/Store/AdminEditStoreProductCategory",
      token: admin.token,
      payload: { Id: digital.Id, Name: digital.Name, Description: "", IsActive: false },
    });
    expect((await all()).find((c) => c.Id === digital.Id)?.IsActive).toBe(false);
    const active = body(await get(server, "/api/Store/GetStoreProductCategory")).Data as { Id: number }[];
    expect(active.map((c) => c.Id)).not.toContain(digital.Id);
    expect((await list("?pageSize=-1")).TotalCount).toBe(28);
    expect((await list(`?${filters({ Category: digital.Id })}`)).TotalCount).toBe(0);
    await server.call({
      method: "PUT",
      url: "/api/Store/AdminEditStoreProductCategory",
      token: admin.token,
      payload: { Id: digital.Id, Name: digital.Name, Description: "", IsActive: true },
    });
    expect((await list("?pageSize=-1")).TotalCount).toBe(30);
  });

  it("lists the active currencies, US dollar first, with their rates", async () => {
    const res = await get(server, "/api/Currency/GetCurrencies");
    expect(res.statusCode).toBe(200);
    const currencies = (body(res).Data as unknown[]).map((c) => currencySchema.strict().parse(c));
    expect(currencies[0]).toMatchObject({ CurrencyCode: "USD", Rate: 1, Decimals: 2 });
    expect(currencies.find((c) => c.CurrencyCode === "JPY")).toMatchObject({ Rate: 154.2, Decimals: 0, Symbol: "¥" });
    expect(currencies).toHaveLength(9);
  });

  it("answers public reads without writing to the database and limits them per address", async () => {
    const limited = await startTestServer({ rateLimitFactor: 0.01 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await get(limited, "/api/Currency/GetCurrencies")).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
