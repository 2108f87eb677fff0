import type { ApiModule } from "../../http/module.ts";
import { auditRoutes } from "./audit.routes.ts";

/**
 * The administrators' audit log (ADR 0088): its reading calls. The rows are written by the audit hook
 * (`audit.hook.ts`, installed by `app.ts` for every route), not by this module's routes.
 */
export const auditModule: ApiModule = { name: "audit", register: auditRoutes };
