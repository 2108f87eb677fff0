import type { ApiModule } from "../../http/module.ts";
import { mailboxRoutes } from "./mailbox.routes.ts";

/** Development-only tools (the mailbox); never registered in production. */
export const devtoolsModule: ApiModule = {
  name: "devtools",
  register(app, deps) {
    if (deps.config.nodeEnv !== "production") mailboxRoutes(app, deps);
  },
};
