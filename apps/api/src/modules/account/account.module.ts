import type { ApiModule } from "../../http/module.ts";
import { accountRoutes } from "./account.routes.ts";
import { createAccountService } from "./account.service.ts";

/** Sign-up, confirmation, login and sessions, password reset, e-mail change. */
export const accountModule: ApiModule = {
  name: "account",
  register(app, deps) {
    accountRoutes(app, deps, createAccountService(deps, { paidSignup: deps.paidSignup }));
  },
};
