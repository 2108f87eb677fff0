import type { Db } from "../../db/types.ts";
import { seminarDates, seminars } from "./seminars.schema.ts";

export type SeminarRow = typeof seminars.$inferSelect;
export type NewSeminar = typeof seminars.$inferInsert;
export type SeminarDateRow = typeof seminarDates.$inferSelect;

/** The only code that reads or writes the seminar tables. */
export const seminarsRepository = {
  /** Inserts a seminar with its dates; `first_start`/`last_end` are taken from the dates. */
  async insertSeminar(
    db: Db,
    values: Omit<NewSeminar, "firstStart" | "lastEnd">,
    dates: { startsAt: Date; endsAt: Date }[],
  ): Promise<SeminarRow> {
    const sorted = [...dates].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const first = sorted[0];
    const last = sorted.at(-1);
    if (!first || !last) throw new Error("a seminar needs at least one date");
    const [row] = await db
      .insert(seminars)
      .values({ ...values, firstStart: first.startsAt, lastEnd: last.endsAt })
      .returning();
    if (!row) throw new Error("seminar insert returned nothing");
    await db.insert(seminarDates).values(sorted.map((date) => ({ seminarId: row.id, ...date })));
    return row;
  },
};
