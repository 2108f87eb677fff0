import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    env: { TZ: "UTC", NODE_ENV: "test" },
    testTimeout: 30_000,
    // The first file that needs the demo seeds its template inside its beforeAll (harness.ts), which on a
    // loaded two-core machine can take a few minutes.
    hookTimeout: 240_000,
    // A worker keeps the modules it loaded from one file to the next: importing the whole server for each of
    // ~170 files cost more than the tests themselves (import 277 s of a 670 s run). Each file still gets its
    // own server and database; test helpers key what they cache by database (ADR 0056).
    isolate: false,
    // Two files at a time, like every project: the root config sets one worker count for the whole run, so the API
    // files share the two workers with the web's component tests instead of waiting for them (ADR 0067).
  },
});
