import { defineConfig } from "vitest/config";

// One runner for unit, component and API tests; browser journeys have their own config (e2e/).
export default defineConfig({
  test: {
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
