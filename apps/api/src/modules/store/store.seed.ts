import { randomUUID } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { DemoSeedContext } from "../../http/module.ts";
import { seedTranslations } from "../../platform/translations/translations.ts";
import { DEMO_MANUALS } from "../manuals/manuals.seed.ts";
import type { NewProduct } from "./store.repository.ts";
import { storeRepository as repo } from "./store.repository.ts";
import { PRODUCT_CATEGORY_TRANSLATIONS, PRODUCT_TRANSLATIONS } from "./store.seed-translations.ts";

export const DEMO_PRODUCT_CATEGORIES = [
  {
    slug: "manuals",
    name: "Manuals and Workbooks",
    description: "Course manuals, printed or as personalised digital copies, and workbooks for practice.",
  },
  {
    slug: "charts",
    name: "Charts and Posters",
    description: "Wall charts of the protocol, anatomy and hand positions for the treatment room.",
  },
  {
    slug: "books",
    name: "Books",
    description: "Books by our instructors and founders on the method and its practice.",
  },
  {
    slug: "practice-supplies",
    name: "Practice Supplies",
    description: "What a practitioner needs in the treatment room: linens, bolsters, tapping tools and more.",
  },
  {
    slug: "training-kits",
    name: "Instructor Training Kits",
    description: "Teaching materials for licensed instructors, sold at the instructor price.",
  },
  {
    slug: "digital",
    name: "Digital Downloads",
    description: "Recordings and printable guides, delivered as a download link with your order.",
  },
] as const;

type DemoProduct = Pick<NewProduct, "title" | "summary" | "description" | "kind" | "weightGrams"> & {
  key: string;
  category: (typeof DEMO_PRODUCT_CATEGORIES)[number]["slug"];
  priceUsd: number;
  instructorPriceUsd?: number;
  /** null = unlimited; 0 = out of stock. */
  stock: number | null;
  audience?: NewProduct["audience"];
  /** The demo manual a `manual` product grants (its index in DEMO_MANUALS). */
  manual?: number;
};

