import { defineConfig } from "vitest/config";
import { STEP_TIMEOUT_MS } from "./support/timeouts.ts";
import { E2E_WORKERS } from "./support/workers.ts";

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
    env: { TZ: "UTC" },
  },
});
