import type { ApiModule } from "../../http/module.ts";
import { accountPrune } from "./account.jobs.ts";
import { accountRoutes } from "./account.routes.ts";
import { createAccountService } from "./account.service.ts";
import { accountExport } from "./account-export.repository.ts";
import { createModerationService } from "./moderation.service.ts";

/** Sign-up, confirmation, login and sessions, password reset, e-mail change. */
export const accountModule: ApiModule = {
  name: "account",
  register(app, deps) {
    // A member's own erasure request (the privacy module's job) runs the administrator's deletion path.
    deps.personalData.provideDeletion(
      createModerationService(deps, (message, error) => app.log.error({ err: error }, message)).erase,
    );
    deps.personalData.registerExport("profile", (db, userId) => accountExport.profile(db, userId));
    accountRoutes(app, deps, createAccountService(deps, { paidSignup: deps.paidSignup }));
  },
  jobs: (deps) => {
    const prune = accountPrune(deps);
    return { [prune.name]: prune.handler };
  },
  // The daily prune reschedules itself; this makes sure the chain exists.
  onStart: (deps) => accountPrune(deps).schedule(deps.clock.now()),
};
