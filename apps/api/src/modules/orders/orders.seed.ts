import { formatOrderNumber, orderTotals, shippingCents } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { purchasesPort } from "../billing/purchases.port.ts";
import { ordersRepository as repo } from "./orders.repository.ts";
import type { ShippingAddress } from "./orders.schema.ts";
import { orderPurchase } from "./orders.shared.ts";
import { shippingRepository } from "./shipping.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Five zones with weight bands (grams → US cents): what an administrator edits at /admin/store-orders. */
export const DEMO_SHIPPING_ZONES = [
  {
    name: "United States",
    countries: ["US"],
    rates: [
      [500, 595],
      [2000, 995],
      [5000, 1495],
      [20000, 2995],
    ],
  },
  {
    name: "Canada",
    countries: ["CA"],
    rates: [
      [500, 895],
      [2000, 1495],
      [5000, 2495],
      [20000, 4495],
    ],
  },
  {
    name: "Europe",
    countries: ["IE", "GB", "DE", "FR", "ES", "PT", "IT", "NL", "BE", "AT", "CH", "CZ", "NO", "SE", "DK", "FI", "PL"],
    rates: [
      [500, 995],
      [2000, 1695],
      [5000, 2795],
      [20000, 4995],
    ],
  },
  {
    name: "Asia-Pacific",
    countries: ["JP", "AU", "NZ", "SG", "KR", "HK", "TW"],
    rates: [
      [500, 1295],
      [2000, 2195],
      [5000, 3495],
      [20000, 6495],
    ],
  },
  {
    name: "Rest of world",
    countries: [],
    isFallback: true,
    rates: [
      [500, 1495],
      [2000, 2595],
      [5000, 3995],
      [20000, 7495],
    ],
  },
] as const;

interface DemoOrder {
  member: string;
  daysAgo: number;
  lines: [productTitle: string, quantity: number][];
  address: ShippingAddress | null;
  tracking?: string;
}

const address = (fullName: string, line1: string, city: string, postalCode: string, countryCode: string) => ({
  fullName,
  line1,
  line2: "",
  city,
  state: "",
  postalCode,
  countryCode,
  phone: "",
});

/** Paid orders of the demo members: one shipped with tracking, one with a digital download, one waiting. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    member: "standard",
    daysAgo: 21,
    lines: [
      ["Set of Six Postcards: Hand Positions", 2],
      ["Lavender Eye Pillows (pair)", 1],
    ],
    address: address("Sam Standard", "14 Harbour Road", "Dublin", "D02 X285", "IE"),
    tracking: "IE 4821 7730 95",
  },
  {
    member: "practitioner",
    daysAgo: 2,
    lines: [["Guided Relaxation Sessions (audio)", 1]],
    address: null,
  },
  {
    member: "access",
    daysAgo: 1,
    lines: [["Set of Six Postcards: Hand Positions", 1]],
    address: address("Alex Access", "220 King Street West", "Toronto", "M5H 1K4", "CA"),
  },
];

export async function seedDemoOrders({ db, people, clock }: DemoSeedContext): Promise<void> {
  for (const [index, zone] of DEMO_SHIPPING_ZONES.entries()) {
    await shippingRepository.insertZoneSeed(
      db,
      { name: zone.name, countries: [...zone.countries], isFallback: "isFallback" in zone, sortOrder: index + 1 },
      zone.rates.map(([maxWeightGrams, priceCents]) => ({ maxWeightGrams, priceCents })),
    );
  }
  const zones = await shippingRepository.zones(db);
  const now = clock.now();
  for (const demo of DEMO_ORDERS) {
    const user = await people.find(`${demo.member}@demo.healingarts.example`);
    if (!user) throw new Error(`demo member ${demo.member} is missing`);
    const lines = [];
    for (const [title, quantity] of demo.lines) {
      const product = (await repo.productByTitle(db, title)) ?? null;
      if (!product) throw new Error(`demo product ${title} is missing`);
      lines.push({ product, quantity });
    }
    const subtotal = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
    const weight = lines.reduce((sum, line) => sum + line.product.weightGrams * line.quantity, 0);
    const shipping = demo.address ? (shippingCents(zones, demo.address.countryCode, weight) ?? 0) : 0;
    const totals = orderTotals({ subtotalCents: subtotal, shippingCents: shipping, discountCents: 0 });
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const id = await repo.nextOrderId(db);
    const order = await repo.insertOrder(
      db,
      {
        id,
        orderNumber: formatOrderNumber(createdAt, id),
        userId: user.id,
        email: user.email,
        kind: "store",
        status: demo.tracking ? "shipped" : "paid",
        ...totals,
        shippingAddress: demo.address,
        cardBrand: "visa",
        last4: "4242",
        gatewayChargeId: `demo-charge-${id}`,
        trackingNumber: demo.tracking ?? null,
        shippedAt: demo.tracking ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
        language: user.language,
        createdAt,
      },
      lines.map(({ product, quantity }) => ({
        productId: product.id,
        title: product.title,
        kind: product.kind,
        unitPriceCents: product.priceCents,
        quantity,
        lineTotalCents: product.priceCents * quantity,
      })),
    );
    // A demo order is a sale like a checkout's: it is in its buyer's purchase history.
    await purchasesPort.record(
      db,
      orderPurchase(
        order,
        lines.map(({ product }) => product),
      ),
    );
  }
}