/** Thirty products in six categories: some out of stock, some for instructors only, two digital, two manuals. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // Manuals and workbooks
  {
    key: "access-manual-digital",
    category: "manuals",
    kind: "manual",
    title: "Access Technique Essentials — Digital Student Manual",
    summary: "Your personalised PDF copy of the Access Technique manual, in your library the moment you pay.",
    description:
      "The five home routines of the Access Technique, step by step, with hand positions and timings.\n\nThe digital copy is personalised with your name and appears under My Manuals as soon as the payment goes through.",
    priceUsd: 25,
    stock: null,
    weightGrams: 0,
    manual: 0,
  },
  {
    key: "anatomy-workbook-digital",
    category: "manuals",
    kind: "manual",
    title: "Anatomy for Practitioners — Digital Workbook",
    summary: "Muscles, fascia and the nervous system in plain language, with review questions for each chapter.",
    description:
      "The reference workbook of the Anatomy for Practitioners course as a personalised PDF.\n\nEach chapter ends with review questions; the answers are at the back.",
    priceUsd: 40,
    stock: null,
    weightGrams: 0,
    manual: 1,
  },
  {
    key: "foundations-manual-print",
    category: "manuals",
    kind: "physical",
    title: "Foundations Modules 1 and 2 — Printed Manual",
    summary: "The spiral-bound manual of the Foundations modules, printed on heavy paper that lies flat on the table.",
    description:
      "Every protocol step of Foundations Modules 1 and 2 with photographs of the hand positions, the charts of the protocol and space for your notes.\n\nSpiral bound, 212 pages, A4.",
    priceUsd: 65,
    stock: 48,
    weightGrams: 950,
  },
  {
    key: "practice-log",
    category: "manuals",
    kind: "physical",
    title: "Practitioner's Session Log",
    summary: "A bound log for 120 sessions: client notes, priorities found and follow-up, laid out as taught.",
    description:
      "Certification asks for documented practice sessions. This log follows the layout taught in Foundations, so your supervisor can read it at a glance.\n\nHardcover, 160 pages.",
    priceUsd: 22,
    stock: 120,
    weightGrams: 420,
  },
  {
    key: "study-group-workbook",
    category: "manuals",
    kind: "physical",
    title: "Study Group Workbook",
    summary: "Twelve sessions of guided practice for study groups, with exercises for pairs and threes.",
    description:
      "Written for the monthly study groups: each session has a theme, a warm-up, two practice exercises and questions for discussion.\n\nPaperback, 96 pages.",
    priceUsd: 18,
    stock: 0,
    weightGrams: 260,
  },
  // Charts and posters
  {
    key: "protocol-chart",
    category: "charts",
    kind: "physical",
    title: "The Protocol Chart — Wall Edition",
    summary: "The full protocol on one laminated chart, 60 × 90 cm, for the treatment room wall.",
    description:
      "The chart every practitioner learns from, laminated so it survives years of use. Colour-coded sections follow the order taught in Foundations.\n\nShipped rolled in a tube.",
    priceUsd: 48,
    stock: 35,
    weightGrams: 600,
  },
  {
    key: "protocol-chart-pocket",
    category: "charts",
    kind: "physical",
    title: "The Protocol Chart — Pocket Edition",
    summary: "The protocol chart folded to pocket size, for home visits and practice sessions.",
    description: "The same content as the wall edition on a sturdy folded card, 10 × 21 cm when closed.",
    priceUsd: 14,
    stock: 200,
    weightGrams: 60,
  },
  {
    key: "anatomy-poster-muscles",
    category: "charts",
    kind: "physical",
    title: "Anatomy Poster: The Muscular System",
    summary: "Front and back views of the major muscle groups, labelled in English and Latin.",
    description:
      "A clear anatomical poster for clients and students, printed on matte paper, 50 × 70 cm. Pairs with the fascia and nervous-system posters.",
    priceUsd: 24,
    stock: 40,
    weightGrams: 180,
  },
  {
    key: "anatomy-poster-nervous",
    category: "charts",
    kind: "physical",
    title: "Anatomy Poster: The Nervous System",
    summary: "The central and autonomic nervous systems, with the vagus nerve highlighted.",
    description: "Matte poster, 50 × 70 cm, labelled in English and Latin. Shipped rolled in a tube.",
    priceUsd: 24,
    stock: 0,
    weightGrams: 180,
  },
  {
    key: "elements-chart",
    category: "charts",
    kind: "physical",
    title: "Five Elements Reference Chart",
    summary: "The five elements with their organs, emotions and seasons, as used in the advanced modules.",
    description: "Laminated A3 chart, double-sided: the cycles on the front, the correspondences table on the back.",
    priceUsd: 19,
    stock: 60,
    weightGrams: 150,
  },
  // Books
  {
    key: "book-listening-body",
    category: "books",
    kind: "physical",
    title: "The Listening Body",
    summary: "Our founder's introduction to the method: how gentle touch helps the body find its own balance.",
    description:
      "Written for clients as much as for students, The Listening Body explains the ideas behind the method with stories from thirty years of practice.\n\nPaperback, 248 pages.",
    priceUsd: 21,
    stock: 85,
    weightGrams: 340,
  },
  {
    key: "book-hands-that-hear",
    category: "books",
    kind: "physical",
    title: "Hands That Hear: Case Studies in Practice",
    summary: "Forty case studies from certified practitioners, with what they found and what changed.",
    description:
      "Each case follows one client over several sessions: the presenting concern, the priorities found and the outcome, with commentary by a senior instructor.\n\nPaperback, 312 pages.",
    priceUsd: 27,
    stock: 52,
    weightGrams: 420,
  },
  {
    key: "book-animals",
    category: "books",
    kind: "physical",
    title: "Gentle Care for Animals",
    summary: "Adapting the routines for dogs, cats and horses, with safety notes for each.",
    description:
      "The companion book to the Animal Care course: how to approach an animal, which routines adapt well and how to read an animal's response.\n\nHardcover, 196 pages, colour photographs.",
    priceUsd: 34,
    stock: 18,
    weightGrams: 700,
  },
  {
    key: "book-self-care",
    category: "books",
    kind: "physical",
    title: "Ten Minutes a Day: Self-Care Routines",
    summary: "Short routines for stress, sleep and focus that anyone can learn from the illustrations.",
    description:
      "Illustrated step-by-step routines, each under ten minutes, for readers with no training.\n\nPaperback, 144 pages.",
    priceUsd: 16,
    stock: 140,
    weightGrams: 250,
  },
  {
    key: "book-practice-business",
    category: "books",
    kind: "physical",
    title: "Building Your Practice",
    summary: "Setting up, pricing, keeping records and finding clients, for newly certified practitioners.",
    description:
      "Practical advice from practitioners who built full-time practices: rooms, insurance, record keeping, referrals and the association's logo rules.\n\nPaperback, 180 pages.",
    priceUsd: 25,
    stock: 0,
    weightGrams: 300,
  },
  {
    key: "book-memory",
    category: "books",
    kind: "physical",
    title: "Memory and the Body",
    summary: "The theory behind the memory-work modules, written for advanced students.",
    description:
      "A deeper look at how experiences are held in the body, with exercises from the advanced modules.\n\nHardcover, 264 pages.",
    priceUsd: 38,
    stock: 24,
    weightGrams: 560,
  },
  // Practice supplies
  {
    key: "tapping-tool",
    category: "practice-supplies",
    kind: "physical",
    title: "Beech Tapping Tool",
    summary: "A smooth hand-turned beech tool for the tapping routines, for practitioners with sore hands.",
    description: "Turned from untreated European beech and finished with beeswax. 14 cm long.",
    priceUsd: 12,
    stock: 75,
    weightGrams: 80,
  },
  {
    key: "table-linen",
    category: "practice-supplies",
    kind: "physical",
    title: "Organic Cotton Table Linen Set",
    summary: "A fitted sheet, face-rest cover and pillowcase in undyed organic cotton for standard tables.",
    description: "Fits tables up to 76 cm wide and 190 cm long. Washable at 60 °C.",
    priceUsd: 54,
    stock: 30,
    weightGrams: 1100,
  },
  {
    key: "bolster",
    category: "practice-supplies",
    kind: "physical",
    title: "Half-Round Bolster",
    summary: "A firm foam bolster for under the knees or ankles, with a wipe-clean cover.",
    description: "66 × 15 cm, high-density foam, vinyl cover in sage green.",
    priceUsd: 39,
    stock: 0,
    weightGrams: 900,
  },
  {
    key: "eye-pillows",
    category: "practice-supplies",
    kind: "physical",
    title: "Lavender Eye Pillows (pair)",
    summary: "Two silk eye pillows filled with flax seed and dried lavender, with washable covers.",
    description: "Help clients settle at the start of a session. The covers come off for washing.",
    priceUsd: 18,
    stock: 90,
    weightGrams: 300,
  },
  {
    key: "blanket",
    category: "practice-supplies",
    kind: "physical",
    title: "Wool Session Blanket",
    summary: "A light merino blanket that keeps a client warm without weight.",
    description: "130 × 180 cm, knitted merino wool in oat colour. Hand wash cold.",
    priceUsd: 69,
    stock: 12,
    weightGrams: 800,
  },
  {
    key: "client-forms",
    category: "practice-supplies",
    kind: "physical",
    title: "Client Intake Forms (pad of 100)",
    summary: "Intake and consent forms laid out as recommended by the association's code of practice.",
    description: "A4 tear-off pad of 100 forms: contact details, health questions and the consent statement.",
    priceUsd: 15,
    stock: 150,
    weightGrams: 500,
  },
  // Instructor training kits (instructors only)
  {
    key: "kit-foundations",
    category: "training-kits",
    kind: "physical",
    audience: "instructors",
    title: "Foundations Teaching Kit",
    summary: "Slides, the teacher's guide, 20 student handouts and demonstration charts for Foundations 1 and 2.",
    description:
      "Everything a licensed instructor needs to teach Foundations Modules 1 and 2: the teacher's guide with timings, the slide deck on a USB drive, 20 student handout sets and two demonstration charts.\n\nAvailable to licensed instructors only.",
    priceUsd: 420,
    instructorPriceUsd: 295,
    stock: 15,
    weightGrams: 3200,
  },
  {
    key: "kit-access",
    category: "training-kits",
    kind: "physical",
    audience: "instructors",
    title: "Access Technique Teaching Kit",
    summary: "The one-day Access Technique class in a box: guide, slides and 25 student manuals.",
    description:
      "The teacher's guide with the day's plan, the slides, 25 printed student manuals and certificates of attendance.\n\nAvailable to licensed instructors only.",
    priceUsd: 260,
    instructorPriceUsd: 180,
    stock: 22,
    weightGrams: 4100,
  },
  {
    key: "kit-anatomy",
    category: "training-kits",
    kind: "physical",
    audience: "instructors",
    title: "Anatomy Teaching Kit",
    summary: "Teaching posters, a flexible spine model and the anatomy workbook for a class of 12.",
    description:
      "Three teaching posters, a flexible spine model on a stand and 12 anatomy workbooks.\n\nAvailable to licensed instructors only.",
    priceUsd: 380,
    instructorPriceUsd: 265,
    stock: 0,
    weightGrams: 5200,
  },
  {
    key: "kit-certificates",
    category: "training-kits",
    kind: "physical",
    audience: "instructors",
    title: "Certificate Paper and Seals (50)",
    summary: "Embossed certificate paper and gold seals for the certificates instructors hand out.",
    description: "50 sheets of 160 g certificate paper with the association's watermark and 50 gold seals.",
    priceUsd: 45,
    instructorPriceUsd: 32,
    stock: 60,
    weightGrams: 900,
  },
  {
    key: "kit-demo-chart-set",
    category: "training-kits",
    kind: "physical",
    audience: "instructors",
    title: "Demonstration Chart Set",
    summary: "Four large-format charts on a folding stand for classroom demonstrations.",
    description:
      "100 × 140 cm charts of the protocol, hand positions and the five elements, with a folding aluminium stand.",
    priceUsd: 210,
    instructorPriceUsd: 150,
    stock: 8,
    weightGrams: 6500,
  },
  // Digital downloads
  {
    key: "audio-relaxation",
    category: "digital",
    kind: "digital",
    title: "Guided Relaxation Sessions (audio)",
    summary: "Six guided relaxation recordings to share with clients between sessions.",
    description:
      "Six recordings of 10 to 20 minutes, narrated by a senior instructor, as one ZIP download.\n\nThe download link arrives with your order and works five times within seven days.",
    priceUsd: 15,
    stock: null,
    weightGrams: 0,
  },
  {
    key: "printable-home-care",
    category: "digital",
    kind: "digital",
    title: "Printable Home-Care Sheets",
    summary: "Twelve one-page handouts of self-care routines, to print for your clients.",
    description:
      "Each sheet shows one routine with illustrations and short instructions, ready to print on A4 or Letter.\n\nThe download link arrives with your order and works five times within seven days.",
    priceUsd: 9,
    stock: null,
    weightGrams: 0,
  },
  {
    key: "gift-card-poster",
    category: "charts",
    kind: "physical",
    title: "Set of Six Postcards: Hand Positions",
    summary: "Six illustrated postcards of the home routines, for clients or as small gifts.",
    description: "Printed on recycled card, 10.5 × 14.8 cm, with the routine's steps on the back.",
    priceUsd: 8,
    stock: 180,
    weightGrams: 70,
  },
];

/** Display currencies with a recent rate (units per US dollar); an administrator keeps them current. */
export const DEMO_CURRENCIES = [
  { code: "USD", name: "US dollar", symbol: "$", ratePerUsd: 1, decimals: 2 },
  { code: "EUR", name: "Euro", symbol: "€", ratePerUsd: 0.92, decimals: 2 },
  { code: "GBP", name: "Pound sterling", symbol: "£", ratePerUsd: 0.79, decimals: 2 },
  { code: "CAD", name: "Canadian dollar", symbol: "CA$", ratePerUsd: 1.39, decimals: 2 },
  { code: "AUD", name: "Australian dollar", symbol: "A$", ratePerUsd: 1.53, decimals: 2 },
  { code: "JPY", name: "Japanese yen", symbol: "¥", ratePerUsd: 154.2, decimals: 0 },
  { code: "NOK", name: "Norwegian krone", symbol: "kr", ratePerUsd: 11.05, decimals: 2 },
  { code: "CZK", name: "Czech koruna", symbol: "Kč", ratePerUsd: 23.4, decimals: 2 },
  { code: "BRL", name: "Brazilian real", symbol: "R$", ratePerUsd: 5.78, decimals: 2 },
] as const;

