import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { AccessTokens } from "./modules/account/access-token.ts";
import type { PaymentGateway } from "./modules/billing/gateway.ts";
import type { LocateCountry } from "./modules/location/ip-location.ts";
import type { RateLimiter } from "./modules/ratelimit/rate-limiter.ts";
import type { Storage } from "./modules/storage/storage.ts";
import type { Clock } from "./shared/clock.ts";
import type { PasswordHasher } from "./shared/passwords.ts";

/** The ports and settings services receive; tests build it with fakes where a third party would sit. */
export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  storage: Storage;
  /** Payments: the built-in sandbox unless configured otherwise (ADR 0006). */
  gateway: PaymentGateway;
  /** Country code of a client IP, or null (DEV_COUNTRY overrides it outside production). */
  location: LocateCountry;
  /** Waits; the login back-off uses it, and tests pass a fake that records instead of waiting. */
  sleep: (ms: number) => Promise<void>;
}
