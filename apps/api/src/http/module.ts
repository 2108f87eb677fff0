import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/types.ts";
import type { Deps } from "../deps.ts";
import type { JobHandler } from "../platform/jobs/queue.ts";
import type { PageHeadReader, SitemapSource } from "../platform/pages/pages.types.ts";
import type { Storage } from "../platform/storage/storage.ts";
import type { Clock } from "../shared/clock.ts";
import type { PasswordHasher } from "../shared/passwords.ts";

/** What a module's demo seed receives; `db/seed-demo.ts` runs the seeds in its order on an empty database. */
export interface DemoSeedContext {
  db: Db;
  config: Config;
  clock: Clock;
  passwords: PasswordHasher;
  /** Where demo pictures go (blog banners), the same store the app serves uploads from. */
  storage: Storage;
  /** The demo people, owned by the account module: seeds find and create them here, never in its tables. */
  people: DemoPeople;
  /** The demo members' notifications, owned by the notifications module: a seed adds them here. */
  notifications: DemoNotifications;
  /** Set by the account module when it generated the administrator's password (printed once by main.ts). */
  generatedAdminPassword?: string;
}

/**
 * What the seeds need of the accounts (people seeded by an earlier seed are found by e-mail), written
 * here structurally because the platform may not import the account module that implements it.
 */
export interface DemoPeople {
  find(email: string): Promise<DemoPerson | undefined>;
  /** A member account (seeds never create administrators: the account module seeds the one there is). */
  create(person: NewDemoPerson): Promise<DemoPerson>;
  /** The directory practitioners' plans: active and auto-renewing, created when it starts. */
  addMembership(membership: {
    userId: number;
    membershipId: number;
    startDateTime: Date;
    endDateTime: Date;
  }): Promise<void>;
  /** The demo practitioner's and instructor's own words on their profiles. */
  update(id: number, changes: DemoProfileText): Promise<void>;
}

/** A notification a seed adds for a demo member, as the notifier would have stored it (its texts render on read). */
export interface DemoNotification {
  userId: number;
  kind: string;
  params: Record<string, string>;
  link: string | null;
  source?: string;
  createdAt: Date;
  readAt?: Date | null;
}

export interface DemoNotifications {
  add(rows: readonly DemoNotification[]): Promise<void>;
}

export interface DemoPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  /** The directory practitioners reuse the demo practitioner's: hashing is deliberately slow. */
  passwordHash: string;
}

export interface NewDemoPerson extends DemoProfileText {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
  language: string;
  country: string;
  profileImage?: string;
  emailConfirmedAt: Date;
  createdAt: Date;
}

export interface DemoProfileText {
  bio?: string;
  introDescription?: string;
  specializations?: string;
  webpageUrl?: string;
}

/** Runtime callbacks a job may report to (the jobs CLI prints the renewal scan's report). */
export type JobReporter = (job: string, report: unknown) => void;

/**
 * One API module, one plugin (docs/architecture.md "Modules"): its routes, its background jobs and its start
 * hooks (its demo content is seeded by `db/seed-demo.ts`, outside the server's bundle). `app.ts` registers the list in `api-modules.ts`; a module never registers another module.
 */
/**
 * A call a link opens without the API key: a mail's invoice link or a download link carries its own signature in
 * the query parameter `param` (the handler checks it), because a mail client or a browser tab sends no header.
 */
export interface SignedLink {
  /** The whole path, case-insensitive. */
  path: RegExp;
  /** The query parameter holding the signature. */
  param: string;
}

export interface ApiModule {
  name: string;
  /** The module's calls that signed links open without the API key. */
  signedLinks?: readonly SignedLink[];
  /** Path prefixes the module serves to anyone, without the API key (a load balancer's probes). */
  keylessPaths?: readonly string[];
  /** Declares the module's routes on the app (the request pipeline is already in place). */
  register(app: FastifyInstance, deps: Deps): void | Promise<void>;
  /** Job handlers by job name, for the shared worker. */
  jobs?(deps: Deps, report: JobReporter): Record<string, JobHandler>;
  /**
   * The heads of the web pages about one of the module's items (an article, a course), by the web registry's
   * route key (apps/web/src/app/paths.ts); the composition hands them to the entry page (ADR 0095).
   */
  pageHeads?: Readonly<Record<string, PageHeadReader>>;
  /** The module's public lists, whose items the sitemap names (ADR 0095). */
  sitemaps?: readonly SitemapSource[];
  /** Work after migrations at every start (e.g. making sure a recurring job is scheduled). */
  onStart?(deps: Deps): Promise<void>;
}
