import { defineConfig } from "vitest/config";

// Browser journeys: one real server (built web app + API) for the run, one Chromium, files one at a time.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["journeys/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: "UTC" },
  },
});
