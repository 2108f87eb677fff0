import { and, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { jobs } from "./jobs.schema.ts";

/** The jobs of one name still to run: due now (the worker's backlog, the one it runs included) or scheduled later. */
export interface WaitingJobs {
  name: string;
  due: number;
  scheduled: number;
}

/** Reads of the queue for operators (the queue's own writes stay in queue.ts). */
export const jobsRepository = {
  /** One pass over the unfinished jobs, by name; done and failed-for-good jobs are not counted. */
  async waiting(db: Db, now: Date): Promise<WaitingJobs[]> {
    return db
      .select({
        name: jobs.name,
        due: sql<number>`count(*) filter (where ${jobs.runAt} <= ${now})`.mapWith(Number),
        scheduled: sql<number>`count(*) filter (where ${jobs.runAt} > ${now})`.mapWith(Number),
      })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))
      .groupBy(jobs.name);
  },
};
