import { paths, routes } from "../../app/paths.ts";

/**
 * The six modality pages (spec 001 §2 "Modality pages"): each one's translation group, page path, the course
 * catalogue search that finds its courses (the demo titles name the modality) and its practitioner list.
 */
export const MODALITIES = [
  {
    key: "modalityCore",
    path: routes.modalityCore.pattern,
    courses: `${paths.courses}?search=Foundations`,
    practitioners: routes.practitioners.pattern,
  },
  {
    key: "modalityAccess",
    path: routes.modalityAccess.pattern,
    courses: `${paths.courses}?search=Access`,
    practitioners: routes.practitioners.pattern,
  },
  {
    key: "mindscape",
    path: routes.mindscape.pattern,
    courses: `${paths.courses}?search=Mindscape`,
    practitioners: routes.practitioners.pattern,
  },
  {
    key: "modalityFreefall",
    path: routes.modalityFreefall.pattern,
    courses: `${paths.courses}?search=FreeFall`,
    practitioners: routes.practitioners.pattern,
  },
  {
    key: "modalityAnimals",
    path: routes.modalityAnimals.pattern,
    courses: `${paths.courses}?search=Animals`,
    practitioners: routes.animalPractitioners.pattern,
  },
  {
    key: "breakthrough",
    path: routes.breakthrough.pattern,
    courses: `${paths.courses}?search=Breakthrough`,
    practitioners: routes.breakthroughPractitioners.pattern,
  },
] as const;

export type Modality = (typeof MODALITIES)[number];
export type ModalityKey = Modality["key"];
