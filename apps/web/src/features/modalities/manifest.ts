import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The modalities area's routes: the app's registry is made of every area's, and features link with `modalitiesRoutes.to`. */
export const modalitiesRoutes = defineRoutes({
  modalities: route(
    "/modalities",
    { title: "nav.modalities", description: "modalities.lead" },
    { nav: [{ menu: "site", group: "about", rank: 10 }] },
  ),
  mindscape: route("/mindscape", { title: "pageTitle.mindscape", description: "mindscape.tagline" }),
  modalityFreefall: route("/modalityfreefall", {
    title: "pageTitle.modalityFreefall",
    description: "modalityFreefall.tagline",
  }),
  modalityAccess: route("/bodytalkaccess", {
    title: "pageTitle.modalityAccess",
    description: "modalityAccess.tagline",
  }),
  modalityAnimals: route("/bodytalkforanimals", {
    title: "pageTitle.modalityAnimals",
    description: "modalityAnimals.tagline",
  }),
  breakthrough: route("/breakthrough", {
    title: "pageTitle.breakthrough",
    description: "breakthrough.tagline",
  }),
  modalityCore: route("/bodytalk", {
    title: "pageTitle.modalityCore",
    description: "modalityCore.tagline",
  }),
});

const pages = chunk("features/modalities/routes.tsx", () => import("./routes.tsx"), ["modalities"]);

/** The screen each of the modalities area's routes shows, from its chunk. */
export const modalitiesArea = defineArea(modalitiesRoutes, {
  modalities: screen(pages, (m) => m.ModalitiesPage),
  mindscape: screen(pages, (m) => m.MindscapePage),
  modalityFreefall: screen(pages, (m) => m.FreefallPage),
  modalityAccess: screen(pages, (m) => m.AccessPage),
  modalityAnimals: screen(pages, (m) => m.AnimalsPage),
  breakthrough: screen(pages, (m) => m.BreakthroughPage),
  modalityCore: screen(pages, (m) => m.BodyTalkPage),
});
