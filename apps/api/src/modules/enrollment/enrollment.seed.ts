import { enrollmentPrice } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { recordItemPayment } from "../billing/invoices.ts";
import { DEMO_SEMINARS } from "../seminars/seminars.seed.ts";
import { enrollmentRepository as repo, seminarsForSeed } from "./enrollment.repository.ts";
import { enrollmentLines } from "./enrollment.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * [member e-mail prefix, index in DEMO_SEMINARS, plan level the price was paid at]. Past places are graduated
 * with the course's CE credits; the Standard and Practitioner members have completed Foundations 1 and 2, so
 * advanced courses are open to them.
 */
const DEMO_PLACES: [member: string, seminar: number, level: number][] = [
  ["starter", 0, 1], // Access Technique, Dublin (past)
  ["starter", 10, 1], // Access Technique, Toronto (upcoming)
  ["access", 5, 2], // Access Technique, Lisbon (past)
  ["access", 18, 2], // Founders' programme, online (upcoming)
  ["standard", 1, 3], // Foundations 1, Dublin (past)
  ["standard", 2, 3], // Foundations 2, Dublin (past)
  ["standard", 14, 3], // Macrocosm, Lisbon (upcoming)
  ["practitioner", 4, 4], // Foundations 1, Berlin (past)
  ["practitioner", 2, 4], // Foundations 2, Dublin (past)
  ["practitioner", 8, 4], // Matrix, Boulder (past)
  ["practitioner", 13, 4], // Matrix, Dublin (upcoming): a retake at 75% off
];

/** The demo members' places in the demo seminars, each paid by card with its invoice (no mails). */
export async function seedDemoEnrollments({ db, people, config, clock }: DemoSeedContext): Promise<void> {
  const rows = await seminarsForSeed(db);
  if (rows.length < DEMO_SEMINARS.length) throw new Error("the demo seminars must be seeded before enrolments");
  const now = clock.now();
  const done = new Set<string>();
  for (const [member, index, level] of DEMO_PLACES) {
    const user = await people.find(`${member}@demo.healingarts.example`);
    const row = rows[index];
    if (!user || !row) throw new Error(`demo place ${member}/${index} has no member or seminar`);
    const { seminar, course } = row;
    const isRetake = done.has(`${user.id}:${course.id}`);
    // What the checkout charges at that plan (ADR 0062), so the demo's invoices agree with the pages.
    const { baseCents, retakePercent, retakeDiscountCents, totalCents } = enrollmentPrice({
      membershipId: level,
      coursePriceCents: course.priceCents,
      planPrices: await repo.planPrices(db, course.id),
      seminarPriceCents: seminar.priceCents,
      isRetake,
    });
    // Booked five weeks before the first day (or a week ago, if that is later than now).
    const enrolledAt = new Date(Math.min(seminar.firstStart.getTime() - 35 * DAY_MS, now.getTime() - 7 * DAY_MS));
    const payment = await recordItemPayment(db, config, user, {
      kind: "seminar",
      title: course.title,
      lines: enrollmentLines("seminar", course.title, { baseCents, retakePercent, retakeDiscountCents }),
      totalCents,
      item: { seminarId: seminar.id, courseId: course.id },
      levelId: level,
      method: "card",
      card: { brand: "visa", last4: "4242" },
      chargeId: `ch_demo_${seminar.id}_${user.id}`,
      now: enrolledAt,
      sendReceipt: false,
    });
    const graduated = seminar.lastEnd.getTime() < now.getTime();
    await repo.insert(db, {
      userId: user.id,
      courseId: course.id,
      seminarId: seminar.id,
      status: "enrolled",
      source: "card",
      paymentId: payment.id,
      paidCents: totalCents,
      isRetake,
      enrolledAt,
      graduatedAt: graduated ? seminar.lastEnd : null,
      graduatedBy: graduated ? seminar.instructorId : null,
      ceCreditsAwarded: graduated ? course.ceCredits : null,
      updatedAt: graduated ? seminar.lastEnd : enrolledAt,
    });
    if (graduated) done.add(`${user.id}:${course.id}`);
  }
}
