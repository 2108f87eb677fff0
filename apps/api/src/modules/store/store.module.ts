import type { ApiModule } from "../../http/module.ts";
import { seedDemoStore } from "./store.seed.ts";

/** The store catalogue: products, categories and display currencies (ADR 0035). */
export const storeModule: ApiModule = {
  name: "store",
  register() {},
  seedDemo: seedDemoStore,
};
