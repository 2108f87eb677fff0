import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/types.ts";
import type { Deps } from "../deps.ts";
import type { JobHandler } from "../modules/jobs/queue.ts";
import type { Storage } from "../modules/storage/storage.ts";
import type { Clock } from "../shared/clock.ts";
import type { PasswordHasher } from "../shared/passwords.ts";

/** What a module's demo seed receives; the seeds run in module-list order on an empty database. */
export interface DemoSeedContext {
  db: Db;
  config: Config;
  clock: Clock;
  passwords: PasswordHasher;
  /** Where demo pictures go (blog banners), the same store the app serves uploads from. */
  storage: Storage;
  /** Set by the account module when it generated the administrator's password (printed once by main.ts). */
  generatedAdminPassword?: string;
}

/** Runtime callbacks a job may report to (the jobs CLI prints the renewal scan's report). */
export type JobReporter = (job: string, report: unknown) => void;

/**
 * One API module, one plugin (docs/architecture.md "Modules"): its routes, its background jobs and its demo
 * content. `app.ts` registers the list in `api-modules.ts`; a module never registers another module.
 */
export interface ApiModule {
  name: string;
  /** Declares the module's routes on the app (the request pipeline is already in place). */
  register(app: FastifyInstance, deps: Deps): void | Promise<void>;
  /** Job handlers by job name, for the shared worker. */
  jobs?(deps: Deps, report: JobReporter): Record<string, JobHandler>;
  /** Demo content for an empty database. */
  seedDemo?(context: DemoSeedContext): Promise<void>;
  /** Work after migrations at every start (e.g. making sure a recurring job is scheduled). */
  onStart?(deps: Deps): Promise<void>;
}
