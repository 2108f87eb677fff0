import { eq } from "drizzle-orm";
import { products } from "../../src/modules/store/store.schema.ts";
import type { TestServer } from "../harness.ts";

/** The test category of each file's server: files share this module and a worker's database (harness.ts). */
const _categories = new WeakMap<object, Promise<number>>();
const _counter = 0;

export async function stockOf(server: TestServer, id: number) {
  const [row] = await server.runtime.deps.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock;
}

export const usAddress = {
  FullName: "Jordan Reyes",
  Line1: "455 Market Street",
  City: "San Francisco",
  State: "CA",
  PostalCode: "94105",
  CountryCode: "US",
};
