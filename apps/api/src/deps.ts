import type { Config } from "./config.ts";
import type { Db } from "./db/types.ts";
import type { PublicCache } from "./http/public-cache.ts";
import type { AccessTokens } from "./modules/account/access-token.ts";
import type { PaidSignup } from "./modules/account/account.service.ts";
import type { Accounts } from "./modules/account/accounts.port.ts";
import type { PersonalData } from "./modules/account/personal-data.port.ts";
import type { BillingRecords } from "./modules/billing/billing-records.port.ts";
import type { PaymentGateway } from "./modules/billing/gateway.ts";
import type { PayPal } from "./modules/billing/paypal.ts";
import type { PaypalItems } from "./modules/billing/paypal-checkout.ts";
import type { Purchases } from "./modules/billing/purchases.port.ts";
import type { Seats } from "./modules/enrollment/seats.ts";
import type { InstructorCredits } from "./modules/membership/instructor-credits.ts";
import type { MemberAccess } from "./modules/membership/member-plan.ts";
import type { NewsletterSignup } from "./modules/newsletters/newsletter-signup.ts";
import type { Notifier } from "./modules/notifications/notifier.ts";
import type { AuditTrail } from "./platform/audit/audit.ts";
import type { LocateCountry } from "./platform/geoip/ip-location.ts";
import type { Metrics } from "./platform/metrics/metrics.ts";
import type { RateLimiter } from "./platform/ratelimit/rate-limiter.ts";
import type { Storage } from "./platform/storage/storage.ts";
import type { ContentTranslations } from "./platform/translations/translations.ts";
import type { Clock } from "./shared/clock.ts";
import type { PasswordHasher } from "./shared/passwords.ts";

/** The ports and settings services receive; tests build it with fakes where a third party would sit. */
export interface Ports {
  db: Db;
  config: Config;
  clock: Clock;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  /** Limits that must hold across processes (login, sign-up, reset, payments): counters in PostgreSQL. */
  rateLimiter: RateLimiter;
  /** Limits of cheap public reads: counters in process memory, so a read never writes (ADR 0015). */
  readLimiter: RateLimiter;
  storage: Storage;
  /** Payments: the built-in sandbox unless configured otherwise (ADR 0006). */
  gateway: PaymentGateway;
  /** PayPal orders for seminars and courses: the built-in sandbox unless PAYPAL_CLIENT_ID is set (ADR 0031). */
  paypal: PayPal;
  /** What each kind of PayPal purchase does (hold, commit, release), registered by its module (ADR 0077). */
  paypalItems: PaypalItems;
  /** Country code of a client IP, or null (DEV_COUNTRY overrides it outside production). */
  location: LocateCountry;
  /**
   * Notifications other modules produce (membership notices, announcements; later forum, blog, testimonials):
   * a port, so producers never import the notifications module (ADR 0024).
   */
  notifier: Notifier;
  /** Sign-up's SubscribeToNewsletter flag subscribes through this port, in its transaction (ADR 0027). */
  newsletterSignup: NewsletterSignup;
  /** Serialized answers of anonymous public reads, for a moment (ADR 0034). */
  publicCache: PublicCache;
  /** The instructor renewal's teaching credit, computed by the credits module (ADR 0032). */
  instructorCredits: InstructorCredits;
  /** Accounts as other modules read them, and the member's own details they may change (issue 21). */
  accounts: Accounts;
  /** How each module erases what it keeps about a person when the administrator deletes the account (issue 21). */
  personalData: PersonalData;
  /** What a member's plan gives them at a moment (`planOf`, `isInstructor`, `allows`), owned by membership (ADR 0078). */
  memberAccess: MemberAccess;
  /** Seminar seats and the places on a seminar's list, owned by enrollment (ADR 0078). */
  seats: Seats;
  /** The member's purchase history, written by the modules that sell (store orders, donations; ADR 0077). */
  purchases: Purchases;
  /** The card on file and the payments, as membership, enrolment and the administrator read them (issue 21). */
  billingRecords: BillingRecords;
  /** Counters for /metrics (payment outcomes, job failures, requests); counts nothing without METRICS_TOKEN (ADR 0084). */
  metrics: Metrics;
  /**
   * What an administrator's call changed and what it was before, for the audit log's row (ADR 0088); does nothing
   * outside an administrator's request.
   */
  audit: AuditTrail;
  /** Content in the reader's language: the words translated per item, one mechanism for every module (ADR 0097). */
  translations: ContentTranslations;
  /** Waits; the login back-off uses it, and tests pass a fake that records instead of waiting. */
  sleep: (ms: number) => Promise<void>;
}

/** The ports plus the one cross-module port: the paid part of a sign-up, provided by the membership module
 * to the account module (ADR 0021). */
export interface Deps extends Ports {
  paidSignup: PaidSignup;
}
