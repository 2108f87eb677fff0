import { contract } from "@haa/domain";
import { adminAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import type { ApiModule } from "../../http/module.ts";
import { route } from "../../http/route.ts";

/**
 * Content translations (ADR 0097): the administrators' two calls. Modules register their translatable kinds on
 * `deps.translations` and read the reader's words through it; the words live in `content_translations`.
 */
export const translationsModule: ApiModule = {
  name: "translations",
  register(app, deps) {
    const tags = ["Translations"];
    route(
      app,
      contract.translations.getTranslations,
      {
        access: adminAccess,
        tags,
        summary: "One item's translations beside its English words (administrator)",
        description:
          "Kind: course, courseCategory, seminar, product, productCategory, event, announcement, forumBoard, video, " +
          "videoCategory, download, downloadGroup. Languages lists those the item's first field is translated into.",
      },
      async (request) => ok(await deps.translations.read(deps.db, request.query.Kind, request.query.Id)),
    );
    route(
      app,
      contract.translations.saveTranslations,
      {
        access: adminAccess,
        tags,
        summary: "Replaces the given languages of one item's translations (administrator)",
        description:
          "Each language named is replaced as a whole; a field left empty has no translation (readers see the " +
          "English); languages not named keep theirs. A field the kind does not have is refused (400).",
      },
      async (request) => {
        const { Kind, Id } = request.body;
        const before = await deps.translations.read(deps.db, Kind, Id);
        deps.audit.before({ kind: Kind, id: Id }, before.Translations);
        return ok(await deps.translations.save(deps.db, request.body, deps.clock.now()));
      },
    );
  },
};
