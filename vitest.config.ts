import { defineConfig } from "vitest/config";

// One runner for unit, component and API tests; browser journeys have their own config (e2e/).
export default defineConfig({
  test: {
    // One worker count for every project, so all of them run in one group on the two cores: with a count of its
    // own the API project ran after the others, and the web's component tests ran one file at a time (the default
    // is one worker fewer than the cores), 780 s where the work fits in about half (ADR 0067).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          environment: "node",
        },
      },
      "apps/api/vitest.config.ts",
      "apps/web/vitest.config.ts",
      {
        // A real production build of the web app (in a temp folder): production mode, compression, budget.
        test: {
          name: "web-build",
          include: ["apps/web/build/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
    ],
  },
});
