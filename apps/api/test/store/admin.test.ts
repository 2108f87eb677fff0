import { storeAdminProductSchema } from "@haa/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoZip } from "../../src/modules/store/store.seed.ts";
import { instructor } from "../factories.ts";
import { adminToken, multipart, startTestServer, type TestServer } from "../harness.ts";
import { body, get, post, put } from "../membership/helpers.ts";
import { productInput, seedStore } from "./helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let memberToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedStore(server);
  admin = await adminToken(server);
  memberToken = (await instructor(server)).token;
}, 240_000);
afterAll(() => server.close());

const add = (payload: Record<string, unknown>, token = admin.token) =>
  post(server, "/api/Store/AdminAddStoreProduct", payload, { token });
const upload = (url: string, bytes: Buffer, contentType = "image/png", token = admin.token) =>
  server.call({
    method: "POST",
    url,
    token,
    ...multipart({}, { field: "File", filename: "upload.bin", contentType, bytes }),
  });
const png = (color = "#2f6f73") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
const fileExists = async (url: string) => (await server.runtime.deps.storage.get(url)) !== null;

describe("store administration", () => {
  it("creates, edits, unpublishes and republishes a product", async () => {
    const res = await add(productInput());
    expect(res.statusCode).toBe(200);
    expect(body(res).Message).toBe("The product has been saved.");
    const created = storeAdminProductSchema.strict().parse(body(res).Data);
    expect(created).toMatchObject({ Title: "Bolster Cover, Linen", Price: 29.5, Stock: 12, StockState: "in_stock" });
    expect(created.CoverImage).toBe("/images/product-placeholder.svg");

    const edited = await put(
      server,
      "/api/Store/AdminEditStoreProduct",
      { ...productInput({ Stock: null, Price: 31, Audience: "instructors", InstructorPrice: 25 }), Id: created.Id },
      { token: admin.token },
    );
    expect(edited.statusCode).toBe(200);
    expect(body(edited).Data).toMatchObject({ Stock: null, Unlimited: true, Price: 31, InstructorPrice: 25 });

    const hide = await post(
      server,
      "/api/Store/AdminSetStoreProductPublished",
      { Id: created.Id, IsPublished: false },
      { token: admin.token },
    );
    expect(body(hide).Message).toBe("The product is no longer published.");
    expect((await get(server, `/api/Store/GetStoreProductsById?Id=${created.Id}`)).statusCode).toBe(404);
    const hidden = body(
      await get(server, `/api/Store/AdminGetStoreProducts?filters=${encodeURIComponent('{"Published":false}')}`, {
        token: admin.token,
      }),
    ).Data as { List: { Id: number }[] };
    expect(hidden.List.map((p) => p.Id)).toEqual([created.Id]);
  });

  it("keeps each category's product count (a trigger's counter) equal to its published products", async () => {
    // The storefront's TotalCount and ProductCount read the counter; the administrator's filtered list counts rows.
    const counted = async () => {
      const categories = body(await get(server, "/api/Store/GetAllStoreProductCategory", { token: admin.token }))
        .Data as { Id: number; ProductCount: number }[];
      const truth = await Promise.all(
        categories.map(async (category) => {
          const filter = encodeURIComponent(JSON.stringify({ Category: category.Id, Published: true }));
          const page = body(
            await get(server, `/api/Store/AdminGetStoreProducts?filters=${filter}`, { token: admin.token }),
          ).Data as { TotalCount: number };
          return [category.Id, page.TotalCount];
        }),
      );
      return { counters: categories.map((c) => [c.Id, c.ProductCount]), truth };
    };
    const storefrontTotal = async () =>
      (body(await get(server, "/api/Store/GetStoreProducts?pageSize=1")).Data as { TotalCount: number }).TotalCount;
    const before = await storefrontTotal();
    const created = body(await add(productInput({ Title: "Counted Bolster", CategoryId: 4 }))).Data as { Id: number };
    let state = await counted();
    expect(state.counters).toEqual(state.truth);
    expect(await storefrontTotal()).toBe(before + 1);
    const move = await put(
      server,
      "/api/Store/AdminEditStoreProduct",
      { ...productInput({ Title: "Counted Bolster", CategoryId: 1 }), Id: created.Id },
      { token: admin.token },
    );
    expect(move.statusCode).toBe(200);
    state = await counted();
    expect(state.counters).toEqual(state.truth);
    await post(
      server,
      "/api/Store/AdminSetStoreProductPublished",
      { Id: created.Id, IsPublished: false },
      {
        token: admin.token,
      },
    );
    state = await counted();
    expect(state.counters).toEqual(state.truth);
    expect(await storefrontTotal()).toBe(before);
    await post(
      server,
      "/api/Store/AdminSetStoreProductPublished",
      { Id: created.Id, IsPublished: true },
      {
        token: admin.token,
      },
    );
    state = await counted();
    expect(state.counters).toEqual(state.truth);
    expect(await storefrontTotal()).toBe(before + 1);
  });

  it("refuses bad product input with translated field messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Title: "" }, "Title"],
      [{ Kind: "manual", ManualId: null }, "ManualId"],
      [{ Kind: "manual", ManualId: 999999 }, "ManualId"],
      [{ CategoryId: 999999 }, "CategoryId"],
      [{ Price: -1 }, "Price"],
      [{ Price: 1.234 }, "Price"],
      [{ Stock: -3 }, "Stock"],
      [{ WeightGrams: "heavy" }, "WeightGrams"],
      [{ Kind: "service" }, "Kind"],
    ];
    for (const [override, field] of cases) {
      const res = await add(productInput(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(body(res).Errors ?? {}), JSON.stringify(override)).toContain(field);
    }
    const unknown = await put(
      server,
      "/api/Store/AdminEditStoreProduct",
      { ...productInput(), Id: 999999 },
      { token: admin.token },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("stores every size of a picture, checked by content, and deletes the replaced one whole", async () => {
    const id = (body(await add(productInput({ Title: "Picture test" }))).Data as { Id: number }).Id;
    const first = await upload(`/api/Store/AdminUploadStoreProductImage/${id}/cover`, await png());
    expect(first.statusCode).toBe(200);
    const sizes = body(first).Data as { Full: string; Card: string; Thumbnail: string };
    for (const url of Object.values(sizes).filter((v) => v.startsWith("/uploads/")))
      expect(await fileExists(url)).toBe(true);
    const second = await upload(`/api/Store/AdminUploadStoreProductImage/${id}/cover`, await png("#8a3b2e"));
    expect(second.statusCode).toBe(200);
    for (const url of [sizes.Full, sizes.Card, sizes.Thumbnail]) expect(await fileExists(url)).toBe(false);
    const image3 = await upload(`/api/Store/AdminUploadStoreProductImage/${id}/image3`, await png());
    expect(image3.statusCode).toBe(200);
    const detail = body(await get(server, `/api/Store/GetStoreProductsById?Id=${id}`)).Data as Record<string, unknown>;
    expect(detail.CoverImage).toBe((body(second).Data as { Full: string }).Full);
    expect(detail.Image3).toBe((body(image3).Data as { Full: string }).Full);
    expect(detail.Image1).toBe("/images/product-placeholder.svg");
    expect(detail.ImageCount).toBe(1);

    const html = await upload(
      `/api/Store/AdminUploadStoreProductImage/${id}/image1`,
      Buffer.from("<svg onload=alert(1)>"),
      "image/svg+xml",
    );
    expect(html.statusCode).toBe(400);
    expect((await upload(`/api/Store/AdminUploadStoreProductImage/${id}/image9`, await png())).statusCode).toBe(400);
    expect((await upload("/api/Store/AdminUploadStoreProductImage/999999/cover", await png())).statusCode).toBe(404);
  });

  it("takes a digital product's PDF or ZIP by content into private storage", async () => {
    const id = (
      body(await add(productInput({ Title: "Audio test", Kind: "digital", Stock: 5, WeightGrams: 100 }))).Data as {
        Id: number;
        Stock: number | null;
        WeightGrams: number;
      }
    ).Id;
    const zip = demoZip([{ name: "readme.txt", text: "Hello" }]);
    const ok = await upload(`/api/Store/AdminUploadStoreProductFile/${id}`, zip, "application/zip");
    expect(ok.statusCode).toBe(200);
    expect(body(ok).Data).toEqual({ Kind: "zip", Bytes: zip.length });
    const listed = body(
      await get(server, `/api/Store/AdminGetStoreProducts?search=${encodeURIComponent("Audio test")}`, {
        token: admin.token,
      }),
    ).Data as { List: { Id: number; HasDigitalFile: boolean; Stock: number | null; WeightGrams: number }[] };
    expect(listed.List.find((p) => p.Id === id)).toMatchObject({ HasDigitalFile: true, Stock: null, WeightGrams: 0 });
    const fake = await upload(
      `/api/Store/AdminUploadStoreProductFile/${id}`,
      Buffer.from("<html>not a pdf</html>"),
      "application/pdf",
    );
    expect(fake.statusCode).toBe(400);
    expect(body(fake).Errors?.File).toBe("The file must be a PDF or a ZIP archive.");
    const physical = (body(await add(productInput({ Title: "Not digital" }))).Data as { Id: number }).Id;
    expect(
      (await upload(`/api/Store/AdminUploadStoreProductFile/${physical}`, zip, "application/zip")).statusCode,
    ).toBe(400);
  });

  it("creates, renames, hides and reorders categories", async () => {
    const created = await post(
      server,
      "/api/Store/AdminAddStoreProductCategory",
      { Name: "Gift Vouchers", Description: "" },
      { token: admin.token },
    );
    expect(created.statusCode).toBe(200);
    const category = body(created).Data as { Id: number; Slug: string; SortOrder: number };
    expect(category).toMatchObject({ Slug: "gift-vouchers", SortOrder: 7 });
    const renamed = await put(
      server,
      "/api/Store/AdminEditStoreProductCategory",
      { Id: category.Id, Name: "Gift Cards", Description: "For friends", IsActive: false },
      { token: admin.token },
    );
    expect(renamed.statusCode).toBe(200);
    const all = body(await get(server, "/api/Store/GetAllStoreProductCategory", { token: admin.token })).Data as {
      Id: number;
      Name: string;
      IsActive: boolean;
    }[];
    expect(all.find((c) => c.Id === category.Id)).toMatchObject({ Name: "Gift Cards", IsActive: false });
    const ids = all.map((c) => c.Id).reverse();
    const reordered = await put(
      server,
      "/api/Store/AdminReorderStoreProductCategories",
      { Ids: ids },
      { token: admin.token },
    );
    expect((body(reordered).Data as { Id: number }[]).map((c) => c.Id)).toEqual(ids);
    const partial = await put(
      server,
      "/api/Store/AdminReorderStoreProductCategories",
      { Ids: ids.slice(1) },
      { token: admin.token },
    );
    expect(partial.statusCode).toBe(400);
    const missing = await put(
      server,
      "/api/Store/AdminEditStoreProductCategory",
      { Id: 999999, Name: "X", Description: "", IsActive: true },
      { token: admin.token },
    );
    expect(missing.statusCode).toBe(404);
  });

  it("edits currency rates; the US dollar stays 1 and active", async () => {
    const eur = await put(
      server,
      "/api/Currency/AdminUpdateCurrency",
      { CurrencyCode: "EUR", Rate: 0.95, IsActive: true },
      { token: admin.token },
    );
    expect(body(eur).Data).toMatchObject({ CurrencyCode: "EUR", Rate: 0.95 });
    await put(
      server,
      "/api/Currency/AdminUpdateCurrency",
      { CurrencyCode: "BRL", Rate: 5.8, IsActive: false },
      { token: admin.token },
    );
    const publicList = body(await get(server, "/api/Currency/GetCurrencies")).Data as { CurrencyCode: string }[];
    expect(publicList.map((c) => c.CurrencyCode)).not.toContain("BRL");
    const adminList = body(await get(server, "/api/Currency/AdminGetCurrencies", { token: admin.token }))
      .Data as unknown[];
    expect(adminList).toHaveLength(9);
    const usd = await put(
      server,
      "/api/Currency/AdminUpdateCurrency",
      { CurrencyCode: "USD", Rate: 1.1, IsActive: true },
      { token: admin.token },
    );
    expect(usd.statusCode).toBe(400);
    expect(body(usd).Code).toBe("CURRENCY_BASE");
    const unknown = await put(
      server,
      "/api/Currency/AdminUpdateCurrency",
      { CurrencyCode: "XYZ", Rate: 2, IsActive: true },
      { token: admin.token },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await put(
      server,
      "/api/Currency/AdminUpdateCurrency",
      { CurrencyCode: "EUR", Rate: -2, IsActive: true },
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(400);
  });

  it("refuses members (even instructors) and visitors on every administrator call", async () => {
    const calls: [string, string, unknown][] = [
      ["GET", "/api/Store/AdminGetStoreProducts", undefined],
      ["POST", "/api/Store/AdminAddStoreProduct", productInput()],
      ["PUT", "/api/Store/AdminEditStoreProduct", { ...productInput(), Id: 1 }],
      ["POST", "/api/Store/AdminSetStoreProductPublished", { Id: 1, IsPublished: false }],
      ["POST", "/api/Store/AdminAddStoreProductCategory", { Name: "X" }],
      ["PUT", "/api/Store/AdminEditStoreProductCategory", { Id: 1, Name: "X", IsActive: true }],
      ["PUT", "/api/Store/AdminReorderStoreProductCategories", { Ids: [1] }],
      ["GET", "/api/Currency/AdminGetCurrencies", undefined],
      ["PUT", "/api/Currency/AdminUpdateCurrency", { CurrencyCode: "EUR", Rate: 1, IsActive: true }],
    ];
    for (const [method, url, payload] of calls) {
      const asMember = await server.call({
        method: method as "GET",
        url,
        token: memberToken,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(asMember.statusCode, url).toBe(403);
      const asVisitor = await server.call({
        method: method as "GET",
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(asVisitor.statusCode, url).toBe(401);
    }
    expect(
      (await upload("/api/Store/AdminUploadStoreProductImage/1/cover", await png(), "image/png", memberToken))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await upload(
          "/api/Store/AdminUploadStoreProductFile/1",
          demoZip([{ name: "a", text: "b" }]),
          "application/zip",
          memberToken,
        )
      ).statusCode,
    ).toBe(403);
  });
});
