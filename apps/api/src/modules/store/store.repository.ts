import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { manuals } from "../manuals/manuals.schema.ts";
import { currencies, productCategories, products } from "./store.schema.ts";

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type CurrencyRow = typeof currencies.$inferSelect;

/** The store catalogue's database access (ADR 0035). */
export const storeRepository = {
  async insertCategory(db: Db, values: typeof productCategories.$inferInsert): Promise<ProductCategoryRow> {
    const [row] = await db.insert(productCategories).values(values).returning();
    if (!row) throw new Error("product category insert returned nothing");
    return row;
  },

  async insertProduct(db: Db, values: NewProduct): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    if (!row) throw new Error("product insert returned nothing");
    return row;
  },

  async insertCurrencies(db: Db, values: (typeof currencies.$inferInsert)[]): Promise<void> {
    await db.insert(currencies).values(values);
  },

  /** The manual's id by its title (the demo links its manual products to the demo manuals). */
  async manualIdByTitle(db: Db, title: string): Promise<number | undefined> {
    const [row] = await db.select({ id: manuals.id }).from(manuals).where(eq(manuals.title, title)).limit(1);
    return row?.id;
  },

  async productsForSeed(db: Db): Promise<ProductRow[]> {
    return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
  },
};
