import { and, eq } from "drizzle-orm";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { overlayWords } from "../../platform/translations/translations.ts";
import { products } from "./store.schema.ts";

/** `/store/storedetails/:id`: a published product's title, summary and cover (ADR 0095). */
export const productHead: PageHeadReader = async (db, { params, language }) => {
  const id = itemId(params.id);
  if (id === undefined) return undefined;
  const [product] = await db
    .select({
      title: products.title,
      summary: products.summary,
      description: products.description,
      images: products.images,
      coverImage: products.coverImage,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)));
  if (!product) return undefined;
  // In the page's language where the product is translated (ADR 0097), as its body says.
  const words = (await overlayWords(db, "product", language, [id])).get(id);
  return (
    product && {
      title: words?.Title || product.title,
      description: words?.Summary || words?.Description || product.summary || product.description,
      image: product.images?.cover?.full ?? product.coverImage,
      type: "product",
    }
  );
};

export const storeSitemap = keysetSitemap({
  name: "products",
  table: products,
  id: products.id,
  updatedAt: products.updatedAt,
  listed: () => eq(products.published, true),
  path: (id) => `/store/storedetails/${id}`,
});
