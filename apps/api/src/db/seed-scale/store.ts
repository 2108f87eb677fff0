import { frac, intArray, pick, rows, type ScaleContext, type ScaleStep } from "./sql.ts";
import { PRODUCT_ADJECTIVES, PRODUCT_ITEMS } from "./words.ts";

/** The store module's rows: a large catalogue over the active categories (the generated search vector follows). */
export function storeSteps(ctx: ScaleContext): ScaleStep[] {
  const { productCategories: categories } = ctx;
  return [
    {
      table: "products",
      total: ctx.volumes.products,
      batch: 10_000,
      statement: (from, to) => ({
        text: `insert into products (category_id, title, summary, description, kind, audience, price_cents,
            instructor_price_cents, stock, weight_grams, published, sort_order, created_at, updated_at)
          select ${intArray(categories)}[1 + floor(${frac("p.j", 60)} * ${categories.length})::int],
            p.adjective || ' ' || p.item, 'A ' || lower(p.adjective) || ' ' || lower(p.item) || ' for daily practice.',
            'Made for practitioners and their clients. ' || p.adjective || ' ' || lower(p.item)
              || ', carefully packed and shipped from our warehouse within three working days.',
            'physical', case when ${frac("p.j", 61)} < 0.05 then 'instructors' else 'everyone' end, p.price,
            case when ${frac("p.j", 62)} < 0.3 then (p.price * 0.8)::int end,
            case when ${frac("p.j", 63)} < 0.1 then 0 when ${frac("p.j", 63)} < 0.3 then null
              else 1 + floor(${frac("p.j", 64)} * 200)::int end,
            50 + floor(${frac("p.j", 65)} * 2950)::int, ${frac("p.j", 66)} < 0.97, 1000 + p.j,
            ${ctx.now} - floor(${frac("p.j", 67)} * 1500) * interval '1 day', ${ctx.now}
          from (select j, ${pick(PRODUCT_ADJECTIVES, "j", 68)} as adjective, ${pick(PRODUCT_ITEMS, "j", 69)} as item,
              (5 + floor(${frac("j", 70)} * 290)::int) * 50 - 1 as price
            from ${rows(from, to, "j")}) as p`,
      }),
    },
  ];
}
