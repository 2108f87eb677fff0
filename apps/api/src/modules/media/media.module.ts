import type { ApiModule } from "../../http/module.ts";
import { mediaRepository as repo } from "./media.repository.ts";
import { mediaRoutes } from "./media.routes.ts";
import { createMediaService } from "./media.service.ts";

/** Videos and downloads: libraries gated by the plan matrix, files in private storage (ADR 0041). */
export const mediaModule: ApiModule = {
  name: "media",
  register(app, deps) {
    // Where each kind's English words are, the source of its translations (ADR 0097).
    deps.translations.register("video", {
      source: async (db, id) => {
        const row = await repo.videoById(db, id);
        return row && { Title: row.title, Description: row.description };
      },
    });
    deps.translations.register("videoCategory", {
      source: async (db, id) => {
        const row = await repo.categoryById(db, id);
        return row && { Name: row.name };
      },
    });
    deps.translations.register("download", {
      source: async (db, id) => {
        const row = await repo.fileById(db, id);
        return row && { Title: row.title, Description: row.description };
      },
    });
    deps.translations.register("downloadGroup", {
      source: async (db, id) => {
        const row = await repo.groupById(db, id);
        return row && { Name: row.name, Description: row.description };
      },
    });
    mediaRoutes(app, deps, createMediaService(deps));
  },
};
