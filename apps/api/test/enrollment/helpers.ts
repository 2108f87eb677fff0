import { eq } from "drizzle-orm";
import { enrollments } from "../../src/modules/enrollment/enrollment.schema.ts";
import type { TestServer } from "../harness.ts";
import { DAY_MS } from "../membership/helpers.ts";

/** The test category of each file's server: files share this module and a worker's database (harness.ts). */
const _categories = new WeakMap<object, Promise<number>>();
const _counter = 0;

export async function placesOf(server: TestServer, userId: number) {
  return server.runtime.deps.db.select().from(enrollments).where(eq(enrollments.userId, userId));
}

/** Marks a user's place in a course graduated (the seminars slice owns graduation). */
export async function graduate(server: TestServer, userId: number, courseId: number) {
  const db = server.runtime.deps.db;
  await db.insert(enrollments).values({
    userId,
    courseId,
    status: "enrolled",
    source: "instructor",
    graduatedAt: new Date(server.clock.now().getTime() - 30 * DAY_MS),
    ceCreditsAwarded: 12,
    enrolledAt: new Date(server.clock.now().getTime() - 60 * DAY_MS),
  });
}
