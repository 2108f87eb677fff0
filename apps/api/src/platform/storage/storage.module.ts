import type { ApiModule } from "../../http/module.ts";
import { storageRoutes } from "./storage.routes.ts";

/** Uploaded files: /uploads through the storage port (local disk or S3-compatible), signed private links. */
export const storageModule: ApiModule = { name: "storage", register: storageRoutes };
