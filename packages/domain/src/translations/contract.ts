import { defineCall } from "../shared/contract.ts";
import { itemTranslationsSchema, saveTranslationsSchema, translationsQuerySchema } from "./translations.ts";

/** One item's translations beside its English source (administrators; ADR 0097). */
export const getTranslations = defineCall({
  method: "GET",
  path: "/api/Translation/GetTranslations",
  query: translationsQuerySchema,
  data: itemTranslationsSchema,
});

/** Replaces the given languages of one item's translations (administrators). */
export const saveTranslations = defineCall({
  method: "PUT",
  path: "/api/Translation/SaveTranslations",
  body: saveTranslationsSchema,
  data: itemTranslationsSchema,
});
