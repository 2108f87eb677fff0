import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../../db/client.ts";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { jobsRepository, type WaitingJobs } from "../jobs/jobs.repository.ts";

/**
 * What a payment was for: a member's own membership payment (a paid sign-up included), an automatic renewal (the
 * hourly job, no member present), a seminar or course place, a store order, a digital manual, a gift (yearly gifts
 * included).
 */
export type PaymentKind = "membership" | "renewal" | "enrollment" | "orders" | "manuals" | "donations";
/**
 * How an attempt that reached the gateway ended: paid and recorded, declined, gateway away, failed after it (the
 * charge refunded or settled by a retry), or paid and given back because another payment of the same thing was
 * recorded first (an automatic renewal the member paid by hand meanwhile).
 */
export type PaymentOutcome = "paid" | "declined" | "unavailable" | "error" | "refunded";

/**
 * The one metrics object of a process (ADR 0084), on `deps.metrics`: modules count through it and never import
 * prom-client. Without METRICS_TOKEN it is `metricsOff`, which counts nothing.
 */
export interface Metrics {
  /** Whether metrics are on (METRICS_TOKEN set): /metrics answers only then, and the HTTP hook skips the rest. */
  readonly enabled: boolean;
  /** One finished request: `route` is the route's pattern (or `web` / `unmatched`), never the raw URL. */
  request(method: string, route: string, status: number, seconds: number): void;
  payment(kind: PaymentKind, outcome: PaymentOutcome): void;
  /** One failed attempt of a job, retried or not. */
  jobFailed(name: string): void;
  /** An administrator's change whose audit-log row could not be written (ADR 0088): alert on any. */
  auditWriteFailed(): void;
  /** This process's registry in the Prometheus text format, with the scrape-time gauges read now. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export const metricsOff: Metrics = {
  enabled: false,
  request() {},
  payment() {},
  jobFailed() {},
  auditWriteFailed() {},
  scrape: () => Promise.reject(new Error("metrics are off (METRICS_TOKEN is not set)")),
};

const PREFIX = "haa_";

/** Around the 50 ms target (issue 22): fine below it, coarse up to the 5 s statement limit. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface MetricSources {
  db: Db;
  clock: Clock;
  /** The PostgreSQL pool's connections; absent on PGlite, whose gauges are then not registered at all. */
  poolStats?: (() => PoolStats) | undefined;
}

/**
 * A registry of this process's own (not prom-client's global one): each instance is scraped on its own, and a
 * test process may build several apps. Pool and queue gauges are read when scraped, so nothing polls between
 * scrapes.
 */
export function createMetrics({ db, clock, poolStats }: MetricSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // Event-loop lag, heap, GC, CPU, handles: prom-client's defaults under the same prefix.
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time from the request's arrival to its answer's end, by route pattern.",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: "Answered requests, by route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const payments = new Counter({
    name: `${PREFIX}payments_total`,
    help: "Payment attempts that reached the gateway or PayPal, by what was bought and how they ended.",
    labelNames: ["kind", "outcome"] as const,
    registers,
  });
  const auditWriteFailures = new Counter({
    name: `${PREFIX}audit_write_failures_total`,
    help: "Administrator changes made whose audit-log row could not be written (ADR 0088).",
    registers,
  });
  const jobFailures = new Counter({
    name: `${PREFIX}jobs_failed_total`,
    help: "Failed job attempts (retried or failed for good), by job type.",
    labelNames: ["type"] as const,
    registers,
  });
  new Gauge({
    name: `${PREFIX}jobs_queued`,
    help: "Jobs waiting: due now (the worker's backlog, including the one running) or scheduled later, by job type.",
    labelNames: ["type", "state"] as const,
    registers,
    async collect() {
      this.reset();
      let waiting: WaitingJobs[];
      try {
        waiting = await jobsRepository.waiting(db, clock.now());
      } catch {
        // The database is away: the series are absent from this scrape, the rest of it still answers.
        return;
      }
      for (const { name, due, scheduled } of waiting) {
        this.set({ type: name, state: "due" }, due);
        this.set({ type: name, state: "scheduled" }, scheduled);
      }
    },
  });
  if (poolStats) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "The PostgreSQL pool's connections (total, idle) and the queries waiting for one (waiting).",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  return {
    enabled: true,
    request(method, route, status, seconds) {
      duration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
      requests.inc({ method, route, status: String(status) });
    },
    payment(kind, outcome) {
      payments.inc({ kind, outcome });
    },
    jobFailed(name) {
      jobFailures.inc({ type: name });
    },
    auditWriteFailed() {
      auditWriteFailures.inc();
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
