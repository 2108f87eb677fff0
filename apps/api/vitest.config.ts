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
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM; two files at a time suit the two-core machine.
    maxWorkers: 2,
    // Its own group: the other projects use the default worker count (vitest refuses to mix them in one group).
    sequence: { groupOrder: 1 },
  },
});
