import { seedCourseCatalogue, seedCoursePictures } from "../../src/modules/courses/courses.seed.ts";
import type { TestServer } from "../harness.ts";

/** The demo catalogue (5 categories, 20 courses), without the rest of the demo; pictures when asked. */
export async function seedCatalogue(server: TestServer, options: { pictures?: boolean } = {}) {
  const { db, clock, storage } = server.runtime.deps;
  await seedCourseCatalogue({ db });
  if (options.pictures) await seedCoursePictures({ db, clock, storage });
}

export const courseInput = (overrides: Record<string, unknown> = {}) => ({
  Title: "Listening Hands: A Practice Day",
  Summary: "A day of supervised practice for graduates of Module 1.",
  Description: "Morning: protocol review.\n\nAfternoon: sessions in pairs with feedback.",
  CategoryId: 1,
  Level: "beginner",
  Track: null,
  CeCredits: 6,
  Price: 120,
  PlanPrices: [
    { MembershipId: 1, Price: 120 },
    { MembershipId: 3, Price: 99.5 },
  ],
  PrerequisiteIds: [],
  IsSelfStudy: false,
  Duration: "1 day",
  ...overrides,
});
