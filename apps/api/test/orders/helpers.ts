import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { DEMO_SHIPPING_ZONES } from "../../src/modules/orders/orders.seed.ts";
import { shippingRepository } from "../../src/modules/orders/shipping.repository.ts";
import { storeRepository } from "../../src/modules/store/store.repository.ts";
import { products } from "../../src/modules/store/store.schema.ts";
import type { TestServer } from "../harness.ts";

/** The test category of each file's server: files share this module and a worker's database (harness.ts). */
const categories = new WeakMap<object, Promise<number>>();
let counter = 0;

/** The demo shipping table (the orders module's own seed, without the demo orders). */
export async function seedZones(server: TestServer) {
  for (const [index, zone] of DEMO_SHIPPING_ZONES.entries()) {
    await shippingRepository.insertZoneSeed(
      server.runtime.deps.db,
      { name: zone.name, countries: [...zone.countries], isFallback: "isFallback" in zone, sortOrder: index + 1 },
      zone.rates.map(([maxWeightGrams, priceCents]) => ({ maxWeightGrams, priceCents })),
    );
  }
}

/** A product written directly (the catalogue module owns its calls). */
export async function product(server: TestServer, options: Partial<typeof products.$inferInsert> = {}) {
  const db = server.runtime.deps.db;
  let category = categories.get(server);
  if (!category) {
    category = storeRepository
      .insertCategory(db, { name: "Tests", slug: `tests-${randomUUID()}` })
      .then((row) => row.id);
    categories.set(server, category);
  }
  const categoryId = await category;
  counter += 1;
  return storeRepository.insertProduct(db, {
    categoryId,
    title: `Test product ${counter}`,
    kind: "physical",
    priceCents: 2_500,
    stock: 100,
    weightGrams: 400,
    ...options,
  });
}

export async function stockOf(server: TestServer, id: number) {
  const [row] = await server.runtime.deps.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock;
}

export const guest = () => randomUUID();

export const usAddress = {
  FullName: "Jordan Reyes",
  Line1: "455 Market Street",
  City: "San Francisco",
  State: "CA",
  PostalCode: "94105",
  CountryCode: "US",
};