export async function seedDemoStore(context: DemoSeedContext): Promise<void> {
  await seedStoreCatalogue(context);
  await seedStoreTranslations(context);
  await seedStorePictures(context);
  await seedStoreDownloads(context);
}

/** The demo categories and products in other interface languages (ADR 0097), found by their English names. */
export async function seedStoreTranslations({ db }: Pick<DemoSeedContext, "db">): Promise<void> {
  for (const category of await repo.categories(db, false)) {
    const words = PRODUCT_CATEGORY_TRANSLATIONS[category.name];
    if (words) await seedTranslations(db, "productCategory", category.id, words);
  }
  for (const product of await repo.productsForSeed(db)) {
    const words = PRODUCT_TRANSLATIONS[product.title];
    if (words) await seedTranslations(db, "product", product.id, words);
  }
}

/** The categories, products and currencies (API tests seed this without pictures). */
export async function seedStoreCatalogue({ db }: Pick<DemoSeedContext, "db">): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [index, category] of DEMO_PRODUCT_CATEGORIES.entries()) {
    const row = await repo.insertCategory(db, { ...category, sortOrder: index + 1 });
    categoryIds.set(category.slug, row.id);
  }
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const { key: _key, category, priceUsd, instructorPriceUsd, manual, ...columns } = product;
    const categoryId = categoryIds.get(category);
    if (categoryId === undefined) throw new Error(`unknown demo product category ${category}`);
    const manualTitle = manual === undefined ? undefined : DEMO_MANUALS[manual]?.title;
    const manualId = manualTitle === undefined ? undefined : await repo.manualIdByTitle(db, manualTitle);
    if (manual !== undefined && manualId === undefined) throw new Error(`demo manual ${manual} must be seeded first`);
    await repo.insertProduct(db, {
      ...columns,
      categoryId,
      priceCents: Math.round(priceUsd * 100),
      instructorPriceCents: instructorPriceUsd === undefined ? null : Math.round(instructorPriceUsd * 100),
      manualId: manualId ?? null,
      sortOrder: index + 1,
    });
  }
  await repo.insertCurrencies(
    db,
    DEMO_CURRENCIES.map((currency) => ({ ...currency })),
  );
}

