import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { STEP_TIMEOUT_MS } from "./support/timeouts.ts";
import { E2E_WORKERS } from "./support/workers.ts";

/** Journeys that need PostgreSQL and skip without it: they run in CI's PostgreSQL pass (ADR 0091). */
const POSTGRES_ONLY = ["journeys/proxy.test.ts"];
const postgresOnly = (file: TestSpecification) => POSTGRES_ONLY.some((name) => file.moduleId.endsWith(`/${name}`));

/**
 * `--shard` splits the other files as before (ADR 0069) and gives the PostgreSQL-only ones to the last shard, the
 * PostgreSQL pass (E2E_SHARD=2/2), so they run once there instead of skipping wherever the hash put them. They run
 * first: their own servers start while the other worker walks through its files.
 */
class Sequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const mine = await super.shard(files.filter((file) => !postgresOnly(file)));
    const shard = this.ctx.config.shard;
    return shard && shard.index === shard.count ? [...files.filter(postgresOnly), ...mine] : mine;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(postgresOnly), ...sorted.filter((file) => !postgresOnly(file))];
  }
}

// Browser journeys: one real server (built web app + API) per worker, each worker's files one at a time.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["journeys/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./support/global-setup.ts"],
    setupFiles: ["./support/failure-report.ts"],
    maxWorkers: E2E_WORKERS,
    // A worker keeps its modules, and so its one Chromium (support/browser.ts), from one file to the next (ADR 0069).
    isolate: false,
    testTimeout: 60_000,
    expect: { poll: { timeout: STEP_TIMEOUT_MS, interval: 100 } },
    hookTimeout: 120_000,
    sequence: { sequencer: Sequencer },
    env: { TZ: "UTC" },
  },
});
