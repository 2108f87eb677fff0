import type { ApiModule } from "../../http/module.ts";
import { newsletterRoutes } from "./newsletters.routes.ts";
import { createNewsletterService, SEND_ISSUE_JOB } from "./newsletters.service.ts";
import { newslettersExport } from "./newsletters-export.repository.ts";
import { issueHead, newslettersSitemap } from "./newsletters-pages.repository.ts";

/** Newsletters: subscriptions (double opt-in, one-click unsubscribe) and issues sent in batches (ADR 0027). */
export const newslettersModule: ApiModule = {
  name: "newsletters",
  pageHeads: { mailingIssue: issueHead },
  sitemaps: [newslettersSitemap],
  register(app, deps) {
    deps.personalData.registerExport("newsletterSubscriptions", newslettersExport.subscriptions);
    deps.personalData.register("newsletters", async (tx, userId) => {
      await newslettersExport.erase(tx, userId, deps.clock.now());
      return undefined;
    });
    newsletterRoutes(app, deps, createNewsletterService(deps));
  },
  jobs: (deps) => ({ [SEND_ISSUE_JOB]: createNewsletterService(deps).sendBatchHandler() }),
};
