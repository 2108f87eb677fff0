import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { instructorRecords, userMemberships } from "../src/db/schema.ts";
import { couponsRepository, type NewCoupon } from "../src/modules/coupons/coupons.repository.ts";
import { coursesRepository } from "../src/modules/courses/courses.repository.ts";
import { DEMO_SHIPPING_ZONES } from "../src/modules/orders/orders.seed.ts";
import { shippingRepository } from "../src/modules/orders/shipping.repository.ts";
import { seminarsRepository } from "../src/modules/seminars/seminars.repository.ts";
import { storeRepository } from "../src/modules/store/store.repository.ts";
import type { products } from "../src/modules/store/store.schema.ts";
import { confirmedMember, type TestServer } from "./harness.ts";
import { body, DAY_MS, post } from "./membership/helpers.ts";

/**
 * The test factories (issue 21): the people and things API tests start from, written in one place. Rows a module
 * owns are written through its repository, as its own seed would; what only a call can make goes through the call.
 */

/** Test categories of each file's server: files share this module and a worker's database (harness.ts). */
const courseCategories = new WeakMap<object, Promise<number>>();
const productCategories = new WeakMap<object, Promise<number>>();
let counter = 0;

/** A confirmed member whose membership is set to `level`, ending at `endDateTime` (default: a year from now). */
export async function member(
  server: TestServer,
  options: { level?: number; endDateTime?: Date; language?: string; autoRenew?: boolean } = {},
) {
  const user = await confirmedMember(server, options.language ? { Language: options.language } : {});
  const now = server.clock.now();
  const end = options.endDateTime ?? new Date(now.getTime() + 365 * DAY_MS);
  await server.runtime.deps.db
    .update(userMemberships)
    .set({
      membershipId: options.level ?? 3,
      startDateTime: new Date(end.getTime() - 365 * DAY_MS),
      endDateTime: end,
      autoRenew: options.autoRenew ?? true,
    })
    .where(eq(userMemberships.userId, user.id));
  return user;
}

export async function makeInstructor(
  server: TestServer,
  userId: number,
  record: { level?: string; feeCents?: number; creditsCents?: number } = {},
) {
  await server.runtime.deps.db.insert(instructorRecords).values({
    userId,
    instructorLevel: record.level ?? "Certified Instructor",
    licensingFeeCents: record.feeCents ?? 7500,
    totalCreditsEarnedCents: record.creditsCents ?? 4000,
  });
}

export async function addCoupon(server: TestServer, coupon: Partial<NewCoupon> & { code: string }) {
  return couponsRepository.insert(server.runtime.deps.db, {
    type: "Membership",
    discountType: 1,
    discountValue: 10,
    expiresAt: null,
    maxUses: null,
    ...coupon,
  });
}

/**
 * A course written directly (the catalogue module owns its calls). Every plan pays the visitor price, so a seminar
 * costs its own price (the seat and PayPal tests); `planDiscount: 0.1` gives Standard and up 10% off the visitor
 * price, which scales a seminar's price by the same share (ADR 0062).
 */
export async function course(
  server: TestServer,
  options: {
    level?: "beginner" | "advanced";
    priceCents?: number;
    requires?: number[];
    isSelfStudy?: boolean;
    planDiscount?: number;
  } = {},
) {
  const db = server.runtime.deps.db;
  let category = courseCategories.get(server);
  if (!category) {
    category = coursesRepository
      .insertCategory(db, { name: "Tests", slug: `tests-${Date.now()}` })
      .then((row) => row.id);
    courseCategories.set(server, category);
  }
  const categoryId = await category;
  counter += 1;
  const priceCents = options.priceCents ?? 50_000;
  const row = await coursesRepository.insertCourse(db, {
    categoryId,
    title: `Test course ${counter}`,
    level: options.level ?? "beginner",
    ceCredits: 12,
    priceCents,
    isSelfStudy: options.isSelfStudy ?? false,
  });
  await coursesRepository.setPrices(
    db,
    row.id,
    [1, 2, 3, 4, 5].map((membershipId) => ({
      membershipId,
      priceCents: membershipId >= 3 ? Math.round(priceCents * (1 - (options.planDiscount ?? 0))) : priceCents,
    })),
  );
  if (options.requires?.length) await coursesRepository.setPrerequisites(db, row.id, options.requires);
  return row;
}

/** A seminar of `courseId` starting `inDays` from the test clock. */
export async function seminar(
  server: TestServer,
  courseId: number,
  options: {
    instructorId: number;
    inDays?: number;
    capacity?: number;
    priceCents?: number;
    paymentMode?: "association" | "instructor";
  },
) {
  const start = new Date(server.clock.now().getTime() + (options.inDays ?? 20) * DAY_MS);
  return seminarsRepository.insertSeminar(
    server.runtime.deps.db,
    {
      courseId,
      instructorId: options.instructorId,
      capacity: options.capacity ?? 10,
      priceCents: options.priceCents ?? 40_000,
      language: "en",
      format: "online",
      timeZone: "UTC",
      paymentMode: options.paymentMode ?? "association",
    },
    [{ startsAt: start, endsAt: new Date(start.getTime() + 6 * 3_600_000) }],
  );
}

/** A product written directly (the catalogue module owns its calls). */
export async function product(server: TestServer, options: Partial<typeof products.$inferInsert> = {}) {
  const db = server.runtime.deps.db;
  let category = productCategories.get(server);
  if (!category) {
    category = storeRepository
      .insertCategory(db, { name: "Tests", slug: `tests-${randomUUID()}` })
      .then((row) => row.id);
    productCategories.set(server, category);
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

export const guest = () => randomUUID();

/** A confirmed member on the instructor plan (level 5, a year to run); `record` adds their instructor record. */
export async function instructor(
  server: TestServer,
  options: { record?: Parameters<typeof makeInstructor>[2]; endDateTime?: Date } = {},
) {
  const user = await member(server, { level: 5, ...(options.endDateTime ? { endDateTime: options.endDateTime } : {}) });
  if (options.record) await makeInstructor(server, user.id, options.record);
  return user;
}

/** A guest cart holding `lines` ([productId, quantity]), through the store's own call; returns the guest id. */
export async function cart(server: TestServer, lines: readonly (readonly [number, number])[]) {
  const guestId = guest();
  for (const [ProductId, Quantity] of lines) {
    const res = await post(server, "/api/Store/AddToCart", { ProductId, Quantity, GuestId: guestId });
    if (res.statusCode !== 200) throw new Error(`adding to the cart failed: ${body(res).Message}`);
  }
  return guestId;
}

/**
 * The built-in PayPal sandbox's approval page, decided as the buyer would; answers the address PayPal sends the
 * browser back to (the confirm page, or the cancel page).
 */
export async function paypalDecide(
  server: TestServer,
  approvalUrl: string,
  decision: "approve" | "cancel" = "approve",
) {
  const token = new URL(approvalUrl).searchParams.get("token") ?? "";
  const res = await server.call({ method: "GET", url: `/paypal-sandbox/decide?token=${token}&decision=${decision}` });
  if (res.statusCode !== 303) throw new Error(`the sandbox answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** The confirm page's call: captures the approved order and gives what it bought (PayPal/GetPaymentDetailsFromURL). */
export const paypalComplete = (server: TestServer, buyer: { token: string }, returnUrl: string) =>
  post(server, `/api/PayPal/GetPaymentDetailsFromURL?url=${encodeURIComponent(returnUrl)}`, {}, { token: buyer.token });
