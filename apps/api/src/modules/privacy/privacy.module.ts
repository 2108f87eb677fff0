import type { ApiModule } from "../../http/module.ts";
import { privacyRoutes } from "./privacy.routes.ts";
import { createPrivacyService, ERASE_JOB } from "./privacy.service.ts";

/** A member's data export and erasure requests, and the administrator's list of them (issue 22, ADR 0089). */
export const privacyModule: ApiModule = {
  name: "privacy",
  register(app, deps) {
    privacyRoutes(app, createPrivacyService(deps));
  },
  jobs: (deps) => {
    const privacy = createPrivacyService(deps);
    return {
      [ERASE_JOB]: async (payload) => privacy.runErasure(Number((payload as { requestId?: unknown }).requestId)),
    };
  },
};
