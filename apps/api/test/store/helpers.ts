import { createDemoPeople } from "../../src/modules/account/account.people.ts";
import { seedDemoManuals } from "../../src/modules/manuals/manuals.seed.ts";
import { seedStoreCatalogue, seedStoreDownloads, seedStorePictures } from "../../src/modules/store/store.seed.ts";
import type { TestServer } from "../harness.ts";

/** The demo store (6 categories, 30 products, 9 currencies) after the demo manuals its manual products grant. */
export async function seedStore(server: TestServer, options: { pictures?: boolean } = {}) {
  const { db, clock, storage } = server.runtime.deps;
  // Only db, clock, storage and people are read; the demo members it grants copies to do not exist here.
  await seedDemoManuals({ db, clock, storage, people: createDemoPeople(db) } as Parameters<typeof seedDemoManuals>[0]);
  await seedStoreCatalogue({ db });
  if (options.pictures) {
    await seedStorePictures({ db, clock, storage });
    await seedStoreDownloads({ db, clock, storage });
  }
}

export const productInput = (overrides: Record<string, unknown> = {}) => ({
  Title: "Bolster Cover, Linen",
  Summary: "A washable linen cover for the round treatment bolster.",
  Description: "Natural linen, machine washable at 60 °C.\n\nFits bolsters of 20 × 60 cm.",
  CategoryId: 4,
  Kind: "physical",
  Audience: "everyone",
  Price: 29.5,
  InstructorPrice: null,
  Stock: 12,
  WeightGrams: 300,
  ManualId: null,
  IsPublished: true,
  ...overrides,
});
