import type { Deps } from "../../deps.ts";
import { type DailyJob, dailyJob } from "../../platform/jobs/queue.ts";
import { accountRepository as repo } from "./account.repository.ts";

export const PRUNE_ACCOUNT_JOB = "account.prune";

/**
 * How long a session is kept after it ended (a logout, or its 90 days), and a reset or e-mail-change link after it
 * expired (ADR 0103): a month to look into "was that me?", and then the session's IP address and browser go. Every
 * login is a row, so a table kept for ever grew by the membership's logins.
 */
export const ENDED_ACCOUNT_ROWS_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The daily prune of ended sessions and spent links, at 02:00 UTC with the platform's own. */
export function accountPrune(deps: Pick<Deps, "db" | "clock">): DailyJob {
  return dailyJob(deps, PRUNE_ACCOUNT_JOB, 2, async (now) => {
    const before = new Date(now.getTime() - ENDED_ACCOUNT_ROWS_RETENTION_MS);
    await repo.pruneEndedSessions(deps.db, before);
    await repo.pruneSpentTokens(deps.db, before);
  });
}