/** Each category's two colours, so a product's pictures say where it belongs at a glance. */
const CATEGORY_COLORS: Record<string, [string, string]> = {
  manuals: ["#2f6f73", "#8fc1b5"],
  charts: ["#3b4a8c", "#9aa7e0"],
  books: ["#7a3e6b", "#e0a3c8"],
  "practice-supplies": ["#6b5a2e", "#d9c27a"],
  "training-kits": ["#8a3b2e", "#eba58f"],
  digital: ["#2e5b8a", "#8fc7eb"],
};

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The title broken into lines of about `width` characters, at most four. */
function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** A cover (the title on the category's colours) or a detail picture (an abstract composition), as SVG. */
function productSvg([from, to]: [string, string], seed: number, title: string | null): string {
  const size = 480;
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const x = (seed * 97 + i * 173) % size;
    const y = (seed * 53 + i * 211) % size;
    const r = 40 + ((seed * 7 + i * 41) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.08 + (i % 3) * 0.05}"/>`;
  }).join("");
  const text = title
    ? titleLines(title, 18)
        .map(
          (line, i, all) =>
            `<text x="240" y="${250 - (all.length - 1) * 22 + i * 44}" font-family="sans-serif" font-size="34" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
        )
        .join("")
    : `<rect x="${120 + (seed % 5) * 10}" y="${140 + (seed % 3) * 20}" width="240" height="200" rx="24" fill="#ffffff" fill-opacity="0.22"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>${shapes}${text}</svg>`;
}

/** The demo's two encoded sizes: 320 px serves as card and full size, 160 px as the square thumbnail. */
async function encodePicture(svg: string): Promise<{ large: Buffer; small: Buffer }> {
  const image = sharp(Buffer.from(svg));
  const [large, small] = await Promise.all([
    image.clone().resize(320, 320).webp({ quality: 80 }).toBuffer(),
    image.clone().resize(160, 160).webp({ quality: 80 }).toBuffer(),
  ]);
  return { large, small };
}

/**
 * Stores one product's own copy of an encoded picture in the `storeImage` layout (`<uuid>-thumbnail|card|full`),
 * so replacing it later deletes only this product's files.
 */
async function storeCopy(storage: DemoSeedContext["storage"], picture: { large: Buffer; small: Buffer }) {
  const base = randomUUID();
  const put = (name: string, bytes: Buffer) =>
    storage.put("store", "webp", bytes, { contentType: "image/webp", name: `${base}-${name}` });
  const [thumbnail, card, full] = await Promise.all([
    put("thumbnail", picture.small),
    put("card", picture.large),
    put("full", picture.large),
  ]);
  return { thumbnail, card, full };
}

/**
 * A cover with the title and two to four pictures for every demo product, in its category's colours. The demo
 * seed runs at every empty start, so each distinct picture is drawn and encoded once at small sizes: the covers
 * (one per product, they carry the title) and four abstract pictures per category, copied to each product.
 */
export async function seedStorePictures({ db, storage, clock }: Pick<DemoSeedContext, "db" | "storage" | "clock">) {
  const categories = await repo.categories(db, false);
  const slugOf = new Map(categories.map((category) => [category.id, category.slug]));
  const colorsOf = (categoryId: number) => CATEGORY_COLORS[slugOf.get(categoryId) ?? ""] ?? ["#2f6f73", "#8fc1b5"];
  const abstract = new Map(
    await Promise.all(
      categories.map(
        async (category, c) =>
          [
            category.id,
            await Promise.all(
              [1, 2, 3, 4].map((n) => encodePicture(productSvg(colorsOf(category.id), c * 7 + n, null))),
            ),
          ] as const,
      ),
    ),
  );
  const rows = await repo.productsForSeed(db);
  const slots = ["cover", "image1", "image2", "image3", "image4"] as const;
  // Drawn and stored in parallel; written one statement at a time, since `db` may be one transaction's connection,
  // which runs one statement at a time (pg 9 refuses a second one sent before the first has answered).
  const stored = await Promise.all(
    rows.map(async (product, index) => {
      const cover = await encodePicture(productSvg(colorsOf(product.categoryId), index + 1, product.title));
      const pictures = [cover, ...(abstract.get(product.categoryId) ?? []).slice(0, 2 + (index % 3))];
      return Promise.all(pictures.slice(0, slots.length).map((picture) => storeCopy(storage, picture)));
    }),
  );
  for (const [index, product] of rows.entries()) {
    const images: NonNullable<typeof product.images> = {};
    for (const [n, urls] of (stored[index] ?? []).entries()) {
      const slot = slots[n];
      if (!slot) break;
      await repo.setImage(db, product.id, slot, urls, { ...images }, clock.now());
      images[slot] = urls;
    }
  }
}

/** A CRC-32 (the ZIP checksum), table-driven. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real ZIP archive (deflated entries), enough for the demo's download. */
export function demoZip(files: { name: string; text: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = Buffer.from(file.text, "utf8");
    const packed = deflateRawSync(data);
    const name = Buffer.from(file.name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A printable PDF of short handouts (one page each). */
async function demoHandoutsPdf(title: string, pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [index, lines] of pages.entries()) {
    const page = pdf.addPage([595, 842]);
    page.drawText(title, { x: 56, y: 780, size: 11, font, color: rgb(0.4, 0.4, 0.4) });
    page.drawText(lines[0] ?? "", { x: 56, y: 730, size: 22, font: bold, color: rgb(0.18, 0.43, 0.45) });
    for (const [n, line] of lines.slice(1).entries()) {
      page.drawText(line, { x: 56, y: 690 - n * 24, size: 13, font });
    }
    page.drawText(`${index + 1} / ${pages.length}`, { x: 520, y: 40, size: 10, font });
  }
  return Buffer.from(await pdf.save());
}

/** The two digital products' files, kept privately (buyers get a signed link with their order). */
export async function seedStoreDownloads({ db, storage, clock }: Pick<DemoSeedContext, "db" | "storage" | "clock">) {
  const rows = await repo.productsForSeed(db);
  const byTitle = (key: string) => {
    const title = DEMO_PRODUCTS.find((product) => product.key === key)?.title;
    return rows.find((row) => row.title === title);
  };
  const audio = byTitle("audio-relaxation");
  if (audio) {
    const zip = demoZip([
      {
        name: "README.txt",
        text: "Guided Relaxation Sessions\n\nSix recordings of 10 to 20 minutes to share with clients between sessions.\nPlay them in order the first time; afterwards choose the one that fits the day.\n",
      },
      {
        name: "playlist.m3u",
        text: "#EXTM3U\n01-arriving.mp3\n02-breathing-space.mp3\n03-body-scan.mp3\n04-soft-hands.mp3\n05-evening-rest.mp3\n06-returning.mp3\n",
      },
    ]);
    await repo.setDigitalFile(db, audio.id, await storage.put("private/store", "zip", zip), clock.now());
  }
  const sheets = byTitle("printable-home-care");
  if (sheets) {
    const pdf = await demoHandoutsPdf("Printable Home-Care Sheets", [
      [
        "Calm breathing",
        "1. Sit with both feet on the floor.",
        "2. Rest one hand on the belly.",
        "3. Breathe in for four, out for six, ten times.",
      ],
      [
        "Shoulder release",
        "1. Lift the shoulders towards the ears.",
        "2. Hold for three breaths.",
        "3. Let them drop and feel the weight go.",
      ],
      [
        "Before sleep",
        "1. Lie on your back, knees bent.",
        "2. Hands on the lower ribs.",
        "3. Follow five slow breaths with your hands.",
      ],
    ]);
    await repo.setDigitalFile(db, sheets.id, await storage.put("private/store", "pdf", pdf), clock.now());
  }
}
