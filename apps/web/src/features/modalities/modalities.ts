import { coursesRoutes } from "../courses/manifest.ts";
import { practitionersRoutes } from "../practitioners/manifest.ts";
import { modalitiesRoutes } from "./manifest.ts";

/**
 * The six modality pages (spec 001 §2 "Modality pages"): each one's translation group, page path, the course
 * catalogue search that finds its courses (the demo titles name the modality) and its practitioner list.
 */
export const MODALITIES = [
  {
    key: "modalityCore",
    path: modalitiesRoutes.to("modalityCore"),
    courses: `${coursesRoutes.to("courses")}?search=Foundations`,
    practitioners: practitionersRoutes.to("practitioners"),
  },
  {
    key: "modalityAccess",
    path: modalitiesRoutes.to("modalityAccess"),
    courses: `${coursesRoutes.to("courses")}?search=Access`,
    practitioners: practitionersRoutes.to("practitioners"),
  },
  {
    key: "mindscape",
    path: modalitiesRoutes.to("mindscape"),
    courses: `${coursesRoutes.to("courses")}?search=Mindscape`,
    practitioners: practitionersRoutes.to("practitioners"),
  },
  {
    key: "modalityFreefall",
    path: modalitiesRoutes.to("modalityFreefall"),
    courses: `${coursesRoutes.to("courses")}?search=FreeFall`,
    practitioners: practitionersRoutes.to("practitioners"),
  },
  {
    key: "modalityAnimals",
    path: modalitiesRoutes.to("modalityAnimals"),
    courses: `${coursesRoutes.to("courses")}?search=Animals`,
    practitioners: practitionersRoutes.to("animalPractitioners"),
  },
  {
    key: "breakthrough",
    path: modalitiesRoutes.to("breakthrough"),
    courses: `${coursesRoutes.to("courses")}?search=Breakthrough`,
    practitioners: practitionersRoutes.to("breakthroughPractitioners"),
  },
] as const;

export type Modality = (typeof MODALITIES)[number];
export type ModalityKey = Modality["key"];
